import type { OrderCardRefund, OrderRefundAnswer } from '../domains/orders/order-flows'
import { assertMayRefund, refundCard } from '../domains/payments/card-refund'
import type { ServiceContext } from '../lib/service-context'

/**
 * The one card refund, for a cancellation, a return and the settle race alike: the caller has
 * reserved what it gives back in its own guarded write; payments refunds the card under the
 * refund's key and records a refusal or an unreachable gateway for staff.
 */
export async function cardRefund(ctx: ServiceContext, refund: OrderCardRefund): Promise<OrderRefundAnswer> {
  return refundCard(ctx, refund)
}

/** The refund rule of every refund, by card or as store credit: above the owner's limit only an owner. */
export const mayRefund = assertMayRefund
