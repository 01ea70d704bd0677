import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * A recall notice's collected units are replaced by an order at no charge
 * (docs/decisions/0134-a-recall-replacement-is-an-order.md): the notice keeps which order.
 */
export function migration(_db: Db): Migration {
  return {
    async up(k) {
      await k.schema
        .alterTable('recall_notices')
        .addColumn('replacement_order_id', 'integer', (c) => c.references('orders.id'))
        .execute()
    },
    async down(k) {
      await k.schema.alterTable('recall_notices').dropColumn('replacement_order_id').execute()
    },
  }
}
