import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../test/helper'
import { ratingTenthsSql } from './reviews.repository'

const t = await createTestDatabase()
afterAll(() => t.destroy())

// SQLite chooses an index by its shape alone (no statistics): with only reviews(status, id) and
// reviews(product_id, created_at) it read every published review of the shop for one product.
describe.runIf(t.db.dialect === 'sqlite')("a product's rating", () => {
  it('reads only that product’s published reviews, through the product-and-status index', () => {
    const { sql, parameters } = t.db.kysely
      .updateTable('products')
      .set({ rating_tenths: ratingTenthsSql })
      .where('id', '=', 1)
      .compile()
    const plan = t.db
      .sqlite!.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...parameters)
      .map((row) => (row as { detail: string }).detail)
    expect(plan).toContain('SEARCH r USING INDEX reviews_product_status (product_id=? AND status=?)')
  })
})
