import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * A customer's saved cards (docs/decisions/0138-payment-intents-signed-webhooks-and-a-card-element.md):
 * one row per card the provider keeps for them, holding only the provider's reusable token, the
 * brand, the last four digits and the expiry. The card saved at checkout and the one a Subscribe &
 * Save subscription is charged to are the same row. The sandbox provider keeps each token's expiry.
 */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  return {
    async up(k) {
      await k.schema
        .createTable('payment_methods')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('card_brand', 'text')
        .addColumn('card_last4', 'text')
        /** MM/YY, as the card shows it. */
        .addColumn('card_expiry', 'text')
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('payment_methods_provider_token', ['provider', 'token'])
        .execute()
      await k.schema
        .createIndex('payment_methods_user')
        .on('payment_methods')
        .columns(['user_id', 'id'])
        .execute()
      await k.schema
        .alterTable('subscriptions')
        .addColumn('payment_method_id', 'integer', (c) =>
          c.references('payment_methods.id').onDelete('set null'),
        )
        .execute()
      await k.schema.alterTable('sandbox_tokens').addColumn('card_expiry', 'text').execute()
    },
    async down(k) {
      await k.schema.alterTable('sandbox_tokens').dropColumn('card_expiry').execute()
      await k.schema.alterTable('subscriptions').dropColumn('payment_method_id').execute()
      await k.schema.dropTable('payment_methods').execute()
    },
  }
}
