import { afterAll, describe, expect, it } from 'vitest'
import { insertBrand, insertCategory } from '../../test/fixtures'
import { createTestDatabase } from '../../test/helper'
import { runPrepared } from './prepared'

const t = await createTestDatabase()
afterAll(() => t.destroy())
const a = await insertCategory(t.db, 'Alpha Care')
const b = await insertCategory(t.db, 'Beta Care')
await insertBrand(t.db, 'Gamma Brand')

const categoriesBetween = (min: number, max: number) =>
  runPrepared(
    t.db,
    'test.categories-between',
    (p) =>
      t.db.kysely
        .selectFrom('categories')
        .select(['id', 'name'])
        .where('id', '>=', p<number>('min'))
        .where('id', '<=', p<number>('max'))
        .orderBy('id'),
    { min, max },
  )

describe('runPrepared', () => {
  it('binds each call its own values in the order the query uses them', async () => {
    expect((await categoriesBetween(a.id, b.id)).map((r) => r.name)).toEqual(['Alpha Care', 'Beta Care'])
    expect((await categoriesBetween(b.id, b.id)).map((r) => r.name)).toEqual(['Beta Care'])
    expect(await categoriesBetween(b.id + 1, b.id + 5)).toEqual([])
  })

  // The statement cache exists on SQLite only; PostgreSQL runs the builder each time.
  it.runIf(t.db.dialect === 'sqlite')('refuses a call that lacks a value its shape needs', async () => {
    await expect(
      runPrepared(
        t.db,
        'test.categories-between',
        (p) => t.db.kysely.selectFrom('categories').select('id').where('id', '>=', p<number>('min')),
        { min: 1 },
      ),
    ).rejects.toThrow(/no value for max/)
  })
})
