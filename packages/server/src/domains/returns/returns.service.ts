import { formatDate, formatMoney } from '@shop/shared/format'
import {
  isReturnability,
  isShopAtFault,
  lineRefusal,
  RECEIPT_DISPOSITIONS,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURNABILITY_LABELS,
  returnWindow,
  type ReceiptDisposition,
  type RefundTo,
  type ReturnReason,
  type ReturnStatus,
} from '@shop/shared/returns'
import { returnRefund } from '@shop/shared/refunds'
import type { ReturnOptions, ReturnRequestSchema, ReturnView } from '@shop/shared/schemas/returns'
import type { z } from 'zod'
import type { DbHandle } from '../../db/connect'
import type { OrderRow, ReturnsTable } from '../../db/schema'
import type { Selectable } from 'kysely'
import { writeTransaction } from '../../db/transaction'
import { AppError, badRequest, notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import { mailStaff } from '../../lib/staff-mail'
import type { ServiceContext } from '../../lib/service-context'
import { mailShop } from '../../mail/mail-layout'
import { mails } from '../../mail/mails'
import { readReturnWindowDays } from '../../settings/settings.service'
import { unpaidOnOrder } from '../business-accounts/pay-on-account'
import { lockOrderForUpdate } from '../orders/orders.repository'
import { checkPhotos, removePhotos, storePhotos } from './return-photos'
import * as repo from './returns.repository'

// Returns a customer starts from their own delivered order (docs/decisions/0110-returns-and-store-credit.md):
// which lines and how many, why, and whether to the card or as store credit. The rules are the
// shared ones (shared/returns.ts); this checks them against the order as it is in the database.

type ReturnRow = Selectable<ReturnsTable>

/** 'RET-000012': readable, unique because it is made from the return id. */
export function returnNumber(id: number): string {
  return `RET-${String(id).padStart(6, '0')}`
}

/** The customer's own order, or 404 (another customer's order is not said to exist). */
async function ownOrder(k: DbHandle, userId: number, orderId: number): Promise<OrderRow> {
  const order = await repo.findOrderOf(k, orderId)
  if (!order || order.user_id !== userId) throw notFound('Order not found.')
  return order
}

/** Why the order as a whole cannot be returned now, or null; with the last day it can (the shop's days). */
async function orderRefusal(k: DbHandle, order: OrderRow, windowDays: number, timeZone: string) {
  if (order.payment_status !== 'paid' || order.order_status !== 'Delivered') {
    return {
      refusal: `Order ${order.order_no} has not been delivered; only delivered orders can be returned.`,
      deadline: null,
    }
  }
  const deliveredAt = await repo.findDeliveredAt(k, order.id)
  if (!deliveredAt) return { refusal: `Order ${order.order_no} has no delivery date.`, deadline: null }
  const { deadline, open } = returnWindow(deliveredAt, windowDays, nowIso(), timeZone)
  if (!open) {
    return {
      refusal: `The return window of ${windowDays} days after delivery ended on ${formatDate(deadline)}.`,
      deadline,
    }
  }
  return { refusal: null, deadline }
}

/** What a customer's delivered order may still send back. */
export async function returnOptions(
  ctx: ServiceContext,
  userId: number,
  orderId: number,
): Promise<ReturnOptions> {
  const k = ctx.db.kysely
  const order = await ownOrder(k, userId, orderId)
  const windowDays = await readReturnWindowDays(k)
  const window = await orderRefusal(k, order, windowDays, ctx.config.shop.timeZone)
  const lines = await repo.findReturnableLines(k, order.id)
  const unitsLeft = lines.some((l) => l.quantity - Number(l.returned) > 0)
  // An order whose every unit is on a return already offers no other: said in words, not an empty form.
  const refusal =
    window.refusal ?? (unitsLeft ? null : `Every item of order ${order.order_no} is on a return already.`)
  const deadline = window.deadline
  return {
    returnable: refusal === null,
    refusal,
    deadline,
    window_days: windowDays,
    lines: lines.map((l) => {
      const rule = isReturnability(l.returnability) ? l.returnability : 'returnable'
      return {
        order_item_id: l.id,
        product_id: l.product_id,
        product_name: l.product_name,
        bought: l.quantity,
        returnable_quantity: Math.max(0, l.quantity - Number(l.returned)),
        returnability: rule,
        returnability_label: RETURNABILITY_LABELS[rule],
      }
    }),
  }
}

/** What the customer is asked to do next, for the page and the mails. */
export function returnInstructions(
  r: Pick<ReturnRow, 'status' | 'return_no' | 'return_method' | 'label_ref'>,
  pickupAddress: string,
): string | null {
  if (r.status === 'requested') return 'We will review your return within two working days and e-mail you.'
  if (r.status !== 'approved') return null
  if (r.return_method === 'label') {
    return `Print the prepaid label (${r.label_ref ?? ''}), fix it to the parcel with the return number ${r.return_no} inside, and hand it to the carrier.`
  }
  return `Drop the items off at our Hamilton store (${pickupAddress}) with the return number ${r.return_no} on the parcel, in their original packaging where you can.`
}

/** A returned line as its refund reads it. */
export interface RefundLine {
  quantity: number
  unit_price_cents: number
  product_name: string
  returnability: string | null
  opened: number
}

/** Whether the return's reason lets this line come back (and so be refunded). */
export function refundableUnder(reason: ReturnReason, l: RefundLine): boolean {
  const rule = isReturnability(l.returnability) ? l.returnability : 'returnable'
  return lineRefusal(l.product_name, rule, reason, Boolean(l.opened)) === null
}

/**
 * What refunding a return gives back now, by the shared rule (`returnRefund`): its lines' value
 * with their share of coupon and tax, shipping when the shop was at fault (once per order), capped
 * at what the order has left and at what was paid by the return's means.
 */
export async function returnRefundAmount(k: DbHandle, order: OrderRow, r: ReturnRow, lines: RefundLine[]) {
  // A line the reason (as staff found it on receipt) does not let come back is refunded nothing.
  const value = lines
    .filter((l) => refundableUnder(r.reason as ReturnReason, l))
    .reduce((s, l) => s + l.quantity * l.unit_price_cents, 0)
  const shipping = Boolean(r.shop_at_fault) && !(await repo.shippingRefundedBefore(k, order.id, r.id))
  return returnRefund(
    {
      subTotalCents: order.sub_total_cents,
      couponDiscountCents: order.coupon_discount_cents,
      shippingChargeCents: order.shipping_charge_cents,
      taxCents: order.tax_cents,
      grandTotalCents: order.grand_total_cents,
      refundedCents: order.refunded_cents ?? 0,
      storeCreditCents: order.store_credit_cents,
      cardRefundedCents: await repo.cardRefundedByReturns(k, order.id),
      unpaidCents: await unpaidOnOrder(k, order.id),
    },
    value,
    shipping,
    r.refund_to as RefundTo,
  )
}

/** The refund a return gives: fixed once refunded, estimated until then. */
export async function returnRefundFor(k: DbHandle, order: OrderRow, r: ReturnRow, lines: RefundLine[]) {
  if (r.refund_cents !== null) return r.refund_cents
  return (await returnRefundAmount(k, order, r, lines)).cents
}

/** Returns as the customer and staff see them, with lines, what was received and photos. */
export async function toViews(ctx: ServiceContext, rows: ReturnRow[]): Promise<ReturnView[]> {
  const k = ctx.db.kysely
  const ids = rows.map((r) => r.id)
  const [lines, photos, orderNos] = await Promise.all([
    repo.findLines(k, ids),
    repo.findPhotos(k, ids),
    repo.findOrderNumbers(k, [...new Set(rows.map((r) => r.order_id))]),
  ])
  const receipts = await repo.findReceipts(
    k,
    lines.map((l) => l.id),
  )
  const orders = new Map<number, OrderRow>()
  const views: ReturnView[] = []
  for (const r of rows) {
    const order = orders.get(r.order_id) ?? (await repo.findOrderOf(k, r.order_id))!
    orders.set(r.order_id, order)
    const own = lines.filter((l) => l.return_id === r.id)
    const status = r.status as ReturnStatus
    views.push({
      id: r.id,
      return_no: r.return_no,
      order_id: r.order_id,
      order_no: orderNos.get(r.order_id) ?? '',
      status,
      status_label: RETURN_STATUS_LABELS[status] ?? r.status,
      reason: r.reason as ReturnReason,
      details: r.details,
      refund_to: r.refund_to as RefundTo,
      shop_at_fault: Boolean(r.shop_at_fault),
      return_method: (r.return_method as 'drop_off' | 'label' | null) ?? null,
      label_ref: r.label_ref,
      decision_note: r.decision_note,
      refund_cents: status === 'refused' ? 0 : await returnRefundFor(k, order, r, own),
      refunded_at: r.refunded_at,
      photos: photos
        .filter((p) => p.return_id === r.id)
        .map((p) => ({ id: p.id, mime: p.mime, bytes: p.bytes })),
      lines: own.map((l) => ({
        id: l.id,
        order_item_id: l.order_item_id,
        product_id: l.product_id,
        product_name: l.product_name,
        sku: l.sku,
        quantity: l.quantity,
        opened: Boolean(l.opened),
        unit_price_cents: l.unit_price_cents,
        received: receipts
          .filter((x) => x.return_line_id === l.id)
          .map((x) => ({
            quantity: x.quantity,
            disposition: (RECEIPT_DISPOSITIONS as readonly string[]).includes(x.disposition)
              ? (x.disposition as ReceiptDisposition)
              : 'write_off',
            lot_id: x.lot_id,
            note: x.note,
            created_at: x.created_at,
          })),
      })),
      instructions: returnInstructions(r, ctx.config.shop.pickupAddress),
      created_at: r.created_at,
      updated_at: r.updated_at,
    })
  }
  return views
}

/** Mails the customer a return's step; a mail that cannot be sent is logged, never undoes the step. */
export async function mailReturnStep(
  ctx: ServiceContext,
  r: Pick<ReturnRow, 'id' | 'return_no' | 'order_id' | 'status' | 'return_method' | 'label_ref'>,
  heading: string,
  message: string,
) {
  try {
    const order = await repo.findOrderOf(ctx.db.kysely, r.order_id)
    if (!order) return
    const body = await mails['return-update']({
      shop: mailShop(ctx.config),
      returnNo: r.return_no,
      orderNo: order.order_no,
      heading,
      message,
      instructions: returnInstructions(r, ctx.config.shop.pickupAddress) ?? undefined,
    })
    await ctx.mailer.send({ to: order.email, subject: `Return ${r.return_no}: ${heading}`, ...body })
  } catch (error) {
    ctx.log.error({ err: error, returnId: r.id }, 'return mail not sent')
  }
}

type ReturnInput = z.output<typeof ReturnRequestSchema>

function refuse(field: string, message: string): never {
  throw new AppError(422, message, { [field]: [message] })
}

/**
 * Starts a return of the customer's own delivered order, within the window and the products'
 * rules, never more units than bought less those already in a return. The photos are written
 * first and removed again if the return is refused; the lines are checked again under the order's
 * lock, so two returns sent at once cannot both take the same units.
 */
export async function startReturn(
  ctx: ServiceContext,
  userId: number,
  orderId: number,
  input: ReturnInput,
): Promise<ReturnView> {
  const k = ctx.db.kysely
  const order = await ownOrder(k, userId, orderId)
  const windowDays = await readReturnWindowDays(k)
  const { refusal } = await orderRefusal(k, order, windowDays, ctx.config.shop.timeZone)
  if (refusal) refuse('orderId', refusal)
  const seen = new Set<number>()
  input.lines.forEach((l, i) => {
    if (seen.has(l.order_item_id)) {
      throw badRequest(`lines.${i}.order_item_id: Each line may appear once.`, {
        [`lines.${i}.order_item_id`]: ['Each line may appear once.'],
      })
    }
    seen.add(l.order_item_id)
  })
  const photos = await checkPhotos(input.photos)
  const files = await storePhotos(ctx.files, photos)
  const now = nowIso()
  let id: number
  try {
    id = await writeTransaction(ctx.db, async (trx) => {
      // Two returns of one order are checked one at a time.
      await lockOrderForUpdate(trx, ctx.db.dialect, order.id)
      const lines = new Map((await repo.findReturnableLines(trx, order.id)).map((l) => [l.id, l]))
      input.lines.forEach((l, i) => {
        const line = lines.get(l.order_item_id)
        if (!line) refuse(`lines.${i}.order_item_id`, 'That line is not part of this order.')
        const left = line.quantity - Number(line.returned)
        if (l.quantity > left) {
          refuse(
            `lines.${i}.quantity`,
            left === 0
              ? `All ${line.quantity} of ${line.product_name} are already in a return.`
              : `At most ${left} of ${line.product_name} can be returned (bought ${line.quantity}, ${line.quantity - left} already in a return).`,
          )
        }
        const rule = isReturnability(line.returnability) ? line.returnability : 'returnable'
        const why = lineRefusal(line.product_name, rule, input.reason, l.opened)
        if (why) refuse(`lines.${i}.opened`, why)
      })
      const newId = await repo.insertReturn(trx, {
        return_no: `tmp-${order.id}-${now}-${Math.random()}`,
        order_id: order.id,
        user_id: userId,
        status: 'requested',
        reason: input.reason,
        details: input.details,
        refund_to: input.refund_to,
        shop_at_fault: isShopAtFault(input.reason) ? 1 : 0,
        return_method: null,
        label_ref: null,
        decision_note: null,
        refund_cents: null,
        refund_transaction: null,
        refunded_at: null,
        created_at: now,
        updated_at: now,
      })
      await repo.setReturnNo(trx, newId, returnNumber(newId))
      await repo.insertLines(
        trx,
        input.lines.map((l) => ({
          return_id: newId,
          order_item_id: l.order_item_id,
          product_id: lines.get(l.order_item_id)!.product_id,
          quantity: l.quantity,
          opened: l.opened ? 1 : 0,
        })),
      )
      await repo.insertPhotos(
        trx,
        files.map((file, i) => ({
          return_id: newId,
          file,
          mime: photos[i]!.mime,
          bytes: photos[i]!.bytes.length,
        })),
      )
      return newId
    })
  } catch (error) {
    await removePhotos(ctx.files, files)
    throw error
  }
  const row = (await repo.findReturn(k, id))!
  const [view] = await toViews(ctx, [row])
  const units = view!.lines.map((l) => `${l.quantity} × ${l.product_name}`).join(', ')
  await mailReturnStep(
    ctx,
    row,
    'We received your return request',
    `you asked to return ${units} (${RETURN_REASON_LABELS[input.reason].toLowerCase()}); estimated refund ${formatMoney(view!.refund_cents)} ${input.refund_to === 'card' ? 'to your card' : 'as store credit'}.`,
  )
  await mailStaff(
    ctx,
    `Return request ${row.return_no} to decide`,
    [`${units}, reason: ${RETURN_REASON_LABELS[input.reason]}.`],
    `/admin/returns/${row.id}`,
  )
  return view!
}

/** The customer's returns of one of their orders, newest first. */
export async function listOrderReturns(ctx: ServiceContext, userId: number, orderId: number) {
  const order = await ownOrder(ctx.db.kysely, userId, orderId)
  return toViews(ctx, await repo.findReturns(ctx.db.kysely, { userId, orderId: order.id }))
}
