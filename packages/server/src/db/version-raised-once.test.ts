import { afterAll, describe, expect, it } from 'vitest'
import { connectPgClient, createTestDatabase } from '../../test/helper'
import { insertBrand, insertCategory, insertProduct } from '../../test/fixtures'
import { catalogueStateReader } from './catalogue-version'

const t = await createTestDatabase()
afterAll(() => t.destroy())

const state = catalogueStateReader(t.db)

/** Runs the statements in one transaction on a connection of its own. */
async function inOneTransaction(statements: [string, unknown[]][]) {
  const client = await connectPgClient(t)
  try {
    await client.query('BEGIN')
    for (const [text, values] of statements) await client.query(text, values)
    await client.query('COMMIT')
  } finally {
    await client.end()
  }
}

const setPrice = 'UPDATE products SET selling_price_cents = $2 WHERE id = $1'

// Migration 2026_11_28_000901: an import no longer writes the catalogue_version row once per product.
describe.runIf(t.db.dialect === 'postgres')('the catalogue version on PostgreSQL', () => {
  async function threeProducts() {
    const category = await insertCategory(t.db)
    const brand = await insertBrand(t.db)
    return Promise.all(
      [1, 2, 3].map(() => insertProduct(t.db, { categoryId: category.id, brandId: brand.id, quantity: 50 })),
    )
  }

  it('is raised once by a transaction that changes many products, and again by the next', async () => {
    const products = await threeProducts()
    const before = await state()
    await inOneTransaction(products.map((p, i) => [setPrice, [p.id, 1000 + i]]))
    expect((await state()).version).toBe(before.version + 1)
    await inOneTransaction([[setPrice, [products[0]!.id, 999]]])
    expect((await state()).version).toBe(before.version + 2)
  })

  it('is still raised after a stock change earlier in the same transaction', async () => {
    const [a, b] = await threeProducts()
    const before = await state()
    await inOneTransaction([
      ['UPDATE products SET quantity_used = quantity_used + 1 WHERE id = $1', [a!.id]],
      [setPrice, [b!.id, 777]],
    ])
    const after = await state()
    expect(after.stock).toBe(before.stock + 1)
    expect(after.version).toBe(before.version + 1)
  })

  it('is raised again after a savepoint that raised it is rolled back', async () => {
    const [a, b] = await threeProducts()
    const before = await state()
    await inOneTransaction([
      ['SAVEPOINT first_try', []],
      [setPrice, [a!.id, 555]],
      // The changes are deferred to the commit; SET CONSTRAINTS runs them inside the savepoint.
      ['SET CONSTRAINTS ALL IMMEDIATE', []],
      ['ROLLBACK TO SAVEPOINT first_try', []],
      ['SET CONSTRAINTS ALL DEFERRED', []],
      [setPrice, [b!.id, 556]],
    ])
    expect((await state()).version).toBe(before.version + 1)
    const prices = await t.db.kysely
      .selectFrom('products')
      .select(['id', 'selling_price_cents'])
      .where('id', 'in', [a!.id, b!.id])
      .orderBy('id')
      .execute()
    expect(prices.map((p) => p.selling_price_cents)).not.toContain(555)
  })
})
