import type { Kysely, Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * Subscribe & Save renewals and the job runner:
 * - subscriptions keep the saved card (the gateway's reusable token, brand and last four digits,
 *   never the number), pause, cancel reason, the retry state of a declined renewal and the prices a
 *   reminder quoted (the customer never pays more than the reminder said);
 * - subscription_renewals holds one row per subscription and due date: the unique key makes a
 *   second order for the same delivery impossible, whichever process or retry gets there;
 * - renewal orders point at their subscription (they do not start new subscriptions);
 * - mail_outbox counts failed sends, so the mail job retries them a few times;
 * - scheduled_jobs is the durable schedule of the single-process (SQLite) job runner;
 * - sandbox_tokens is the sandbox gateway's store of saved cards (what a real provider keeps on its
 *   side): a token stands for the test card's behaviour, brand and last four digits.
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
      const subscriptionColumns = [
        'payment_token',
        'card_brand',
        'card_last4',
        'paused_at',
        'cancel_reason',
        'retry_at',
        'reminded_for',
        'reminded_prices',
        'updated_at',
      ]
      for (const column of subscriptionColumns) {
        await k.schema.alterTable('subscriptions').addColumn(column, 'text').execute()
      }
      await k.schema
        .alterTable('subscriptions')
        .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await k.schema
        .createIndex('subscriptions_status_next_date')
        .on('subscriptions')
        .columns(['status', 'next_date'])
        .execute()

      await table(k, 'subscription_renewals')
        .addColumn('subscription_id', 'integer', (c) =>
          c.notNull().references('subscriptions.id').onDelete('cascade'),
        )
        .addColumn('due_date', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema
        .createIndex('subscription_renewals_due_unique')
        .on('subscription_renewals')
        .columns(['subscription_id', 'due_date'])
        .unique()
        .execute()
      await k.schema
        .createIndex('subscription_renewals_status')
        .on('subscription_renewals')
        .columns(['status', 'updated_at'])
        .execute()

      await k.schema
        .alterTable('orders')
        .addColumn('subscription_id', 'integer', (c) => c.references('subscriptions.id').onDelete('set null'))
        .execute()

      await k.schema
        .alterTable('mail_outbox')
        .addColumn('send_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await k.schema.alterTable('mail_outbox').addColumn('last_error', 'text').execute()

      await table(k, 'scheduled_jobs')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('next_run_at', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('last_started_at', 'text')
        .addColumn('last_finished_at', 'text')
        .addColumn('last_status', 'text')
        .addColumn('last_error', 'text')
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('runs', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await k.schema
        .createIndex('scheduled_jobs_name_unique')
        .on('scheduled_jobs')
        .column('name')
        .unique()
        .execute()

      await table(k, 'sandbox_tokens')
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('charge_key', 'text', (c) => c.notNull())
        .addColumn('card_brand', 'text')
        .addColumn('card_last4', 'text')
        .addColumn('decline_message', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema
        .createIndex('sandbox_tokens_unique')
        .on('sandbox_tokens')
        .column('token')
        .unique()
        .execute()
      await k.schema
        .createIndex('sandbox_tokens_charge_unique')
        .on('sandbox_tokens')
        .column('charge_key')
        .unique()
        .execute()
    },
    async down(k) {
      await k.schema.dropTable('sandbox_tokens').execute()
      await k.schema.dropTable('scheduled_jobs').execute()
      await k.schema.alterTable('mail_outbox').dropColumn('last_error').execute()
      await k.schema.alterTable('mail_outbox').dropColumn('send_attempts').execute()
      await k.schema.alterTable('orders').dropColumn('subscription_id').execute()
      await k.schema.dropTable('subscription_renewals').execute()
      await k.schema.dropIndex('subscriptions_status_next_date').execute()
      await k.schema.alterTable('subscriptions').dropColumn('failed_attempts').execute()
    },
  }
}
