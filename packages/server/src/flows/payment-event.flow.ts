import { recordAudit } from '../audit/audit'
import { clearSavedCart } from '../domains/cart/saved-cart.service'
import {
  findOrderOfCharge,
  findOrderOfPayment,
  settlePendingOrder,
} from '../domains/orders/order-payment.service'
import type { PaymentEvent } from '../domains/payments/gateway'
import type { PaymentFlows } from '../domains/payments/payment-flows'
import type { ServiceContext } from '../lib/service-context'
import { subscriptionsOnCards } from './saved-card.flow'

/** The keys the shop's own refunds are made under (the one card refund): such a refund is known. */
const SHOPS_REFUND_KEY = /^(cancel|return|late-charge):/

/**
 * A provider's verified webhook event applied to the shop
 * (docs/decisions/0138-payment-intents-signed-webhooks-and-a-card-element.md). A payment event is a
 * prompt: the order is settled from the provider's own record of its attempt (the one payment path,
 * whose guarded moves change nothing twice), so events out of order end in the provider's state. A
 * refund the shop did not make and a dispute are recorded for staff.
 */
export async function paymentEventReceived(ctx: ServiceContext, event: PaymentEvent): Promise<string> {
  switch (event.type) {
    case 'payment.succeeded':
    case 'payment.failed': {
      const order = event.reference ? await findOrderOfPayment(ctx, event.reference) : undefined
      if (!order) return 'no-order'
      const outcome = await settlePendingOrder(ctx, order, {})
      // Paid while the buyer was away from the page (it closed after the challenge): the cart they
      // paid for is emptied on every device, as checkout does when it answers.
      if (outcome === 'paid') {
        await clearSavedCart(ctx.db, order.user_id, order.back_order ? 'backorderCart' : 'cart')
      }
      return outcome
    }
    case 'refund.succeeded':
    case 'dispute.opened': {
      const order = event.transactionId ? await findOrderOfCharge(ctx, event.transactionId) : undefined
      if (!order) return 'no-order'
      if (event.type === 'refund.succeeded' && event.refundKey && SHOPS_REFUND_KEY.test(event.refundKey)) {
        return 'known-refund'
      }
      const action =
        event.type === 'dispute.opened' ? 'payment.dispute_opened' : 'payment.refunded_at_provider'
      ctx.log.warn({ orderId: order.id, eventId: event.id, action }, 'payment event for staff')
      await recordAudit(ctx.db.kysely, null, {
        action,
        entity: 'order',
        entityId: order.id,
        before: null,
        after: { eventId: event.id, transactionId: event.transactionId, amountCents: event.amountCents },
      })
      return 'recorded'
    }
    default:
      return 'ignored'
  }
}

export const paymentFlows: PaymentFlows = { eventReceived: paymentEventReceived, subscriptionsOnCards }
