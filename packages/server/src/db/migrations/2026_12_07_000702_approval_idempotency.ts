import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * An order on account that waits for approval keeps checkout's Idempotency-Key, as an order does: a
 * retried checkout finds the wait it made instead of making a second (unique per person).
 */
export function migration(_db: Db): Migration {
  return {
    async up(k) {
      await k.schema.alterTable('account_order_approvals').addColumn('idempotency_key', 'text').execute()
      await k.schema
        .alterTable('account_order_approvals')
        .addColumn('idempotency_body_hash', 'text')
        .execute()
      await k.schema
        .createIndex('account_order_approvals_idempotency')
        .on('account_order_approvals')
        .columns(['user_id', 'idempotency_key'])
        .unique()
        .execute()
    },
    async down(k) {
      await k.schema.dropIndex('account_order_approvals_idempotency').execute()
      await k.schema.alterTable('account_order_approvals').dropColumn('idempotency_body_hash').execute()
      await k.schema.alterTable('account_order_approvals').dropColumn('idempotency_key').execute()
    },
  }
}
