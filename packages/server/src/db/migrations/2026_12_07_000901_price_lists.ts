import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * Price lists (docs/decisions/0142-contract-prices.md): fixed unit prices per product and pack,
 * with their own quantity breaks and optional first and last days, assigned by staff to business
 * accounts.
 */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  return {
    async up(k) {
      await k.schema
        .createTable('price_lists')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('name', 'text', (c) => c.notNull().unique())
        /** YYYY-MM-DD in the shop's time zone, both inclusive; null: open. */
        .addColumn('starts_on', 'text')
        .addColumn('ends_on', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema
        .createTable('price_list_prices')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('price_list_id', 'integer', (c) =>
          c.notNull().references('price_lists.id').onDelete('cascade'),
        )
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        /** The pack's code, or '' for the single piece (so the pair is unique without NULLs). */
        .addColumn('pack_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
        /** JSON [{ minQty, unitCents }], lowest quantity first; null: none. */
        .addColumn('price_breaks', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('price_list_prices_one_per_pack', ['price_list_id', 'product_id', 'pack_code'])
        .execute()
      // An account's prices are read by product: (product, list) finds them without a scan.
      await k.schema
        .createIndex('price_list_prices_product')
        .on('price_list_prices')
        .columns(['product_id', 'price_list_id'])
        .execute()
      await k.schema
        .createTable('business_account_price_lists')
        .addColumn('account_id', 'integer', (c) =>
          c.notNull().references('business_accounts.id').onDelete('cascade'),
        )
        .addColumn('price_list_id', 'integer', (c) =>
          c.notNull().references('price_lists.id').onDelete('cascade'),
        )
        .addColumn('assigned_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('business_account_price_lists_pk', ['account_id', 'price_list_id'])
        .execute()
    },
    async down(k) {
      await k.schema.dropTable('business_account_price_lists').execute()
      await k.schema.dropTable('price_list_prices').execute()
      await k.schema.dropTable('price_lists').execute()
    },
  }
}
