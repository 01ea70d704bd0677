import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * Security hardening: a hash of the checkout body kept with its Idempotency-Key, so a repeated key
 * with a different body is refused instead of answering (or charging) for the first one.
 */
export function migration(_db: Db): Migration {
  return {
    async up(k) {
      await k.schema.alterTable('orders').addColumn('idempotency_body_hash', 'text').execute()
    },
    async down(k) {
      await k.schema.alterTable('orders').dropColumn('idempotency_body_hash').execute()
    },
  }
}
