import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * Payment intents (docs/decisions/0138-payment-intents-signed-webhooks-and-a-card-element.md): the
 * sandbox, which plays the card provider, keeps its intents (one per attempt's key, waiting for 3-D
 * Secure or settled) in a table of its own, and a token of its card element may ask for
 * authentication. Only brand, last four and the test card's behaviour are kept, never a number.
 */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  return {
    async up(k) {
      await k.schema
        .createTable('sandbox_intents')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('intent_id', 'text', (c) => c.notNull().unique())
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('client_secret', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('card_token', 'text')
        .addColumn('save_for_reuse', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('transaction_id', 'text')
        .addColumn('message', 'text')
        .addColumn('card_brand', 'text')
        .addColumn('card_last4', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema
        .alterTable('sandbox_tokens')
        .addColumn('requires_authentication', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
    },
    async down(k) {
      await k.schema.alterTable('sandbox_tokens').dropColumn('requires_authentication').execute()
      await k.schema.dropTable('sandbox_intents').execute()
    },
  }
}
