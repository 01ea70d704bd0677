import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/helper'
import { catalogueStateReader, stockChangesBetween } from './catalogue-version'

const t = await createTestDatabase()
afterAll(() => t.destroy())

const POOL_SIZE = 10

/** The value, or 'waiting' when it has not come within the time. */
const within = <T>(ms: number, value: Promise<T>) =>
  Promise.race([value, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), ms))])

// The reads every catalogue request makes first do not queue behind the query builder's pool.
describe.runIf(t.db.dialect === 'postgres')('the hot catalogue reads on PostgreSQL', () => {
  it('answer while every connection of the query builder is held (slow exports, searches, checkouts)', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    let started = 0
    const holders = Array.from({ length: POOL_SIZE }, () =>
      t.db.kysely.transaction().execute(async (trx) => {
        await trx.selectFrom('catalogue_version').select('version').execute()
        started += 1
        await gate
      }),
    )
    try {
      await expect.poll(() => started).toBe(POOL_SIZE)
      // The builder's pool is exhausted: a query through it waits.
      expect(await within(300, t.db.kysely.selectFrom('catalogue_version').select('version').execute())).toBe(
        'waiting',
      )
      const state = await within(2000, catalogueStateReader(t.db)())
      expect(state).toEqual({ version: expect.any(Number), stock: expect.any(Number) })
      if (state === 'waiting') return
      expect(await within(2000, stockChangesBetween(t.db, state.stock, state.stock))).toEqual([])
    } finally {
      release()
      await Promise.all(holders)
    }
  })
})
