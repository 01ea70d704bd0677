import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * The forgotten-cart reminder: customers opt in (users.cart_reminders, off by default), and a
 * saved cart remembers the version its reminder was sent for, so a quiet cart is mailed once.
 */
export function migration(_db: Db): Migration {
  return {
    async up(k) {
      await k.schema
        .alterTable('users')
        .addColumn('cart_reminders', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await k.schema.alterTable('customer_carts').addColumn('reminded_version', 'integer').execute()
      await k.schema
        .createIndex('customer_carts_changed')
        .on('customer_carts')
        .columns(['changed_at'])
        .execute()
    },
    async down(k) {
      await k.schema.dropIndex('customer_carts_changed').execute()
      await k.schema.alterTable('customer_carts').dropColumn('reminded_version').execute()
      await k.schema.alterTable('users').dropColumn('cart_reminders').execute()
    },
  }
}
