import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../test/helper'
import { insertBrand, insertCategory, insertProduct } from '../../../test/fixtures'
import { findProductNamesVersion } from './catalogue.repository'

const t = await createTestDatabase()
afterAll(() => t.destroy())

// The typo vocabulary is rebuilt when this changes: names, not every order's stock.
describe('the version of the product names', () => {
  it('stays when an order takes stock, and moves when a name changes or a product is added', async () => {
    const category = await insertCategory(t.db)
    const brand = await insertBrand(t.db)
    const product = await insertProduct(t.db, { categoryId: category.id, brandId: brand.id, quantity: 50 })
    const before = await findProductNamesVersion(t.db.kysely)

    await t.db.kysely
      .updateTable('products')
      .set((eb) => ({ quantity_used: eb('quantity_used', '+', 2), updated_at: new Date().toISOString() }))
      .where('id', '=', product.id)
      .execute()
    expect(await findProductNamesVersion(t.db.kysely)).toBe(before)

    await t.db.kysely
      .updateTable('products')
      .set({ product_name: 'Nitrile Examination Gloves' })
      .where('id', '=', product.id)
      .execute()
    const renamed = await findProductNamesVersion(t.db.kysely)
    expect(renamed).not.toBe(before)

    await insertProduct(t.db, { categoryId: category.id, brandId: brand.id })
    expect(await findProductNamesVersion(t.db.kysely)).not.toBe(renamed)
  })
})
