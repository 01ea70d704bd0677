import { afterAll, describe, expect, it } from 'vitest'
import { insertBrand, insertCategory, insertProduct } from '../../test/fixtures'
import { createTestDatabase } from '../../test/helper'
import { catalogueStateReader, stockChangesBetween } from './catalogue-version'

// Which product writes raise the catalogue version and which only the stock number (both databases).

const testDb = await createTestDatabase()
afterAll(() => testDb.destroy())
const db = testDb.db
const category = await insertCategory(db)
const brand = await insertBrand(db)
const product = await insertProduct(db, { categoryId: category.id, brandId: brand.id, quantity: 10 })
const read = catalogueStateReader(db)
const state = async () => read()
const update = (values: Record<string, unknown>) =>
  db.kysely.updateTable('products').set(values).where('id', '=', product.id).execute()

describe('the catalogue state', () => {
  it('takes a stock change that leaves the product in stock as a stock change of that product only', async () => {
    const before = await state()
    await update({ quantity_used: 3, updated_at: new Date().toISOString() })
    const after = await state()
    expect(after.version).toBe(before.version)
    expect(after.stock).toBe(before.stock + 1)
    expect(await stockChangesBetween(db, before.stock, after.stock)).toEqual([product.id])
  })

  it('raises the version for a price change, even with a stock change in the same write', async () => {
    const before = await state()
    await update({ selling_price_cents: 1234, price_cents: 1234, quantity_used: 4 })
    const after = await state()
    expect(after.version).toBeGreaterThan(before.version)
    expect(after.stock).toBe(before.stock)
  })

  it('raises the version when the product sells out, since listings filter and count by it', async () => {
    const before = await state()
    await update({ quantity_used: 10 })
    expect((await state()).version).toBeGreaterThan(before.version)
  })

  it('raises the version for a change of any column but the stock figures, also columns added by later migrations', async () => {
    // Columns added after the stock triggers were made (price breaks, professional-only, returnability...).
    for (const values of [
      { price_breaks: '[{"min_qty":5,"price_cents":900}]' },
      { professional_only: 1 },
      { returnability: 'final_sale' },
    ]) {
      const before = await state()
      await update(values)
      expect((await state()).version, Object.keys(values)[0]).toBeGreaterThan(before.version)
    }
  })

  it('answers null for changes no longer kept', async () => {
    const now = await state()
    expect(await stockChangesBetween(db, now.stock - 1, now.stock + 5)).toBeNull()
  })
})
