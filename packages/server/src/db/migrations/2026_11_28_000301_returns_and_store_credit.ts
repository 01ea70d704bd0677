import { sql, type Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * Returns a customer starts from a delivered order, and store credit. A product says whether it may
 * be returned (returnable, only unopened, or only when damaged or wrong); a return keeps its lines,
 * its private photos and, per line, what staff did with the units received. Store credit is a
 * balance per customer (never below zero: guarded updates) with a ledger of every change; an order
 * records how much of it paid.
 */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  return {
    async up(k) {
      await k.schema
        .alterTable('products')
        .addColumn('returnability', 'text', (c) => c.notNull().defaultTo('returnable'))
        .execute()
      await k.schema
        .alterTable('orders')
        .addColumn('store_credit_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await k.schema
        .createTable('returns')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('return_no', 'text', (c) => c.notNull().unique())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('refund_to', 'text', (c) => c.notNull())
        .addColumn('shop_at_fault', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('return_method', 'text')
        .addColumn('label_ref', 'text')
        .addColumn('decision_note', 'text')
        .addColumn('refund_cents', 'integer')
        .addColumn('refund_transaction', 'text')
        .addColumn('refunded_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema.createIndex('returns_order').on('returns').columns(['order_id']).execute()
      await k.schema.createIndex('returns_status').on('returns').columns(['status', 'id']).execute()
      await k.schema
        .createTable('return_lines')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('return_id', 'integer', (c) => c.notNull().references('returns.id').onDelete('cascade'))
        .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id'))
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('opened', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await k.schema.createIndex('return_lines_item').on('return_lines').columns(['order_item_id']).execute()
      await k.schema
        .createTable('return_receipts')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('return_line_id', 'integer', (c) =>
          c.notNull().references('return_lines.id').onDelete('cascade'),
        )
        .addColumn('quantity', 'integer', (c) => c.notNull())
        /** restock (back to its lot) | quarantine | write_off */
        .addColumn('disposition', 'text', (c) => c.notNull())
        .addColumn('lot_id', 'integer')
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema
        .createTable('return_photos')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('return_id', 'integer', (c) => c.notNull().references('returns.id').onDelete('cascade'))
        .addColumn('file', 'text', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .execute()
      await k.schema
        .createTable('store_credit_accounts')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('balance_cents', 'integer', (c) => c.notNull().check(sql`balance_cents >= 0`))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema
        .createTable('store_credit_entries')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('delta_cents', 'integer', (c) => c.notNull())
        .addColumn('balance_after_cents', 'integer', (c) => c.notNull())
        /** return (credit issued) | order (spent) | order_failed (given back) */
        .addColumn('kind', 'text', (c) => c.notNull())
        // 0, not null, when there is none: the unique index below counts nulls as all different.
        .addColumn('return_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('order_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('staff_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema
        .createIndex('store_credit_entries_user')
        .on('store_credit_entries')
        .columns(['user_id', 'id'])
        .execute()
      // One credit per return, one spend and one give-back per order, whatever the races.
      await k.schema
        .createIndex('store_credit_entries_once')
        .on('store_credit_entries')
        .columns(['kind', 'return_id', 'order_id'])
        .unique()
        .execute()
      // The sandbox gateway's partial refunds (a return gives back part of a charge), one per key.
      await k.schema
        .createTable('sandbox_refunds')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('transaction_id', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
    },
    async down(k) {
      await k.schema.dropTable('sandbox_refunds').execute()
      await k.schema.dropTable('store_credit_entries').execute()
      await k.schema.dropTable('store_credit_accounts').execute()
      await k.schema.dropTable('return_photos').execute()
      await k.schema.dropTable('return_receipts').execute()
      await k.schema.dropTable('return_lines').execute()
      await k.schema.dropTable('returns').execute()
      await k.schema.alterTable('orders').dropColumn('store_credit_cents').execute()
      await k.schema.alterTable('products').dropColumn('returnability').execute()
    },
  }
}
