import { sql, type Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * What a shopper's walk through the shop needed from the schema:
 * - products keep their published reviews' average rating in tenths of a star (0 without reviews),
 *   kept with every review change, so listings filter and count by rating from an index
 *   (docs/requirements/catalogue-api.md §4.1);
 * - indexes for the newest and biggest-discount sorts, and one holding every column the filters and
 *   facets read, so counting them never reads the wide product rows (their HTML descriptions);
 * - an index on updated_at: the search vocabulary's version is its latest change;
 * - a pre-order may ship with an earlier paid order, at no second shipping charge
 *   (docs/requirements/carts-and-checkout.md §8.2).
 */
export function migration(_db: Db): Migration {
  return {
    async up(k) {
      await k.schema
        .alterTable('products')
        .addColumn('rating_tenths', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await sql`update products set rating_tenths = coalesce((
          select cast(round(avg(r.star) * 10) as integer) from reviews r
          where r.product_id = products.id and r.status = 'published' and r.star > 0), 0)`.execute(k)
      await k.schema.createIndex('products_rating').on('products').columns(['rating_tenths', 'id']).execute()
      await k.schema.createIndex('products_created').on('products').columns(['created_at', 'id']).execute()
      await k.schema.createIndex('products_updated').on('products').column('updated_at').execute()
      await k.schema
        .createIndex('products_facets')
        .on('products')
        .columns([
          'category_id',
          'brand_id',
          'price_cents',
          'selling_price_cents',
          'discounted_price_cents',
          'quantity',
          'quantity_used',
          'rating_tenths',
          'is_deal',
        ])
        .execute()
      await k.schema
        .createIndex('products_discount')
        .on('products')
        .expression(sql`(selling_price_cents - price_cents) desc, price_cents, id`)
        .execute()
      await k.schema
        .alterTable('orders')
        .addColumn('ships_with_order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        .execute()
    },
    async down(k) {
      await k.schema.alterTable('orders').dropColumn('ships_with_order_id').execute()
      await k.schema.dropIndex('products_discount').execute()
      await k.schema.dropIndex('products_facets').execute()
      await k.schema.dropIndex('products_updated').execute()
      await k.schema.dropIndex('products_created').execute()
      await k.schema.dropIndex('products_rating').execute()
      await k.schema.alterTable('products').dropColumn('rating_tenths').execute()
    },
  }
}
