import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * The facet counts of a filtered listing (per category, per brand, the price range and the
 * in-stock, on-sale and rating figures) read every published product. `products_facets` held
 * every filtered column but `published` and `professional_only`, so SQLite walked the category or
 * brand price index and looked each product up in the table: 150-520 ms a query at 100,000
 * products, about a second for one listing, during which a SQLite process answers nothing. Two
 * covering indexes, one led by category and one by brand (the two GROUP BYs), answer each facet
 * query from the index alone: 1-11 ms each. The listing's own page still walks the price index.
 */
const FILTERED = [
  'price_cents',
  'selling_price_cents',
  'discounted_price_cents',
  'quantity',
  'quantity_used',
  'rating_tenths',
  'is_deal',
  'professional_only',
  'published',
]

export function migration(_db: Db): Migration {
  return {
    async up(k) {
      await k.schema.dropIndex('products_facets').execute()
      await k.schema
        .createIndex('products_facets')
        .on('products')
        .columns(['category_id', 'brand_id', ...FILTERED])
        .execute()
      await k.schema
        .createIndex('products_brand_facets')
        .on('products')
        .columns(['brand_id', 'category_id', ...FILTERED])
        .execute()
    },
    async down(k) {
      await k.schema.dropIndex('products_brand_facets').execute()
      await k.schema.dropIndex('products_facets').execute()
      await k.schema
        .createIndex('products_facets')
        .on('products')
        .columns(['category_id', 'brand_id', ...FILTERED.slice(0, -2)])
        .execute()
    },
  }
}
