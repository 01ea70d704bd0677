import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * An index on reviews by product and status. Without it SQLite answered "the published reviews of
 * this product" (the product page's reviews, its rating kept in products.rating_tenths) through the
 * (status, id) index, reading every published review of the shop for one product: each review
 * change cost a scan of the whole table, and the demo seed's rating pass at 100,000 products
 * (one such subquery per product) never finished.
 */
export function migration(_db: Db): Migration {
  return {
    async up(k) {
      await k.schema
        .createIndex('reviews_product_status')
        .on('reviews')
        .columns(['product_id', 'status', 'created_at'])
        .execute()
    },
    async down(k) {
      await k.schema.dropIndex('reviews_product_status').execute()
    },
  }
}
