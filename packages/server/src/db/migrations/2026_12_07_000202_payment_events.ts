import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * The provider's webhook events, one row per event id and provider
 * (docs/decisions/0138-payment-intents-signed-webhooks-and-a-card-element.md): a replayed event
 * finds its row and changes nothing again.
 */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  return {
    async up(k) {
      await k.schema
        .createTable('payment_events')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('processed_at', 'text')
        .addColumn('outcome', 'text')
        .execute()
      await k.schema
        .createIndex('payment_events_unique')
        .on('payment_events')
        .columns(['provider', 'event_id'])
        .unique()
        .execute()
    },
    async down(k) {
      await k.schema.dropTable('payment_events').execute()
    },
  }
}
