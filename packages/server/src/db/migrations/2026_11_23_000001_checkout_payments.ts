import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * Checkout: why a payment failed, so a retried Idempotency-Key answers the first result;
 * and the sandbox gateway's own ledger. The sandbox plays an outside card processor, so it keeps
 * its charges in a table of its own that checkout never writes in its transactions: after a crash
 * the settle command asks it what happened, as it would ask a real provider.
 */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  return {
    async up(k) {
      await k.schema.alterTable('orders').addColumn('payment_error', 'text').execute()
      await k.schema
        .createTable('sandbox_payments')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('transaction_id', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('message', 'text')
        .addColumn('card_brand', 'text')
        .addColumn('card_last4', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('refunded_at', 'text')
        .execute()
      await k.schema
        .createIndex('sandbox_payments_key_unique')
        .on('sandbox_payments')
        .column('idempotency_key')
        .unique()
        .execute()
      await k.schema
        .createIndex('sandbox_payments_transaction_unique')
        .on('sandbox_payments')
        .column('transaction_id')
        .unique()
        .execute()
    },
    async down(k) {
      await k.schema.dropTable('sandbox_payments').execute()
      await k.schema.alterTable('orders').dropColumn('payment_error').execute()
    },
  }
}
