import { formatMoney, isoDateIn } from '@shop/shared/format'
import {
  isShopAtFault,
  RETURN_REASON_LABELS,
  type RefundTo,
  type ReturnReason,
  type ReturnStatus,
} from '@shop/shared/returns'
import type {
  AdminReturnsQuerySchema,
  ReturnDecisionSchema,
  ReturnReceiveSchema,
  ReturnView,
} from '@shop/shared/schemas/returns'
import type { z } from 'zod'
import { recordAudit, type StaffActor } from '../../audit/audit'
import { writeTransaction } from '../../db/transaction'
import { AppError, badRequest, conflict, notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import type { ServiceContext } from '../../lib/service-context'
import { creditNoteForReturn } from '../business-accounts/pay-on-account'
import { writeInvoice } from '../orders/order-documents.service'
import { applyTransition } from '../orders/order-state'
import { assertMayRefund } from '../payments/card-refund'
import { lineLots, receiveReturnedUnits } from '../stock/returned-units'
import { creditReturn } from '../store-credit/store-credit.service'
import * as repo from './returns.repository'
import { mailReturnStep, refundableUnder, returnRefundAmount, toViews } from './returns.service'

// The back office's returns queue: approve or refuse with a reason, receive the units (each to
// its lot, to quarantine or written off, with why), and refund to the card through the gateway or
// as store credit. Every step is one guarded move of the return's status and one audit entry.

async function found(ctx: ServiceContext, id: number) {
  const r = await repo.findReturn(ctx.db.kysely, id)
  if (!r) throw notFound('No such return.')
  return r
}

async function view(ctx: ServiceContext, id: number): Promise<ReturnView> {
  const [v] = await toViews(ctx, [await found(ctx, id)])
  return v!
}

function wrongStatus(returnNo: string, status: string, doing: string): AppError {
  return conflict(`Return ${returnNo} is ${status}; it cannot be ${doing} now.`)
}

export async function listReturns(ctx: ServiceContext, q: z.output<typeof AdminReturnsQuerySchema>) {
  return { items: await toViews(ctx, await repo.findReturns(ctx.db.kysely, { status: q.status })) }
}

/** A return with the lots each line's units came from (where they may go back) and the card paid with. */
export async function getReturn(ctx: ServiceContext, id: number) {
  const v = await view(ctx, id)
  const lots = []
  for (const l of v.lines) {
    for (const lot of await lineLots(ctx.db.kysely, l.order_item_id)) {
      lots.push({
        return_line_id: l.id,
        lot_id: lot.lot_id,
        lot_number: lot.lot_number,
        expiry_date: lot.expiry_date,
        status: lot.status,
      })
    }
  }
  const order = await repo.findOrderOf(ctx.db.kysely, v.order_id)
  const card = order?.card_last4 ? { brand: order.card_brand, last4: order.card_last4 } : null
  return { return: v, card, lots }
}

/** Approves (with how the items come back) or refuses (with why) a requested return. */
export async function decideReturn(
  ctx: ServiceContext,
  actor: StaffActor,
  id: number,
  d: z.output<typeof ReturnDecisionSchema>,
) {
  const r = await found(ctx, id)
  const to: ReturnStatus = d.decision === 'approve' ? 'approved' : 'refused'
  const set =
    d.decision === 'approve'
      ? { decision_note: d.note || null, return_method: d.return_method, label_ref: d.label_ref || null }
      : { decision_note: d.note }
  await writeTransaction(ctx.db, async (trx) => {
    if (!(await repo.moveReturn(trx, id, 'requested', to, set, nowIso()))) {
      throw wrongStatus(r.return_no, r.status, d.decision === 'approve' ? 'approved' : 'refused')
    }
    await recordAudit(trx, actor, {
      action: `return.${d.decision}`,
      entity: 'return',
      entityId: id,
      before: { status: r.status },
      after: { status: to, ...set },
    })
  })
  const after = await found(ctx, id)
  if (to === 'approved') {
    await mailReturnStep(
      ctx,
      after,
      'Your return is approved',
      'we approved your return. Please send the items back as follows.',
    )
  } else {
    await mailReturnStep(ctx, after, 'Your return was refused', `we cannot accept this return: ${d.note}`)
  }
  return { message: `Return ${r.return_no} ${to}.`, return: await view(ctx, id) }
}

/**
 * Receives units of an approved return, each with where it goes and why. A line never receives
 * more than was sent back; once every unit is in, the return is received and can be refunded.
 */
export async function receiveReturn(
  ctx: ServiceContext,
  actor: StaffActor,
  id: number,
  input: z.output<typeof ReturnReceiveSchema>,
) {
  const r = await found(ctx, id)
  const now = nowIso()
  const done = await writeTransaction(ctx.db, async (trx) => {
    // Moving approved → approved locks the return's row, so two staff cannot receive the same units.
    if (!(await repo.moveReturn(trx, id, 'approved', 'approved', {}, now))) {
      throw wrongStatus(r.return_no, r.status, 'received')
    }
    // What staff found decides from here on: shipping, and whether a not-returnable item is refunded.
    const corrected = input.reason && input.reason !== r.reason ? input.reason : null
    if (corrected) await repo.correctReason(trx, id, corrected, isShopAtFault(corrected))
    const lines = await repo.findLines(trx, [id])
    const receipts = await repo.findReceipts(
      trx,
      lines.map((l) => l.id),
    )
    const receivedOf = (lineId: number) =>
      receipts.filter((x) => x.return_line_id === lineId).reduce((s, x) => s + x.quantity, 0)
    const taken = new Map<number, number>()
    // Product rows are locked in id order, as checkout does, so no two writers wait on each other.
    const items = input.items
      .map((item, i) => ({ item, i, line: lines.find((l) => l.id === item.return_line_id) }))
      .sort((a, b) => (a.line?.product_id ?? 0) - (b.line?.product_id ?? 0))
    const audit = []
    for (const { item, i, line } of items) {
      const field = `items.${i}`
      if (!line) {
        throw badRequest(`${field}.return_line_id: Not a line of this return.`, {
          [`${field}.return_line_id`]: ['Not a line of this return.'],
        })
      }
      const left = line.quantity - receivedOf(line.id) - (taken.get(line.id) ?? 0)
      if (item.quantity > left) {
        throw badRequest(`${field}.quantity: Only ${left} of ${line.product_name} are still to receive.`, {
          [`${field}.quantity`]: [`Only ${left} still to receive.`],
        })
      }
      taken.set(line.id, (taken.get(line.id) ?? 0) + item.quantity)
      const lotId = await receiveReturnedUnits(trx, {
        orderItemId: line.order_item_id,
        productId: line.product_id,
        qty: item.quantity,
        disposition: item.disposition,
        lotId: item.lot_id,
        note: item.note,
        staffId: actor.id,
        returnNo: r.return_no,
        field,
        now,
      })
      await repo.insertReceipt(trx, {
        return_line_id: line.id,
        quantity: item.quantity,
        disposition: item.disposition,
        lot_id: lotId,
        note: item.note,
        staff_id: actor.id,
        created_at: now,
      })
      audit.push({
        line: line.id,
        sku: line.sku,
        quantity: item.quantity,
        disposition: item.disposition,
        lot_id: lotId,
        note: item.note,
      })
    }
    const all = lines.every((l) => receivedOf(l.id) + (taken.get(l.id) ?? 0) >= l.quantity)
    if (all) await repo.moveReturn(trx, id, 'approved', 'received', {}, now)
    await recordAudit(trx, actor, {
      action: 'return.receive',
      entity: 'return',
      entityId: id,
      before: { status: 'approved', ...(corrected ? { reason: r.reason } : {}) },
      after: {
        status: all ? 'received' : 'approved',
        units: audit,
        ...(corrected ? { reason: corrected } : {}),
      },
    })
    return all
  })
  if (done) {
    await mailReturnStep(
      ctx,
      await found(ctx, id),
      'We received your returned items',
      'the items are back with us; your refund follows.',
    )
  }
  return {
    message: done ? `Return ${r.return_no} received.` : `Units of ${r.return_no} received.`,
    return: await view(ctx, id),
  }
}

/**
 * Refunds a received return: to the card through the one card refund, or as store credit. The
 * amount is the shared rule's (`refundAmount`): the lines' value less their share of the coupon,
 * plus their share of the tax, plus shipping when the shop was at fault, never more than the order
 * has left to give back nor than was paid by that means; above the owner's refund limit only an
 * owner refunds, by card or as credit. The return moves received → refunding first and the order's
 * refunded amount is reserved in the same transaction, so two staff refunding at once refund once;
 * the card refund's key is the return's number; a gateway refusal undoes the reservation.
 */
export async function refundReturn(
  ctx: ServiceContext,
  actor: StaffActor & { role: string },
  id: number,
  refundToOverride?: RefundTo,
) {
  const r = await found(ctx, id)
  const refundTo = refundToOverride ?? (r.refund_to as RefundTo)
  const now = nowIso()
  const reserved = await writeTransaction(ctx.db, async (trx) => {
    if (!(await repo.moveReturn(trx, id, 'received', 'refunding', { refund_to: refundTo }, now))) {
      throw wrongStatus(r.return_no, r.status, 'refunded')
    }
    const order = (await repo.findOrderOf(trx, r.order_id))!
    const lines = await repo.findLines(trx, [id])
    const amount = await returnRefundAmount(trx, order, { ...r, refund_to: refundTo }, lines)
    if (!lines.some((l) => refundableUnder(r.reason as ReturnReason, l))) {
      throw conflict(
        `Return ${r.return_no}: none of its items may be refunded for the reason found on receipt (${RETURN_REASON_LABELS[r.reason as ReturnReason].toLowerCase()}).`,
      )
    }
    if (amount.cents <= 0) throw conflict(`Order ${order.order_no} has nothing left to refund.`)
    await assertMayRefund(trx, actor, amount.cents)
    if (refundTo === 'card') {
      if (!order.transaction_id)
        throw conflict(`Order ${order.order_no} was not paid by card; refund as store credit.`)
      if (amount.refusal) {
        throw conflict(
          `Only ${formatMoney(amount.cardLeftCents)} of order ${order.order_no} was paid by card and not yet refunded; refund as store credit.`,
        )
      }
    }
    const cents = amount.cents
    if (
      !(await applyTransition(
        trx,
        ctx.orderFlows,
        order.id,
        { name: 'return-refund', amountCents: cents },
        now,
      ))
    ) {
      throw conflict(`Order ${order.order_no} cannot give back ${formatMoney(cents)} more.`)
    }
    await repo.setRefundCents(trx, id, cents)
    // Bought on account and not yet paid: that part comes off the invoice, never back as money.
    if (amount.creditNoteCents > 0) {
      await creditNoteForReturn(trx, actor, {
        orderId: order.id,
        returnId: id,
        returnNo: r.return_no,
        cents: amount.creditNoteCents,
        day: isoDateIn(now, ctx.config.shop.timeZone),
        now,
      })
    }
    if (refundTo === 'credit') {
      await creditReturn(trx, {
        userId: r.user_id,
        returnId: id,
        cents: amount.paidBackCents,
        staffId: actor.id,
        now,
      })
      await repo.moveReturn(trx, id, 'refunding', 'credited', { refunded_at: now }, now)
    }
    await recordAudit(trx, actor, {
      action: refundTo === 'credit' ? 'return.credit' : 'return.refund.start',
      entity: 'return',
      entityId: id,
      before: { status: 'received' },
      after: {
        status: refundTo === 'credit' ? 'credited' : 'refunding',
        refund_cents: cents,
        refund_to: refundTo,
      },
    })
    return {
      cents,
      creditNoteCents: amount.creditNoteCents,
      orderNo: order.order_no,
      paidBackCents: amount.paidBackCents,
      transactionId: order.transaction_id,
      orderId: order.id,
    }
  })

  if (refundTo === 'credit') {
    const invoiced = reserved.creditNoteCents
      ? `${formatMoney(reserved.creditNoteCents)} was taken off invoice ${reserved.orderNo}`
      : ''
    if (invoiced) {
      // The invoice's PDF shows the credit note and what is still owed.
      await writeInvoice(ctx, reserved.orderId).catch((error: unknown) =>
        ctx.log.error({ err: error, orderId: reserved.orderId }, 'invoice not rewritten after a credit note'),
      )
    }
    const credited = reserved.paidBackCents
      ? `${formatMoney(reserved.paidBackCents)} was added to your store credit; it is spent first on your next order`
      : ''
    await mailReturnStep(
      ctx,
      await found(ctx, id),
      credited ? 'Your store credit is ready' : 'Your invoice was reduced',
      `${[invoiced, credited].filter(Boolean).join('; ')}.`,
    )
    return {
      message: `${[
        invoiced,
        credited ? `${formatMoney(reserved.paidBackCents)} added to the customer's store credit` : '',
      ]
        .filter(Boolean)
        .join('; ')}.`,
      return: await view(ctx, id),
    }
  }

  const answer = await ctx.orderFlows.refundCard(ctx, {
    orderId: reserved.orderId,
    transactionId: reserved.transactionId!,
    cents: reserved.paidBackCents,
    key: `return:${r.return_no}`,
    actor,
  })
  if (answer.status !== 'refunded') {
    const message = answer.message
    await writeTransaction(ctx.db, async (trx) => {
      await applyTransition(
        trx,
        ctx.orderFlows,
        reserved.orderId,
        { name: 'return-refund', amountCents: -reserved.cents },
        nowIso(),
      )
      await repo.moveReturn(trx, id, 'refunding', 'received', { refund_cents: null }, nowIso())
      await recordAudit(trx, actor, {
        action: 'return.refund.failed',
        entity: 'return',
        entityId: id,
        before: { status: 'refunding' },
        after: { status: 'received', message },
      })
    })
    throw new AppError(502, `The card refund was refused: ${message}`)
  }
  await writeTransaction(ctx.db, async (trx) => {
    await repo.moveReturn(
      trx,
      id,
      'refunding',
      'refunded',
      { refund_transaction: answer.transactionId, refunded_at: nowIso() },
      nowIso(),
    )
    await recordAudit(trx, actor, {
      action: 'return.refund',
      entity: 'return',
      entityId: id,
      before: { status: 'refunding' },
      after: { status: 'refunded', refund_cents: reserved.cents },
    })
  })
  await mailReturnStep(
    ctx,
    await found(ctx, id),
    'Your refund is on its way',
    `${formatMoney(reserved.cents)} was refunded to your card; banks take a few days to show it.`,
  )
  return { message: `${formatMoney(reserved.cents)} refunded to the card.`, return: await view(ctx, id) }
}

/** A return's photo for staff: its bytes and type. */
export async function returnPhoto(ctx: ServiceContext, id: number, photoId: number) {
  const photo = (await repo.findPhotos(ctx.db.kysely, [id])).find((p) => p.id === photoId)
  if (!photo) throw notFound('No such photo.')
  const file = await ctx.files.open('private', photo.file)
  if (!file) throw notFound('The photo is no longer kept.')
  return { mime: photo.mime, stream: file.stream }
}
