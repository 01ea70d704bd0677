import { sql, type Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * A cancelled order's refund is kept on the order (how much went back to the card, and when), so the
 * shopper's order page can say it. Orders refunded before keep their whole total and the time of
 * their last change, which is when the refund was recorded.
 */
export function migration(_db: Db): Migration {
  return {
    async up(k) {
      await k.schema.alterTable('orders').addColumn('refunded_at', 'text').execute()
      await k.schema.alterTable('orders').addColumn('refunded_cents', 'integer').execute()
      await sql`
        UPDATE orders SET refunded_at = updated_at, refunded_cents = grand_total_cents
        WHERE payment_status = 'refunded'
      `.execute(k)
    },
    async down(k) {
      await k.schema.alterTable('orders').dropColumn('refunded_cents').execute()
      await k.schema.alterTable('orders').dropColumn('refunded_at').execute()
    },
  }
}
