import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * Carts kept on the server for signed-in shoppers: one customer_carts row per customer with the
 * version every change raises (devices poll it), and its lines. A line keeps only what the shopper
 * chose (product, cart, quantity, Subscribe & Save interval, the browser's row id); its price and
 * stock are read from the catalogue whenever the cart is read.
 */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  return {
    async up(k) {
      await k.schema
        .createTable('customer_carts')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('changed_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema
        .createTable('customer_cart_lines')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('customer_carts.user_id').onDelete('cascade'),
        )
        .addColumn('cart_kind', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('row_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('qty', 'integer', (c) => c.notNull())
        .addColumn('interval_months', 'integer')
        .execute()
      await k.schema
        .createIndex('customer_cart_lines_user')
        .on('customer_cart_lines')
        .columns(['user_id', 'cart_kind', 'position'])
        .execute()
    },
    async down(k) {
      await k.schema.dropTable('customer_cart_lines').execute()
      await k.schema.dropTable('customer_carts').execute()
    },
  }
}
