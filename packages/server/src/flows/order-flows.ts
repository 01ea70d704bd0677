import { claimCouponUse, giveBackCouponUse } from '../domains/checkout/coupons-and-rates.repository'
import type { OrderFlows } from '../domains/orders/order-flows'
import { accountInvoice } from './account-invoice.flow'
import { cardRefund, mayRefund } from './card-refund.flow'
import { orderLotsTaken } from './order-lots.flow'
import { orderPaid } from './order-paid.flow'
import { orderPlaced } from './order-placed.flow'
import { orderUndone } from './order-undone.flow'

/**
 * The flows orders' moves start, as the app hands them to orders (`ctx.orderFlows`), for a shop in
 * `timeZone` (subscriptions are dated and an undone order's invoice is voided by the shop's day),
 * paid through `provider` (the gateway that keeps saved cards).
 */
export const orderFlowsFor = (shop: { timeZone: string }, provider = 'sandbox'): OrderFlows => ({
  placed: orderPlaced,
  paid: (trx, order, charge, now) => orderPaid(trx, order, charge, now, shop.timeZone, provider),
  undone: (trx, order, now) => orderUndone(trx, order, now, shop.timeZone),
  refundCard: cardRefund,
  mayRefund,
  accountInvoice,
  lotsTaken: orderLotsTaken,
  couponUsed: claimCouponUse,
  couponGivenBack: giveBackCouponUse,
})
