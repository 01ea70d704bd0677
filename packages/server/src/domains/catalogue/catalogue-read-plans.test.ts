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

// A search of one or two letters matches names with LIKE (migration 2026_11_28_000802).
describe.runIf(t.db.dialect === 'sqlite')('suggestions for the first letters typed', () => {
  it('read the names from an index, never the products table', async () => {
    const statements = await statementsOf(() =>
      Promise.all([repo.findNameSuggestions(t.db, 'gl', 10), repo.countProducts(t.db, { search: 'gl' })]),
    )
    expect(statements).toHaveLength(2)
    for (const text of statements) {
      const reads = planOf(text).filter((line) => /^(SCAN|SEARCH) p\b/.test(line))
      expect(reads, text).not.toHaveLength(0)
      expect(reads.join('\n'), text).toMatch(/SCAN p USING COVERING INDEX products_name_published/)
      // Besides the name index, only the ten chosen products are read, by their id.
      for (const line of reads)
        expect(line, text).toMatch(
          /USING COVERING INDEX products_name_published|INTEGER PRIMARY KEY \(rowid=\?\)/,
        )
    }
  })

  it('and searches of three letters and more still read the products the full-text index found', async () => {
    const statements = await statementsOf(() =>
      Promise.all([
        repo.findNameSuggestions(t.db, 'glove', 10),
        repo.countProducts(t.db, { search: 'glove' }),
      ]),
    )
    for (const text of statements)
      expect(planOf(text), text).toContain('SEARCH p USING INTEGER PRIMARY KEY (rowid=?)')
  })
})
