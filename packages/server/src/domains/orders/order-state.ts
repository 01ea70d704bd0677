import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/constants'
import { defaultStatusNote, statusAppliesTo } from '@shop/shared/order-status'
import type { DbHandle } from '../../db/connect'
import type { OrderRow } from '../../db/schema'
import type { ChargeReference, OrderFlows } from './order-flows'

export type { ChargeReference } from './order-flows'
import * as repo from './order-lifecycle.repository'
import { newTrackingCode } from './tracking-code'

/**
 * The order state machine, in one place. An order has a payment state and, once paid, a fulfilment
 * status. The two tables say where each state may go; `applyTransition` is the only code that moves
 * an order, so a rule about what may follow what is changed here and nowhere else.
 */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded'

/** pending → paid or failed when the gateway answers; a paid order is refunded when cancelled. */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['paid', 'failed'],
  paid: ['refunded'],
  failed: [],
  refunded: [],
}

/**
 * A paid order moves forward (a step may be skipped) and can be cancelled only before it is out for
 * delivery, as the return policy says.
 */
export const STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: ['Processing', 'Shipped', 'Out for Delivery', 'Delivered', 'Cancelled'],
  Processing: ['Shipped', 'Out for Delivery', 'Delivered', 'Cancelled'],
  Shipped: ['Out for Delivery', 'Delivered', 'Cancelled'],
  'Out for Delivery': ['Delivered'],
  Delivered: [],
  Cancelled: [],
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value)
}

export type OrderTransition =
  /** A card charge's reference; none for an order paid on account. */
  | { name: 'paid'; charge: ChargeReference }
  | { name: 'failed'; failure: ChargeReference & { message: string } }
  | { name: 'refunded'; amountCents: number }
  /** Part of a delivered order given back for a return (negative: undone); payment stays paid. */
  | { name: 'return-refund'; amountCents: number }
  | { name: 'status'; to: OrderStatus; notes: string; verifyCode: string }

type OrderState = Pick<OrderRow, 'id' | 'order_no' | 'payment_status' | 'order_status' | 'pickup_order'>

/**
 * Why the table refuses moving `order` to fulfilment status `to`, or null when it allows it. The
 * staff command shows this text.
 */
export function statusRefusal(order: OrderState, to: OrderStatus): string | null {
  const from = order.order_status as OrderStatus
  if (order.payment_status !== 'paid') {
    return `Order ${order.order_no} is not a paid order (payment ${order.payment_status}).`
  }
  if (from === to) return `Order ${order.order_no} is already ${to}.`
  if (!statusAppliesTo(to, Boolean(order.pickup_order))) {
    return `Order ${order.order_no} is a pickup order; it is never ${to}.`
  }
  if (STATUS_TRANSITIONS[from]?.includes(to)) return null
  if (!STATUS_TRANSITIONS[from]?.length) {
    return `Order ${order.order_no} is ${from}; its status can no longer change.`
  }
  if (to === 'Cancelled') {
    return `Order ${order.order_no} is ${from}: orders can be cancelled only before Out for Delivery.`
  }
  return `Order ${order.order_no} is ${from}; it cannot go back to ${to}.`
}

function allowed(order: OrderState, t: OrderTransition): boolean {
  if (t.name === 'status') return statusRefusal(order, t.to) === null
  if (t.name === 'return-refund') return order.payment_status === 'paid' && order.order_status === 'Delivered'
  return PAYMENT_TRANSITIONS[order.payment_status as PaymentStatus]?.includes(t.name) ?? false
}

/**
 * Applies one transition inside the caller's transaction: checks the table against the order as it
 * is now, makes the guarded update and what orders itself keeps (tracking entry, coupon use given
 * back), then starts the flow that follows in other domains (an order paid, an order undone).
 * False when the order is not (or no longer) in a state the table allows it from, so a concurrent
 * settle or a repeated call changes nothing twice.
 */
export async function applyTransition(
  trx: DbHandle,
  flows: OrderFlows,
  orderId: number,
  t: OrderTransition,
  now: string,
) {
  const order = await repo.findOrderById(trx, orderId)
  if (!order || !allowed(order, t)) return false
  switch (t.name) {
    case 'paid': {
      const { transactionId, cardBrand, cardLast4 } = t.charge
      const values = { transaction_id: transactionId, card_brand: cardBrand, card_last4: cardLast4, now }
      if (!(await repo.markOrderPaid(trx, orderId, values))) return false
      await repo.insertTrackingEntry(trx, {
        order_id: orderId,
        verify_code: newTrackingCode(),
        status: 'Pending',
        notes: defaultStatusNote('Pending', null),
        created_at: now,
      })
      await flows.paid(trx, order, t.charge, now)
      return true
    }
    case 'failed': {
      const f = t.failure
      const values = {
        message: f.message,
        transaction_id: f.transactionId,
        card_brand: f.cardBrand,
        card_last4: f.cardLast4,
        now,
      }
      if (!(await repo.markOrderFailed(trx, orderId, values))) return false
      await undo(trx, flows, order, now)
      return true
    }
    case 'refunded':
      return repo.markOrderRefunded(trx, orderId, t.amountCents, now)
    case 'return-refund':
      return repo.shiftReturnRefund(trx, orderId, t.amountCents, now)
    case 'status': {
      if (!(await repo.updateOrderStatus(trx, orderId, order.order_status, t.to, now))) return false
      await repo.insertTrackingEntry(trx, {
        order_id: orderId,
        verify_code: t.verifyCode,
        status: t.to,
        notes: t.notes,
        created_at: now,
      })
      if (t.to === 'Cancelled') await undo(trx, flows, order, now)
      return true
    }
  }
}

/** A failed or cancelled order gives its coupon use back; the order undone flow gives back the rest. */
async function undo(trx: DbHandle, flows: OrderFlows, order: OrderRow, now: string) {
  for (const r of await repo.findCouponRedemptions(trx, order.id)) {
    await flows.couponGivenBack(trx, r.coupon_id)
    await repo.deleteCouponRedemption(trx, r.id)
  }
  await flows.undone(trx, order, now)
}
