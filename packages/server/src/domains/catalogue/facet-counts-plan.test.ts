import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../test/helper'
import * as repo from './catalogue.repository'
import type { ProductFilter } from './catalogue.repository'

const t = await createTestDatabase()
afterAll(() => t.destroy())

/** The SQL of every statement SQLite prepares while `run` goes. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const sqlite = t.db.sqlite!
  const prepare = sqlite.prepare.bind(sqlite)
  const seen: string[] = []
  sqlite.prepare = ((text: string) => {
    seen.push(text)
    return prepare(text)
  }) as typeof sqlite.prepare
  try {
    await run()
  } finally {
    sqlite.prepare = prepare
  }
  return seen
}

function planOf(text: string): string[] {
  const placeholders = text.match(/\?/g)?.length ?? 0
  return t.db
    .sqlite!.prepare(`EXPLAIN QUERY PLAN ${text}`)
    .all(...Array<number>(placeholders).fill(1))
    .map((row) => (row as { detail: string }).detail)
}

// SQLite chooses by an index's shape alone (no statistics). A facet count that reads the products
// table row by row takes 150-520 ms at 100,000 products, and a SQLite process answers nothing
// meanwhile (migration 2026_11_28_000801).
describe.runIf(t.db.dialect === 'sqlite')("a filtered listing's facet counts", () => {
  const filters: Record<string, ProductFilter> = {
    'in stock': { inStock: true },
    'a brand, on sale': { brandIds: [1, 2], onSale: true },
    'a category, 4 stars & up': { categoryIds: [1], minRatingTenths: 40 },
    'a price range, professional-only': { minPriceCents: 100, maxPriceCents: 9000, professionalOnly: true },
  }
  for (const [name, filter] of Object.entries(filters)) {
    it(`read an index alone, never the products table (${name})`, async () => {
      const statements = await statementsOf(() =>
        Promise.all([
          repo.countProducts(t.db, filter),
          repo.countProductsBy(t.db, filter, 'category'),
          repo.countProductsBy(t.db, filter, 'brand'),
          repo.findFacetFigures(t.db, filter),
        ]),
      )
      expect(statements).toHaveLength(4)
      for (const text of statements) {
        const reads = planOf(text).filter((line) => /^(SCAN|SEARCH) p\b/.test(line))
        expect(reads, text).not.toHaveLength(0)
        // A price range may instead be read as a range of the price index.
        for (const line of reads)
          expect(line, text).toMatch(
            /USING COVERING INDEX products_(brand_)?facets|^SEARCH p USING INDEX products_price \(price_cents>/,
          )
      }
    })
  }
})
