import { sql, type Kysely, type Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * The back office (docs/requirements/back-office.md):
 * - staff accounts and their own hashed session tokens (a separate audience from customers);
 * - audit_log: one row per staff change, with the row before and after as JSON;
 * - shop_settings: owner-set values (refund limit, low stock, default shelf life);
 * - stock by lot: stock_lots, the lots each order line took (order_item_lots), stock adjustments;
 *   existing stock becomes one opening lot per product, so products.quantity − quantity_used stays
 *   the sum of the lots on the shelf;
 * - back in stock: requests to be mailed, pre-orders that took stock once it arrived;
 * - products can be hidden and carry a minimum shelf life on arrival; customers can be blocked;
 *   reviews carry the shop's reply; contact messages can be marked answered.
 */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  const table = (k: Kysely<unknown>, name: string) =>
    k.schema
      .createTable(name)
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
  return {
    async up(k) {
      await table(k, 'staff')
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('last_login_at', 'text')
        .execute()
      await table(k, 'staff_tokens')
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema.createIndex('staff_tokens_staff').on('staff_tokens').column('staff_id').execute()

      await table(k, 'audit_log')
        .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
        .addColumn('staff_email', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute()
      await k.schema
        .createIndex('audit_log_entity')
        .on('audit_log')
        .columns(['entity', 'entity_id'])
        .execute()

      await k.schema
        .createTable('shop_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute()

      await k.schema
        .alterTable('products')
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()
      await k.schema.alterTable('products').addColumn('min_shelf_life_days', 'integer').execute()

      await table(k, 'stock_lots')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('lot_number', 'text', (c) => c.notNull())
        .addColumn('expiry_date', 'text')
        .addColumn('quantity_received', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('delivery_ref', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
      // First-expiry-first-out reads the shelf's lots of one product in this order.
      await k.schema
        .createIndex('stock_lots_fefo')
        .on('stock_lots')
        .columns(['product_id', 'status', 'expiry_date', 'id'])
        .execute()
      await k.schema
        .createIndex('stock_lots_status_expiry')
        .on('stock_lots')
        .columns(['status', 'expiry_date'])
        .execute()

      await table(k, 'order_item_lots')
        .addColumn('order_item_id', 'integer', (c) =>
          c.notNull().references('order_items.id').onDelete('cascade'),
        )
        .addColumn('lot_id', 'integer', (c) => c.notNull().references('stock_lots.id').onDelete('cascade'))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .execute()
      await k.schema
        .createIndex('order_item_lots_item')
        .on('order_item_lots')
        .column('order_item_id')
        .execute()
      await k.schema.createIndex('order_item_lots_lot').on('order_item_lots').column('lot_id').execute()

      await table(k, 'stock_adjustments')
        .addColumn('lot_id', 'integer', (c) => c.notNull().references('stock_lots.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('delta', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema
        .createIndex('stock_adjustments_product')
        .on('stock_adjustments')
        .columns(['product_id', 'created_at'])
        .execute()

      await table(k, 'back_in_stock_requests')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('notified_at', 'text')
        .execute()
      await k.schema
        .createIndex('back_in_stock_requests_unique')
        .on('back_in_stock_requests')
        .columns(['product_id', 'email'])
        .unique()
        .execute()

      // A pre-order takes its stock when a delivery lets it ship, and its customer is mailed once.
      await k.schema.alterTable('orders').addColumn('stock_taken_at', 'text').execute()
      await k.schema.alterTable('orders').addColumn('ready_mailed_at', 'text').execute()

      await k.schema.alterTable('users').addColumn('blocked_at', 'text').execute()
      await k.schema.alterTable('users').addColumn('blocked_reason', 'text').execute()
      await k.schema.alterTable('reviews').addColumn('reply', 'text').execute()
      await k.schema.alterTable('reviews').addColumn('replied_at', 'text').execute()
      await k.schema.alterTable('contact_messages').addColumn('answered_at', 'text').execute()
      await k.schema.alterTable('contact_messages').addColumn('answered_by', 'text').execute()

      // Stock already in the shop becomes one opening lot per product (with the product's expiry).
      await sql`
        insert into stock_lots (product_id, lot_number, expiry_date, quantity_received, quantity, status, received_at, delivery_ref, note)
        select id, 'OPENING', expiry_date, quantity - quantity_used, quantity - quantity_used, 'available', updated_at, '', 'Stock before lots were kept'
        from products where quantity - quantity_used > 0
      `.execute(k)
    },
  }
}
