import type { OrderStatus } from './constants'

/**
 * Order statuses as a shopper reads them (docs/decisions/0042-order-statuses-as-a-shopper-reads-them.md).
 * Staff move an order through the workflow steps of ORDER_STATUSES (decision 0027); the shopper, the
 * web pages and the e-mails read these labels, from this one function. A paid order is 'Paid', not
 * 'Pending'; a pickup order's step before collection is 'Ready for pickup', never 'Out for Delivery'.
 */
export const SHOPPER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  Pending: 'Paid',
  Processing: 'Preparing',
  Shipped: 'Shipped',
  'Out for Delivery': 'Out for Delivery',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
}

/** The label of a pickup order's 'Out for Delivery' step. */
export const READY_FOR_PICKUP = 'Ready for pickup'

/** Workflow steps a pickup order goes through: it is never shipped, and has no courier. */
export const PICKUP_ORDER_STATUSES = [
  'Pending',
  'Processing',
  'Out for Delivery',
  'Delivered',
  'Cancelled',
] as const satisfies readonly OrderStatus[]

/** What the shopper reads for a status; `pickup` is the order's pickup flag. */
export function orderStatusLabel(status: OrderStatus, pickup: boolean): string {
  if (pickup && status === 'Out for Delivery') return READY_FOR_PICKUP
  return SHOPPER_STATUS_LABELS[status]
}

/**
 * What the shopper reads for an order as a whole: its status, unless returns gave money back (to
 * the card or as store credit): all of it reads 'Refunded', part of it adds 'partly refunded'.
 */
export function orderShopperLabel(order: {
  status: OrderStatus
  pickup: boolean
  refundedCents: number
  totalCents: number
}): string {
  const label = orderStatusLabel(order.status, order.pickup)
  // A cancelled order is refunded as a matter of course: it reads Cancelled, its note says the refund.
  if (order.refundedCents <= 0 || order.status === 'Cancelled') return label
  return order.refundedCents >= order.totalCents ? 'Refunded' : `${label}, partly refunded`
}

/** True when an order may take the step: a pickup order is never Shipped. */
export function statusAppliesTo(status: OrderStatus, pickup: boolean): boolean {
  return !pickup || (PICKUP_ORDER_STATUSES as readonly OrderStatus[]).includes(status)
}

/** A payment state as staff read it: a failed charge is a declined checkout attempt, not an order. */
export const PAYMENT_LABELS: Readonly<Record<string, string>> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Declined',
  refunded: 'Refunded',
}

/** What staff read for a payment state. */
export function paymentLabel(payment: string): string {
  return PAYMENT_LABELS[payment] ?? payment
}

/** A workflow step as staff choose and read it: a pickup order's step before collection is 'Ready for pickup'. */
export function staffStepLabel(status: OrderStatus, pickup: boolean): string {
  return pickup && status === 'Out for Delivery' ? READY_FOR_PICKUP : status
}

/**
 * An order's state in the back office's lists and summary: an attempt whose card was declined (or
 * whose charge has not answered) never reads as a 'Pending' order waiting to be packed.
 */
export function staffOrderState(order: { order_status: string; payment_status: string; pickup: boolean }) {
  if (order.payment_status === 'failed' || order.payment_status === 'pending') {
    return paymentLabel(order.payment_status)
  }
  return staffStepLabel(order.order_status as OrderStatus, order.pickup)
}

/** True when staff have something to pack for the order: it was paid and is still paid. */
export function isPackable(payment: string): boolean {
  return payment === 'paid'
}

/** The steps at which a delivery order has left the shop (a pre-order travelling with it must leave too). */
const LEFT_THE_SHOP: readonly OrderStatus[] = ['Shipped', 'Out for Delivery', 'Delivered']

export function leavesTheShop(status: OrderStatus): boolean {
  return LEFT_THE_SHOP.includes(status)
}

/** One line of the store's opening hours. */
export interface OpeningHours {
  days: string
  hours: string
}

/** Opening hours of the Hamilton store, Monday first: the store-location page, pickup notes and mails. */
export const OPENING_HOURS: readonly OpeningHours[] = [
  { days: 'Monday to Friday', hours: '8:30 am – 5:30 pm' },
  { days: 'Saturday', hours: '9:00 am – 4:00 pm' },
  { days: 'Sunday and public holidays', hours: 'Closed' },
]

/** 'Monday to Friday 8:30 am – 5:30 pm; Saturday …': the hours on one line, for notes and mails. */
export function openingHoursText(hours: readonly OpeningHours[] = OPENING_HOURS): string {
  return hours.map((h) => `${h.days} ${h.hours}`).join('; ')
}

/** What the customer reads on a status change unless staff write their own note. */
export function defaultStatusNote(status: OrderStatus, pickup: { address: string } | null): string {
  switch (status) {
    case 'Pending':
      return 'Order placed and payment received.'
    case 'Processing':
      return 'Your order is being prepared.'
    case 'Shipped':
      return 'Your order has been shipped.'
    case 'Out for Delivery':
      return pickup
        ? `Your order is ready for pickup at ${pickup.address}. Opening hours: ${openingHoursText()}. Bring your order number and a photo ID.`
        : 'Your order is out for delivery.'
    case 'Delivered':
      return pickup ? 'Your order has been picked up.' : 'Your order has been delivered.'
    case 'Cancelled':
      return 'Your order has been cancelled.'
  }
}

/** How the shopper reads an order's payment: the card, the account's invoice, or no charge at all. */
export function paymentText(o: {
  payment_method: string
  card_brand: string | null
  card_last4: string | null
}): string {
  if (o.card_last4) return `${o.card_brand ?? 'Card'} ending ${o.card_last4}`
  if (o.payment_method === 'account') return 'Invoiced on account'
  // A recall's replacement (docs/decisions/0134-a-recall-replacement-is-an-order.md).
  if (o.payment_method === 'replacement') return 'No charge: a recall replacement'
  return o.payment_method
}
