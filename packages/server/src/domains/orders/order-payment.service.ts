import type { DbHandle } from '../../db/connect'
import type { OrderRow } from '../../db/schema'
import type { ServiceContext } from '../../lib/service-context'
import { insertDocumentsDue } from './order-documents.repository'
import * as repo from './order-lifecycle.repository'
import * as ordersRepo from './orders.repository'
import { gatewayKey, markFailed, markPaid } from './order-lifecycle.service'
import type { OrderFlows } from './order-flows'
import { applyTransition } from './order-state'

// The one payment path of a pending order, for checkout, Subscribe & Save renewals and the settle
// job: charge with no transaction open, then mark paid or failed; or, when the answer was lost, ask
// the gateway what happened and settle the same way.

type PendingOrder = Pick<OrderRow, 'id' | 'order_no' | 'idempotency_key'>
type IntentRequest = Parameters<ServiceContext['gateway']['createIntent']>[0]
type PaymentMethod = IntentRequest['method']
type ChargeOptions = Pick<IntentRequest, 'saveForReuse' | 'offSession'>
type IntentAction = NonNullable<Awaited<ReturnType<ServiceContext['gateway']['createIntent']>>['action']>

export type ChargeOutcome =
  | { result: 'paid'; transactionId: string }
  | { result: 'declined'; message: string }
  /** The gateway could not be reached: the order stays pending (stock held) for the settle job. */
  | { result: 'unreachable'; error: unknown }
  /** Approved, but the order had been settled as failed meanwhile: the money was given back. */
  | { result: 'refunded'; refund: string }
  /**
   * The bank asks the buyer to authenticate (3-D Secure): the order stays pending, waiting for the
   * provider's word once the buyer has answered (docs/decisions/0138-payment-intents-signed-webhooks-and-a-card-element.md).
   */
  | { result: 'requires_action'; intentId: string; action: IntentAction | null }

/**
 * Charges a pending order's total through a payment intent made with the order attempt's key, and
 * marks it paid (its subscriptions, invoice and mail follow) or failed (its stock and coupon given
 * back); an intent waiting for the buyer leaves it pending.
 */
export async function chargePendingOrder(
  ctx: ServiceContext,
  order: PendingOrder,
  amountCents: number,
  method: PaymentMethod,
  options: ChargeOptions = {},
): Promise<ChargeOutcome> {
  let intent
  try {
    intent = await ctx.gateway.createIntent({
      amountCents,
      currency: 'USD',
      method,
      idempotencyKey: gatewayKey(order),
      ...options,
    })
  } catch (error) {
    return { result: 'unreachable', error }
  }
  if (intent.status === 'requires_action') {
    return { result: 'requires_action', intentId: intent.id, action: intent.action }
  }
  // The bank has not answered yet: as with a lost answer, the settle job asks again later.
  if (intent.status === 'processing') return { result: 'unreachable', error: new Error('payment processing') }
  if (intent.status !== 'succeeded') {
    const message =
      intent.message ?? (intent.status === 'canceled' ? 'The payment was cancelled.' : 'Card declined')
    await markFailed(ctx, order.id, {
      message,
      transactionId: intent.transactionId,
      cardBrand: intent.cardBrand,
      cardLast4: intent.cardLast4,
    })
    return { result: 'declined', message }
  }
  const transactionId = intent.transactionId!
  return paidOrGivenBack(ctx, order, amountCents, {
    transactionId,
    cardBrand: intent.cardBrand,
    cardLast4: intent.cardLast4,
    reusableToken: intent.reusableToken ?? null,
    cardExpiry: intent.cardExpiry ?? null,
  })
}

/**
 * An approved charge marks its order paid; if the order was settled as failed while the provider
 * was answering (the settle job thought it lost, or the buyer abandoned a challenge that then
 * passed), the money goes back through the one card refund. The order failing reserved it; the key
 * is the order's, so the same charge answered twice is refunded once.
 */
async function paidOrGivenBack(
  ctx: ServiceContext,
  order: PendingOrder,
  amountCents: number,
  charge: {
    transactionId: string
    cardBrand: string | null
    cardLast4: string | null
    reusableToken: string | null
    cardExpiry?: string | null
  },
): Promise<ChargeOutcome> {
  if (await markPaid(ctx, order.id, charge)) return { result: 'paid', transactionId: charge.transactionId }
  const now = await repo.findOrderById(ctx.db.kysely, order.id)
  if (now?.payment_status !== 'failed') return { result: 'paid', transactionId: charge.transactionId }
  const refund = await ctx.orderFlows.refundCard(ctx, {
    orderId: order.id,
    transactionId: charge.transactionId,
    cents: amountCents,
    key: `late-charge:${order.order_no}`,
    actor: null,
  })
  return { result: 'refunded', refund: refund.status }
}

/**
 * A new pending order paid on account (its invoice written by the caller), in the order's own
 * transaction: confirmed without a card, its invoice document and mail due as for a card payment.
 */
export async function markPaidOnAccount(trx: DbHandle, flows: OrderFlows, orderId: number, now: string) {
  await repo.setPaymentMethod(trx, orderId, 'account')
  const charge = { transactionId: null, cardBrand: null, cardLast4: null }
  if (!(await applyTransition(trx, flows, orderId, { name: 'paid', charge }, now))) {
    throw new Error(`order ${orderId} was not pending when paid on account`)
  }
  await insertDocumentsDue(trx, orderId, now)
}

/** A pending order failed without a charge (a renewal with no saved card). */
export async function declinePendingOrder(ctx: ServiceContext, orderId: number, message: string) {
  return markFailed(ctx, orderId, { message, transactionId: null, cardBrand: null, cardLast4: null })
}

/** What settling one pending order did: 'unknown' when the gateway could not be asked. */
export type SettleOutcome = 'paid' | 'failed' | 'unchanged' | 'unknown'

/** What a settle may conclude beyond the provider's final answers. */
export interface SettleOptions {
  /** A charge the provider never saw took nothing: fail the order (the settle job, for old orders). */
  lostIfUnseen?: boolean
  /** A challenge still waiting is abandoned: cancel its intent, then fail the order. */
  abandonChallenge?: boolean
  /** Act only on a waiting challenge; any other state is left to its own request or the settle job. */
  onlyChallenges?: boolean
}

/**
 * Settles a pending order from the provider's word on its attempt, asked by the key the charge was
 * made with: marks it paid, or failed with why (a decline, a failed or abandoned challenge, a charge
 * refunded since, and with `lostIfUnseen` a charge the provider never saw). The settle job asks with
 * both options (its orders are old enough); a webhook and the buyer's confirm ask with none, so an
 * attempt still under way is left alone. 'unchanged' when another settle or the charge's own answer
 * got there first.
 */
export async function settlePendingOrder(
  ctx: ServiceContext,
  order: PendingOrder,
  options: SettleOptions = { lostIfUnseen: true, abandonChallenge: true },
): Promise<SettleOutcome> {
  let record
  try {
    record = await ctx.gateway.lookup({ idempotencyKey: gatewayKey(order) })
  } catch (error) {
    ctx.log.error({ err: error, orderId: order.id }, 'gateway lookup failed; order stays pending')
    return 'unknown'
  }
  if (options.onlyChallenges && record.status !== 'requires_action') return 'unchanged'
  if (record.status === 'requires_action' || record.status === 'processing') {
    if (record.status === 'processing' || !options.abandonChallenge) return 'unchanged'
    // Cancelled first, so a challenge finished after this cannot charge; if it passed meanwhile, the
    // intent answers succeeded and the order is paid instead.
    let intent
    try {
      intent = await ctx.gateway.cancelIntent(record.intentId)
    } catch (error) {
      ctx.log.error({ err: error, orderId: order.id }, 'intent not cancelled; order stays pending')
      return 'unknown'
    }
    if (intent.status === 'succeeded') {
      const charge = {
        transactionId: intent.transactionId!,
        cardBrand: intent.cardBrand,
        cardLast4: intent.cardLast4,
      }
      const saved = { reusableToken: intent.reusableToken ?? null, cardExpiry: intent.cardExpiry ?? null }
      return (await markPaid(ctx, order.id, { ...charge, ...saved })) ? 'paid' : 'unchanged'
    }
    if (intent.status !== 'canceled' && intent.status !== 'failed') return 'unchanged'
    const failure = {
      message: intent.message ?? 'The payment was not authenticated.',
      transactionId: intent.transactionId,
      cardBrand: intent.cardBrand,
      cardLast4: intent.cardLast4,
    }
    return (await markFailed(ctx, order.id, failure)) ? 'failed' : 'unchanged'
  }
  if (record.status === 'approved') {
    const charge = {
      transactionId: record.transactionId,
      cardBrand: record.cardBrand,
      cardLast4: record.cardLast4,
      reusableToken: record.reusableToken ?? null,
    }
    if (await markPaid(ctx, order.id, charge)) return 'paid'
    // A charge for an order that failed meanwhile (a challenge abandoned as it passed) goes back.
    const outcome = await paidOrGivenBack(ctx, order, record.amountCents, charge)
    return outcome.result === 'refunded' ? 'failed' : 'unchanged'
  }
  if (record.status === 'not_found') {
    // A charge the gateway never saw took nothing (a renewal is then tried again, not counted).
    if (!options.lostIfUnseen) return 'unchanged'
    return (await declinePendingOrder(ctx, order.id, 'The payment was not completed.'))
      ? 'failed'
      : 'unchanged'
  }
  if (record.status === 'canceled') {
    return (await declinePendingOrder(ctx, order.id, 'The payment was cancelled.')) ? 'failed' : 'unchanged'
  }
  const failed = await markFailed(ctx, order.id, {
    message: record.status === 'declined' ? (record.message ?? 'Card declined') : 'The payment was refunded.',
    transactionId: record.transactionId,
    cardBrand: record.cardBrand,
    cardLast4: record.cardLast4,
  })
  return failed ? 'failed' : 'unchanged'
}

/**
 * Before a customer's new attempt, the challenges they left waiting are abandoned (intent cancelled,
 * order failed, stock given back): one buyer holds no stock behind a challenge they walked away
 * from, and a challenge abandoned can never charge.
 */
export async function abandonWaitingChallenges(ctx: ServiceContext, userId: number) {
  for (const order of await ordersRepo.findPendingOrdersOf(ctx.db.kysely, userId)) {
    await settlePendingOrder(ctx, order, { abandonChallenge: true, onlyChallenges: true })
  }
}

/**
 * The order a payment was made for, by the key the payment was made with (`gatewayKey`: the order
 * number, then the checkout's own key); undefined when no order was paid under that key.
 */
export async function findOrderOfPayment(ctx: ServiceContext, reference: string) {
  const orderNo = reference.split(':', 1)[0]!
  const order = await ordersRepo.findOrderByRef(ctx.db.kysely, orderNo)
  return order && order.order_no === orderNo && gatewayKey(order) === reference ? order : undefined
}

/** The order a card charge paid, by the charge's transaction id. */
export async function findOrderOfCharge(ctx: ServiceContext, transactionId: string) {
  return ordersRepo.findOrderByTransactionId(ctx.db.kysely, transactionId)
}

/** A customer's own order by its number; undefined for another customer's or none. */
export async function findCustomerOrder(ctx: ServiceContext, userId: number, orderNo: string) {
  const order = await ordersRepo.findOrderByRef(ctx.db.kysely, orderNo)
  return order && order.user_id === userId && order.order_no === orderNo.toUpperCase() ? order : undefined
}

/** Records what of a new pending order's total store credit paid, in the order's own transaction; the card pays the rest. */
export async function recordStoreCreditSpent(trx: DbHandle, orderId: number, cents: number) {
  await repo.setStoreCreditSpent(trx, orderId, cents)
}
