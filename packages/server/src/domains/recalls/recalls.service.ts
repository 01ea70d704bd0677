import { replacementLines } from '@shop/shared/recalls'
import {
  OpenRecallSchema,
  RecallCollectionRequestSchema,
  type CustomerRecall,
  type OpenRecallInput,
  type RecallCollection,
  type RecallDetail,
  type RecallSummary,
} from '@shop/shared/schemas/professional'
import type { Readable } from 'node:stream'
import type { z } from 'zod'
import { recordAudit, type StaffActor } from '../../audit/audit'
import type { DbHandle } from '../../db/connect'
import { writeTransaction } from '../../db/transaction'
import { AppError, badRequest, conflict, notFound } from '../../errors'
import { csvStream } from '../../lib/csv'
import { nowIso } from '../../lib/clock'
import { mailStaff } from '../../lib/staff-mail'
import type { ServiceContext } from '../../lib/service-context'
import { quarantineRecalledLots } from '../stock/recall-quarantine'
import * as repo from './recalls.repository'

// Recalls by lot (docs/decisions/0102-recalls-by-lot.md).

type Severity = RecallSummary['severity']

async function summaries(
  k: DbHandle,
  rows: Awaited<ReturnType<typeof repo.findRecalls>>,
): Promise<RecallSummary[]> {
  const lots = await repo.findRecallLots(
    k,
    rows.map((r) => r.id),
  )
  return rows.map((r) => ({
    id: r.id,
    product_id: r.product_id,
    product_name: r.product_name,
    reason: r.reason,
    severity: r.severity as Severity,
    instructions: r.instructions,
    collect_and_replace: r.collect_and_replace === 1,
    status: r.status as 'open' | 'closed',
    opened_by: r.opened_by,
    opened_at: r.opened_at,
    closed_at: r.closed_at,
    lots: lots
      .filter((l) => l.recall_id === r.id)
      .map((l) => ({ lot_id: l.lot_id, lot_number: l.lot_number, expiry_date: l.expiry_date })),
    customers: Number(r.customers ?? 0),
    acknowledged: Number(r.acknowledged ?? 0),
    collections_waiting: Number(r.collections_waiting ?? 0),
  }))
}

export async function listRecalls(k: DbHandle) {
  return { items: await summaries(k, await repo.findRecalls(k)) }
}

/** A recall with every order line that received its lots and each customer's notice. */
export async function getRecall(k: DbHandle, id: number): Promise<RecallDetail> {
  const row = await repo.findRecall(k, id)
  if (!row) throw notFound('No such recall.')
  const [summary] = await summaries(k, [row])
  const [lines, notices] = await Promise.all([
    repo.findLinesOfLots(
      k,
      summary!.lots.map((l) => l.lot_id),
    ),
    repo.findNotices(k, id),
  ])
  return {
    ...summary!,
    lines: lines.map((l) => ({
      order_id: l.order_id,
      order_no: l.order_no,
      ordered_at: l.ordered_at,
      order_status: l.order_status,
      user_id: l.user_id,
      customer_name: `${l.first_name} ${l.last_name}`.trim(),
      customer_email: l.customer_email,
      lot_number: l.lot_number,
      expiry_date: l.expiry_date,
      quantity: l.quantity,
    })),
    notices: notices.map((n) => ({
      user_id: n.user_id,
      customer_name: `${n.first_name} ${n.last_name}`.trim(),
      customer_email: n.email,
      units: n.units,
      notified_at: n.notified_at,
      reminded_at: n.reminded_at,
      acknowledged_at: n.acknowledged_at,
      ack_action: n.ack_action as 'quarantined' | 'returned' | null,
      ack_units: n.ack_units,
      collection: collectionOf(n),
    })),
  }
}

/** A notice's collection, from its columns: null until the customer asks for one. */
function collectionOf(n: {
  collection_requested_at: string | null
  collection_units: number | null
  collection_address: string | null
  collected_at: string | null
  replacement_order_id: number | null
  replacement_order_no: string | null
}): RecallCollection | null {
  if (!n.collection_requested_at) return null
  return {
    requested_at: n.collection_requested_at,
    units: n.collection_units ?? 0,
    address: n.collection_address ?? '',
    collected_at: n.collected_at,
    replacement_order_id: n.replacement_order_id,
    replacement_order_no: n.replacement_order_no,
  }
}

async function mailRecall(
  ctx: ServiceContext,
  to: string,
  subject: string,
  recall: {
    product_name: string
    reason: string
    instructions: string
    collect_and_replace: boolean
    lots: { lot_number: string }[]
  },
  units: number,
) {
  const text = [
    `Recall of ${recall.product_name}, lot${recall.lots.length === 1 ? '' : 's'} ${recall.lots.map((l) => l.lot_number).join(', ')}.`,
    `You received ${units} unit${units === 1 ? '' : 's'} from ${recall.lots.length === 1 ? 'this lot' : 'these lots'}.`,
    '',
    `Why: ${recall.reason}`,
    '',
    `What to do: ${recall.instructions}`,
    '',
    ...(recall.collect_and_replace
      ? ['We collect the units and replace them: ask us from your dashboard, no need to start a return.', '']
      : []),
    `Please confirm what you have done from your dashboard: ${ctx.config.publicUrl}/dashboard/recalls`,
    '',
    ctx.config.shop.name,
  ].join('\n')
  try {
    await ctx.mailer.send({ to, subject, text })
  } catch (error) {
    ctx.log.error({ err: error, subject }, 'recall mail not sent')
  }
}

/**
 * Opens a recall: in one transaction the lots are quarantined (never sold again), the recall and
 * one notice per affected customer (the units their order lines took) are written and audited;
 * then each customer is mailed.
 */
export async function openRecall(
  ctx: ServiceContext,
  actor: StaffActor,
  body: z.input<typeof OpenRecallSchema>,
) {
  const input: OpenRecallInput = OpenRecallSchema.parse(body)
  const at = nowIso()
  const id = await writeTransaction(ctx.db, async (trx) => {
    if (!(await repo.productExists(trx, input.product_id)))
      throw badRequest('product_id: No such product.', { product_id: ['No such product'] })
    const quarantined = await quarantineRecalledLots(
      trx,
      actor,
      input.product_id,
      input.lot_ids,
      `Recalled: ${input.reason}`.slice(0, 500),
    )
    if (quarantined.missing !== null) {
      throw badRequest('lot_ids: A lot is not a lot of this product.', {
        lot_ids: [`lot ${quarantined.missing} is not a lot of this product`],
      })
    }
    const recall = await repo.insertRecall(trx, {
      product_id: input.product_id,
      reason: input.reason,
      severity: input.severity,
      instructions: input.instructions,
      collect_and_replace: input.collect_and_replace ? 1 : 0,
      status: 'open',
      opened_by: actor.email,
      opened_at: at,
      closed_at: null,
    })
    await repo.insertRecallLots(trx, recall.id, input.lot_ids)
    const units = new Map<number, number>()
    for (const l of await repo.findLinesOfLots(trx, input.lot_ids)) {
      units.set(l.user_id, (units.get(l.user_id) ?? 0) + l.quantity)
    }
    await repo.insertRecallNotices(
      trx,
      [...units].map(([user_id, n]) => ({ recall_id: recall.id, user_id, units: n, notified_at: at })),
    )
    await recordAudit(trx, actor, {
      action: 'recall.open',
      entity: 'recall',
      entityId: recall.id,
      before: null,
      after: { ...input, customers: units.size },
    })
    return recall.id
  })
  const detail = await getRecall(ctx.db.kysely, id)
  for (const n of detail.notices) {
    await mailRecall(ctx, n.customer_email, `Product recall: ${detail.product_name}`, detail, n.units)
  }
  return detail
}

/** Mails the customers who have not acknowledged yet, again; audited. */
export async function remindRecall(ctx: ServiceContext, actor: StaffActor, id: number) {
  const detail = await getRecall(ctx.db.kysely, id)
  if (detail.status !== 'open') throw conflict('The recall is closed.')
  const waiting = detail.notices.filter((n) => !n.acknowledged_at)
  const at = nowIso()
  for (const n of waiting) {
    await mailRecall(
      ctx,
      n.customer_email,
      `Reminder: product recall of ${detail.product_name}`,
      detail,
      n.units,
    )
    await repo.markNoticeReminded(ctx.db.kysely, id, n.user_id, at)
  }
  await recordAudit(ctx.db.kysely, actor, {
    action: 'recall.remind',
    entity: 'recall',
    entityId: id,
    before: null,
    after: { reminded: waiting.map((n) => n.user_id) },
  })
  return {
    message: `${waiting.length} customer${waiting.length === 1 ? '' : 's'} reminded.`,
    recall: await getRecall(ctx.db.kysely, id),
  }
}

/** Closes a recall (its lots stay quarantined); audited. */
export async function closeRecall(ctx: ServiceContext, actor: StaffActor, id: number) {
  const at = nowIso()
  await writeTransaction(ctx.db, async (trx) => {
    if (!(await repo.closeOpenRecall(trx, id, at))) {
      if (!(await repo.findRecall(trx, id))) throw notFound('No such recall.')
      throw conflict('The recall is already closed.')
    }
    await recordAudit(trx, actor, {
      action: 'recall.close',
      entity: 'recall',
      entityId: id,
      before: { status: 'open' },
      after: { status: 'closed' },
    })
  })
  return { message: 'The recall is closed.', recall: await getRecall(ctx.db.kysely, id) }
}

const CSV_HEADER = [
  'recall_id',
  'product',
  'lot_number',
  'expiry_date',
  'order_no',
  'ordered_at',
  'order_status',
  'customer_name',
  'customer_email',
  'quantity',
  'acknowledged_at',
  'acknowledged_action',
  'acknowledged_units',
] as const

/** Every affected order line with its customer's acknowledgement, as CSV for the regulator. */
export async function exportRecallCsv(k: DbHandle, id: number): Promise<Readable> {
  const detail = await getRecall(k, id)
  const notices = new Map(detail.notices.map((n) => [n.user_id, n]))
  async function* rows() {
    for (const l of detail.lines) {
      const n = notices.get(l.user_id)
      yield [
        detail.id,
        detail.product_name,
        l.lot_number,
        l.expiry_date,
        l.order_no,
        l.ordered_at,
        l.order_status,
        l.customer_name,
        l.customer_email,
        l.quantity,
        n?.acknowledged_at ?? null,
        n?.ack_action ?? null,
        n?.ack_units ?? null,
      ]
    }
  }
  return csvStream(CSV_HEADER, rows())
}

// The customer's side

export async function customerRecalls(k: DbHandle, userId: number): Promise<{ items: CustomerRecall[] }> {
  const rows = await repo.findCustomerNotices(k, userId)
  const lots = await repo.findRecallLots(
    k,
    rows.map((r) => r.recall_id),
  )
  return {
    items: rows.map((r) => ({
      recall_id: r.recall_id,
      product_id: r.product_id,
      product_name: r.product_name,
      severity: r.severity as Severity,
      reason: r.reason,
      instructions: r.instructions,
      status: r.status as 'open' | 'closed',
      opened_at: r.opened_at,
      lots: lots
        .filter((l) => l.recall_id === r.recall_id)
        .map((l) => ({ lot_id: l.lot_id, lot_number: l.lot_number, expiry_date: l.expiry_date })),
      units: r.units,
      acknowledged_at: r.acknowledged_at,
      ack_action: r.ack_action as 'quarantined' | 'returned' | null,
      ack_units: r.ack_units,
      collect_and_replace: r.collect_and_replace === 1,
      collection: collectionOf(r),
    })),
  }
}

/** The customer's acknowledgement ('I have quarantined / returned N units'), of their own notice only. */
export async function acknowledgeRecall(
  db: ServiceContext['db'],
  userId: number,
  recallId: number,
  ack: { action: 'quarantined' | 'returned'; units: number },
) {
  return writeTransaction(db, async (trx) => {
    const notice = await repo.findNotice(trx, recallId, userId)
    if (!notice) throw notFound('No such recall notice.')
    if (ack.units > notice.units) {
      throw badRequest(`units: You received ${notice.units} unit${notice.units === 1 ? '' : 's'}.`, {
        units: [`must be at most ${notice.units}`],
      })
    }
    const at = nowIso()
    await repo.acknowledgeNotice(trx, notice.id, {
      acknowledged_at: at,
      ack_action: ack.action,
      ack_units: ack.units,
    })
    await recordAudit(trx, null, {
      action: 'recall.acknowledge',
      entity: 'recall',
      entityId: recallId,
      before: { acknowledged_at: notice.acknowledged_at },
      after: { user_id: userId, action: ack.action, units: ack.units },
    })
    return { message: 'Thank you: your answer is recorded.' }
  })
}

/**
 * The customer asks the shop to collect their recalled units and replace them, where the recall
 * promises it: at most the units they received, once per notice (of two requests at once, one is
 * kept), while the recall is open. Until then the units wait quarantined, so an unanswered notice
 * is answered so; the shop is mailed the request, and it is audited.
 */
export async function requestRecallCollection(
  ctx: ServiceContext,
  user: { id: number; email: string },
  recallId: number,
  body: z.input<typeof RecallCollectionRequestSchema>,
) {
  const input = RecallCollectionRequestSchema.parse(body)
  const at = nowIso()
  const recall = await writeTransaction(ctx.db, async (trx) => {
    const notice = await repo.findNotice(trx, recallId, user.id)
    const recall = notice ? await repo.findRecall(trx, recallId) : undefined
    if (!notice || !recall) throw notFound('No such recall notice.')
    if (recall.collect_and_replace !== 1) throw conflict('This recall does not offer collection.')
    if (recall.status !== 'open') throw conflict('The recall is closed.')
    if (input.units > notice.units) {
      throw badRequest(`units: You received ${notice.units} unit${notice.units === 1 ? '' : 's'}.`, {
        units: [`must be at most ${notice.units}`],
      })
    }
    const recorded = await repo.requestNoticeCollection(trx, notice.id, {
      collection_requested_at: at,
      collection_units: input.units,
      collection_address: input.address,
    })
    if (!recorded) throw conflict('You have already asked us to collect these units.')
    if (!notice.acknowledged_at) {
      await repo.acknowledgeNotice(trx, notice.id, {
        acknowledged_at: at,
        ack_action: 'quarantined',
        ack_units: input.units,
      })
    }
    await recordAudit(trx, null, {
      action: 'recall.collection_request',
      entity: 'recall',
      entityId: recallId,
      before: null,
      after: { user_id: user.id, units: input.units },
    })
    return recall
  })
  await mailStaff(
    ctx,
    `Recall collection requested: ${recall.product_name}`,
    [
      `${user.email} asks us to collect ${input.units} unit${input.units === 1 ? '' : 's'} of ${recall.product_name} (recall ${recallId}) and replace them.`,
      '',
      `Collect from: ${input.address}`,
    ],
    `/admin/recalls?recall=${recallId}`,
  )
  return {
    message: `Thank you: we will collect ${input.units} unit${input.units === 1 ? '' : 's'} and replace them.`,
  }
}

/**
 * Staff collected a customer's units: the replacement is made as an order at no charge, the same
 * product, pack and quantity as sold, its stock taken (the flows floor: ctx.recallFlows), and the
 * notice keeps it, all in one transaction, so a shortfall of stock records nothing (409). The
 * customer is mailed with the order's number; audited
 * (docs/decisions/0134-a-recall-replacement-is-an-order.md).
 */
export async function markRecallCollected(
  ctx: ServiceContext,
  actor: StaffActor,
  recallId: number,
  userId: number,
) {
  const at = nowIso()
  const replacement = await writeTransaction(ctx.db, async (trx) => {
    const notice = await repo.findNotice(trx, recallId, userId)
    if (!notice) throw notFound('No such recall notice.')
    // The guarded mark first: of two staff marking at once, one makes the replacement.
    if (!(await repo.markNoticeCollected(trx, recallId, userId, at, actor.email))) {
      const now = await repo.findNotice(trx, recallId, userId)
      throw conflict(
        now?.collected_at ? 'These units are marked collected already.' : 'No collection was asked for.',
      )
    }
    const lots = await repo.findRecallLots(trx, [recallId])
    const sold = await repo.findCustomerLinesOfLots(
      trx,
      lots.map((l) => l.lot_id),
      userId,
    )
    const lines = replacementLines(
      sold.map((l) => ({
        productId: l.product_id,
        name: l.product_name,
        sku: l.sku,
        pack:
          l.pack_code && l.pack_label
            ? { code: l.pack_code, label: l.pack_label, unitsPerPack: l.units_per_pack }
            : null,
        units: Number(l.units),
      })),
      notice.collection_units ?? 0,
    )
    const user = await repo.findNoticeCustomer(trx, userId)
    let order: { id: number; orderNo: string } | null = null
    if (lines.length > 0 && user) {
      try {
        order = await ctx.recallFlows.replacementOrder(
          trx,
          { user, lines, shippingAddress: notice.collection_address ?? '' },
          at,
        )
      } catch (error) {
        if (error instanceof AppError && error.status === 409) {
          throw conflict(
            `The replacement cannot be sent yet: ${error.message} Mark it once stock has arrived.`,
          )
        }
        throw error
      }
      await repo.setNoticeReplacement(trx, recallId, userId, order.id)
    }
    await recordAudit(trx, actor, {
      action: 'recall.collected',
      entity: 'recall',
      entityId: recallId,
      before: null,
      after: { user_id: userId, replacement_order_no: order?.orderNo ?? null },
    })
    return order
  })
  // The replacement's invoice and confirmation follow as for any paid order.
  ctx.documents?.wake()
  const recall = await getRecall(ctx.db.kysely, recallId)
  const notice = recall.notices.find((n) => n.user_id === userId)
  if (notice) {
    const units = notice.collection?.units ?? 0
    try {
      await ctx.mailer.send({
        to: notice.customer_email,
        subject: `Recall of ${recall.product_name}: collected and replaced`,
        text: [
          `We have collected your ${units} recalled unit${units === 1 ? '' : 's'} of ${recall.product_name}.`,
          replacement
            ? `Their replacement is order ${replacement.orderNo}, at no charge, on its way to ${notice.collection?.address ?? 'you'}.`
            : 'Their replacement is on its way.',
          '',
          ctx.config.shop.name,
        ].join('\n'),
      })
    } catch (error) {
      ctx.log.error({ err: error, recallId }, 'recall collected mail not sent')
    }
  }
  return {
    message: replacement
      ? `Marked collected; replacement order ${replacement.orderNo} made at no charge.`
      : 'Marked collected and replaced.',
    recall,
  }
}
