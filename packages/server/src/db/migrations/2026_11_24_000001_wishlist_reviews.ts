import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * Wish list and reviews. Reviews gain a moderation status (existing ones stay published); products
 * gain a review revision, raised in the same transaction as every review change, so a cached
 * product page can tell it is stale even when two changes fall in the same millisecond. A customer
 * writes at most one review per product (guests, without an account, are not limited this way).
 */
export function migration(_db: Db): Migration {
  return {
    async up(k) {
      await k.schema
        .alterTable('reviews')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
        .execute()
      await k.schema
        .alterTable('products')
        .addColumn('review_revision', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await k.schema
        .createIndex('reviews_product_user_unique')
        .on('reviews')
        .columns(['product_id', 'user_id'])
        .unique()
        .execute()
      await k.schema.createIndex('reviews_status').on('reviews').columns(['status', 'id']).execute()
    },
    async down(k) {
      await k.schema.dropIndex('reviews_status').execute()
      await k.schema.dropIndex('reviews_product_user_unique').execute()
      await k.schema.alterTable('products').dropColumn('review_revision').execute()
      await k.schema.alterTable('reviews').dropColumn('status').execute()
    },
  }
}
