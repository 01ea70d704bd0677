import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { connectPgClient, createTestDatabase } from '../../test/helper'
import { insertBrand, insertCategory, insertProduct } from '../../test/fixtures'
import { catalogueStateReader } from './catalogue-version'

const t = await createTestDatabase()
afterAll(() => t.destroy())

const state = catalogueStateReader(t.db)
const connection = () => connectPgClient(t)

// Migration 2026_11_28_001001: no transaction holds the catalogue_version row before its commit.
describe.runIf(t.db.dialect === 'postgres')('catalogue version raises on PostgreSQL', () => {
  it('let an order commit while staff who changed a brand wait on the product it is buying', async () => {
    const category = await insertCategory(t.db)
    const brand = await insertBrand(t.db)
    const product = await insertProduct(t.db, { categoryId: category.id, brandId: brand.id, quantity: 50 })
    const before = await state()
    const order = await connection()
    const staff = await connection()
    try {
      await order.query('BEGIN')
      await order.query('UPDATE products SET quantity_used = quantity_used + 1 WHERE id = $1', [product.id])
      await staff.query('BEGIN')
      // A change to a catalogue table (raised the version at once, and held its row, before).
      await staff.query('UPDATE brands SET name = name WHERE id = $1', [brand.id])
      // Waits for the order, which holds the product's row.
      const staffEdit = staff.query('UPDATE products SET selling_price_cents = 4321 WHERE id = $1', [
        product.id,
      ])
      // The order's commit raises the stock number: before, it waited for the staff's transaction,
      // which waited for the order, and PostgreSQL failed one of them as a deadlock.
      await order.query('COMMIT')
      await staffEdit
      await staff.query('COMMIT')
    } finally {
      await order.end()
      await staff.end()
    }
    const after = await state()
    expect(after.stock).toBe(before.stock + 1)
    expect(after.version).toBe(before.version + 1)
  })

  it('raises the version for a change to a catalogue table alone, once, at commit', async () => {
    const brand = await insertBrand(t.db)
    const before = await state()
    const staff = await connection()
    try {
      await staff.query('BEGIN')
      await staff.query('UPDATE brands SET name = name WHERE id = $1', [brand.id])
      await staff.query('UPDATE brands SET name = name WHERE id = $1', [brand.id])
      // Not yet: another transaction may still write the catalogue_version row meanwhile.
      expect((await state()).version).toBe(before.version)
      await t.db.kysely
        .updateTable('catalogue_version')
        .set({ stock_seq: before.stock + 1 })
        .execute()
      await staff.query('COMMIT')
    } finally {
      await staff.end()
    }
    expect(await state()).toEqual({ version: before.version + 1, stock: before.stock + 1 })
    const asked = await sql<{ n: number }>`SELECT count(*) AS n FROM catalogue_version_raises`.execute(
      t.db.kysely,
    )
    expect(Number(asked.rows[0]!.n)).toBe(0)
  })

  it('takes a raise back with a rolled-back savepoint, and asks again after it', async () => {
    const brand = await insertBrand(t.db)
    const before = await state()
    const staff = await connection()
    try {
      await staff.query('BEGIN')
      await staff.query('SAVEPOINT first_try')
      await staff.query('UPDATE brands SET name = name WHERE id = $1', [brand.id])
      await staff.query('ROLLBACK TO SAVEPOINT first_try')
      await staff.query('COMMIT')
      expect((await state()).version).toBe(before.version)
      await staff.query('BEGIN')
      await staff.query('SAVEPOINT first_try')
      await staff.query('UPDATE brands SET name = name WHERE id = $1', [brand.id])
      await staff.query('ROLLBACK TO SAVEPOINT first_try')
      await staff.query('UPDATE brands SET name = name WHERE id = $1', [brand.id])
      await staff.query('COMMIT')
    } finally {
      await staff.end()
    }
    expect((await state()).version).toBe(before.version + 1)
  })
})
