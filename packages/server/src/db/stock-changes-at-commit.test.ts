import { afterAll, describe, expect, it } from 'vitest'
import { connectPgClient, createTestDatabase } from '../../test/helper'
import { insertBrand, insertCategory, insertProduct } from '../../test/fixtures'

const t = await createTestDatabase()
afterAll(() => t.destroy())

const connection = () => connectPgClient(t)

const state = async () =>
  await t.db.kysely.selectFrom('catalogue_version').select(['version', 'stock_seq']).executeTakeFirstOrThrow()

// Migration 2026_11_28_000803: two orders taking stock of different products no longer queue on
// the catalogue_version row until the first commits.
describe.runIf(t.db.dialect === 'postgres')('stock changes on PostgreSQL', () => {
  it('do not wait for each other, and are numbered in the order they commit', async () => {
    const category = await insertCategory(t.db)
    const brand = await insertBrand(t.db)
    const a = await insertProduct(t.db, { categoryId: category.id, brandId: brand.id, quantity: 50 })
    const b = await insertProduct(t.db, { categoryId: category.id, brandId: brand.id, quantity: 50 })
    const before = await state()
    const first = await connection()
    const second = await connection()
    try {
      const takeOne = 'UPDATE products SET quantity_used = quantity_used + 1 WHERE id = $1'
      await first.query('BEGIN')
      await first.query(takeOne, [a.id])
      await second.query('BEGIN')
      // Waiting for the first order's commit would fail here.
      await second.query("SET LOCAL lock_timeout = '500ms'")
      await second.query(takeOne, [b.id])
      await second.query('COMMIT')
      await first.query('COMMIT')
    } finally {
      await first.end()
      await second.end()
    }

    const after = await state()
    expect(Number(after.stock_seq)).toBe(Number(before.stock_seq) + 2)
    expect(Number(after.version)).toBe(Number(before.version))
    const changes = await t.db.kysely
      .selectFrom('stock_changes')
      .select(['seq', 'product_id'])
      .where('seq', '>', Number(before.stock_seq))
      .orderBy('seq')
      .execute()
    expect(changes.map((c) => c.product_id)).toEqual([b.id, a.id])
  })

  it('and a change of anything else still raises the version when it commits', async () => {
    const category = await insertCategory(t.db)
    const brand = await insertBrand(t.db)
    const product = await insertProduct(t.db, { categoryId: category.id, brandId: brand.id })
    const before = await state()
    await t.db.kysely
      .updateTable('products')
      .set({ price_cents: 1234 })
      .where('id', '=', product.id)
      .execute()
    expect(Number((await state()).version)).toBeGreaterThan(Number(before.version))
  })
})
