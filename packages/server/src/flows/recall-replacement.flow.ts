import { createReplacementOrder } from '../domains/orders/order-lifecycle.service'
import type { OrderFlows } from '../domains/orders/order-flows'
import type { RecallFlows } from '../domains/recalls/recall-flows'

/**
 * A recall's collected units replaced (docs/decisions/0134-a-recall-replacement-is-an-order.md):
 * orders makes the replacement as an order at no charge, the same product, pack and quantity as
 * sold, taking its stock through the order placed flow like any order, inside recalls' transaction.
 */
export const recallFlowsFor = (orderFlows: OrderFlows): RecallFlows => ({
  replacementOrder: (trx, r, now) =>
    createReplacementOrder(
      trx,
      orderFlows,
      {
        user: r.user,
        lines: r.lines.map((l) => ({
          productId: l.productId,
          name: l.name,
          sku: l.sku,
          qty: l.qty,
          pack: l.pack,
        })),
        shippingAddress: r.shippingAddress,
      },
      now,
    ),
})
