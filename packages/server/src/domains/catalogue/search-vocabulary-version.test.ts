import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../test/helper'
import { insertBrand, insertCategory, insertProduct } from '../../../test/fixtures'
import { catalogueStateReader } from '../../db/catalogue-version'

const t = await createTestDatabase()
afterAll(() => t.destroy())
const version = async () => (await catalogueStateReader(t.db)()).version

// The typo vocabulary (catalogue.service.ts) is rebuilt when the catalogue version changes: names,
// not every order's stock.
describe('the version the typo vocabulary follows', () => {
  it('stays when an order takes stock, and moves when a name changes or a product is added', async () => {
    const category = await insertCategory(t.db)
    const brand = await insertBrand(t.db)
    const product = await insertProduct(t.db, { categoryId: category.id, brandId: brand.id, quantity: 50 })
    const before = await version()

    await t.db.kysely
      .updateTable('products')
      .set((eb) => ({ quantity_used: eb('quantity_used', '+', 2), updated_at: new Date().toISOString() }))
      .where('id', '=', product.id)
      .execute()
    expect(await version()).toBe(before)

    await t.db.kysely
      .updateTable('products')
      .set({ product_name: 'Nitrile Examination Gloves' })
      .where('id', '=', product.id)
      .execute()
    const renamed = await version()
    expect(renamed).not.toBe(before)

    await insertProduct(t.db, { categoryId: category.id, brandId: brand.id })
    expect(await version()).not.toBe(renamed)
  })
})
