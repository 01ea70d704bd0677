import type { ApprovalFlows } from '../domains/business-accounts/account-approval-flows'
import { createPendingOrder } from '../domains/orders/order-lifecycle.service'
import type { OrderFlows } from '../domains/orders/order-flows'
import { markPaidOnAccount } from '../domains/orders/order-payment.service'
import { holdStock, releaseHeldStock } from '../domains/stock/stock-units.service'

/**
 * An order on account waiting for approval (docs/decisions/0139-clinic-teams-members-roles-and-invitations.md):
 * stock holds its units on the products' counts (no lot is taken until it is an order), and once
 * approved orders makes it like any order on account, taking its stock through the order placed flow.
 */
export const approvalFlowsFor = (orderFlows: OrderFlows): ApprovalFlows => ({
  holdStock,
  releaseStock: releaseHeldStock,
  async placeOnAccount(trx, o, invoice, now) {
    const made = await createPendingOrder(trx, orderFlows, {
      ...o,
      lines: o.lines.map((l) => ({ ...l, subscription: null })),
      idempotency: null,
    })
    await invoice(made)
    await markPaidOnAccount(trx, orderFlows, made.id, now)
    return made
  },
})
