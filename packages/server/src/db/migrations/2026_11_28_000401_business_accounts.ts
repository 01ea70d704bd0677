import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * Business accounts and pay on account (docs/decisions/0112-business-accounts-and-pay-on-account.md):
 * one account per customer (applied for, then approved by staff with terms, a credit limit and
 * whether a purchase-order number is required), an invoice per order paid on account, and the
 * payments staff record against invoices.
 */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  return {
    async up(k) {
      await k.schema
        .createTable('business_accounts')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().unique().references('users.id').onDelete('cascade'),
        )
        .addColumn('practice_name', 'text', (c) => c.notNull())
        .addColumn('billing_email', 'text', (c) => c.notNull())
        .addColumn('billing_address', 'text', (c) => c.notNull())
        /** pending | approved | rejected | suspended */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('terms_days', 'integer', (c) => c.notNull().defaultTo(30))
        .addColumn('credit_limit_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('po_required', 'integer', (c) => c.notNull().defaultTo(0))
        /** Why staff rejected or suspended the account. */
        .addColumn('staff_note', 'text')
        .addColumn('reviewed_by', 'text')
        .addColumn('reviewed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema
        .createIndex('business_accounts_status')
        .on('business_accounts')
        .columns(['status', 'id'])
        .execute()
      await k.schema
        .createTable('account_invoices')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('business_accounts.id'))
        // One invoice per order.
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
        .addColumn('invoice_no', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('paid_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('po_number', 'text')
        .addColumn('terms_days', 'integer', (c) => c.notNull())
        /** Calendar days of the shop. */
        .addColumn('issued_on', 'text', (c) => c.notNull())
        .addColumn('due_on', 'text', (c) => c.notNull())
        /** open | paid | void */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('voided_on', 'text')
        /** When the reminder before the due date and the overdue notice went: each at most once. */
        .addColumn('reminded_before_at', 'text')
        .addColumn('reminded_after_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema
        .createIndex('account_invoices_account')
        .on('account_invoices')
        .columns(['account_id', 'status'])
        .execute()
      await k.schema
        .createIndex('account_invoices_status_due')
        .on('account_invoices')
        .columns(['status', 'due_on'])
        .execute()
      await k.schema
        .createTable('account_payments')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('invoice_id', 'integer', (c) => c.notNull().references('account_invoices.id'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('business_accounts.id'))
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('received_on', 'text', (c) => c.notNull())
        .addColumn('recorded_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema
        .createIndex('account_payments_account')
        .on('account_payments')
        .columns(['account_id', 'received_on'])
        .execute()
    },
    async down(k) {
      await k.schema.dropTable('account_payments').execute()
      await k.schema.dropTable('account_invoices').execute()
      await k.schema.dropTable('business_accounts').execute()
    },
  }
}
