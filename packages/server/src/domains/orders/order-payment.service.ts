import type { DbHandle } from '../../db/connect'
import type { OrderRow } from '../../db/schema'
import type { ServiceContext } from '../../lib/service-context'
import { insertDocumentsDue } from './order-documents.repository'
import * as repo from './order-lifecycle.repository'
import { gatewayKey, markFailed, markPaid } from './order-lifecycle.service'
import type { OrderFlows } from './order-flows'
import { applyTransition } from './order-state'

// The one payment path of a pending order, for checkout, Subscribe & Save renewals and the settle
// job: charge with no transaction open, then mark paid or failed; or, when the answer was lost, ask
// the gateway what happened and settle the same way.

type PendingOrder = Pick<OrderRow, 'id' | 'order_no' | 'idempotency_key'>
type Charge = Parameters<ServiceContext['gateway']['authoriseAndCapture']>
type PaymentMethod = Charge[2]
type ChargeOptions = Charge[4]

export type ChargeOutcome =
  | { result: 'paid'; transactionId: string }
  | { result: 'declined'; message: string }
  /** The gateway could not be reached: the order stays pending (stock held) for the settle job. */
  | { result: 'unreachable'; error: unknown }
  /** Approved, but the order had been settled as failed meanwhile: the money was given back. */
  | { result: 'refunded'; refund: string }

/**
 * Charges a pending order's total and marks it paid (its subscriptions, invoice and mail follow) or
 * failed (its stock and coupon given back).
 */
export async function chargePendingOrder(
  ctx: ServiceContext,
  order: PendingOrder,
  amountCents: number,
  method: PaymentMethod,
  options?: ChargeOptions,
): Promise<ChargeOutcome> {
  let charge
  try {
    charge = await ctx.gateway.authoriseAndCapture(amountCents, 'USD', method, gatewayKey(order), options)
  } catch (error) {
    return { result: 'unreachable', error }
  }
  if (charge.status === 'declined') {
    await markFailed(ctx, order.id, {
      message: charge.message,
      transactionId: charge.transactionId,
      cardBrand: charge.cardBrand,
      cardLast4: charge.cardLast4,
    })
    return { result: 'declined', message: charge.message }
  }
  if (!(await markPaid(ctx, order.id, charge))) {
    // Settled as failed while the gateway was answering (the settle job thought it lost): give the
    // money back through the one card refund. The order failing reserved it; the key is the order's,
    // so the same charge answered twice is refunded once.
    const refund = await ctx.orderFlows.refundCard(ctx, {
      orderId: order.id,
      transactionId: charge.transactionId,
      cents: amountCents,
      key: `late-charge:${order.order_no}`,
      actor: null,
    })
    return { result: 'refunded', refund: refund.status }
  }
  return { result: 'paid', transactionId: charge.transactionId }
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

/**
 * Settles a pending order whose charge's answer was lost (a crash or an unreachable gateway): asks
 * the gateway by the key the charge was made with, then marks the order paid, or failed with why: a
 * charge the gateway never saw, a decline, or a charge refunded since. 'unchanged' when another
 * settle or the charge's own answer got there first.
 */
export async function settlePendingOrder(ctx: ServiceContext, order: PendingOrder): Promise<SettleOutcome> {
  let record
  try {
    record = await ctx.gateway.lookup({ idempotencyKey: gatewayKey(order) })
  } catch (error) {
    ctx.log.error({ err: error, orderId: order.id }, 'gateway lookup failed; order stays pending')
    return 'unknown'
  }
  if (record.status === 'approved') {
    const done = await markPaid(ctx, order.id, {
      transactionId: record.transactionId,
      cardBrand: record.cardBrand,
      cardLast4: record.cardLast4,
      reusableToken: record.reusableToken ?? null,
    })
    return done ? 'paid' : 'unchanged'
  }
  // A charge the gateway never saw took nothing (a renewal is then tried again, not counted).
  const failed =
    record.status === 'not_found'
      ? await declinePendingOrder(ctx, order.id, 'The payment was not completed.')
      : await markFailed(ctx, order.id, {
          message:
            record.status === 'declined' ? (record.message ?? 'Card declined') : 'The payment was refunded.',
          transactionId: record.transactionId,
          cardBrand: record.cardBrand,
          cardLast4: record.cardLast4,
        })
  return failed ? 'failed' : 'unchanged'
}

/** Records what of a new pending order's total store credit paid, in the order's own transaction; the card pays the rest. */
export async function recordStoreCreditSpent(trx: DbHandle, orderId: number, cents: number) {
  await repo.setStoreCreditSpent(trx, orderId, cents)
}
