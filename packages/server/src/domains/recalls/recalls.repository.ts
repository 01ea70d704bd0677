import type { Insertable } from 'kysely'
import type { DbHandle } from '../../db/connect'
import type { RecallNoticesTable, RecallsTable } from '../../db/schema'

/**
 * Every order line that took units of these lots (order_item_lots: the lots each line took,
 * first-expiry-first-out), with its order and customer. Units given back (a failed or cancelled
 * order) are no longer recorded there, so they are not counted.
 */
export function findLinesOfLots(k: DbHandle, lotIds: readonly number[]) {
  if (!lotIds.length) return Promise.resolve([])
  return k
    .selectFrom('order_item_lots as il')
    .innerJoin('order_items as i', 'i.id', 'il.order_item_id')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .innerJoin('stock_lots as l', 'l.id', 'il.lot_id')
    .select([
      'o.id as order_id',
      'o.order_no',
      'o.created_at as ordered_at',
      'o.order_status',
      'o.user_id',
      'u.first_name',
      'u.last_name',
      'o.email as customer_email',
      'l.lot_number',
      'l.expiry_date',
      'il.quantity',
    ])
    .where('il.lot_id', 'in', [...lotIds])
    .orderBy('o.created_at')
    .orderBy('o.id')
    .orderBy('l.lot_number')
    .execute()
}

/**
 * One customer's order lines that took units of these lots, oldest first, as sold (name, item
 * code, pack) with the units of these lots each took: what a replacement is made of.
 */
export function findCustomerLinesOfLots(k: DbHandle, lotIds: readonly number[], userId: number) {
  if (!lotIds.length) return Promise.resolve([])
  return k
    .selectFrom('order_item_lots as il')
    .innerJoin('order_items as i', 'i.id', 'il.order_item_id')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select([
      'i.id as order_item_id',
      'i.product_id',
      'i.product_name',
      'i.sku',
      'i.pack_code',
      'i.pack_label',
      'i.units_per_pack',
      (eb) => eb.fn.sum<number | string>('il.quantity').as('units'),
    ])
    .where('il.lot_id', 'in', [...lotIds])
    .where('o.user_id', '=', userId)
    .groupBy([
      'i.id',
      'i.product_id',
      'i.product_name',
      'i.sku',
      'i.pack_code',
      'i.pack_label',
      'i.units_per_pack',
      'o.created_at',
    ])
    .orderBy('o.created_at')
    .orderBy('i.id')
    .execute()
}

export function findRecallLots(k: DbHandle, recallIds: readonly number[]) {
  if (!recallIds.length) return Promise.resolve([])
  return k
    .selectFrom('recall_lots as rl')
    .innerJoin('stock_lots as l', 'l.id', 'rl.lot_id')
    .select(['rl.recall_id', 'l.id as lot_id', 'l.lot_number', 'l.expiry_date'])
    .where('rl.recall_id', 'in', [...recallIds])
    .orderBy('l.lot_number')
    .execute()
}

function recallsQuery(k: DbHandle) {
  return k
    .selectFrom('recalls as r')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .selectAll('r')
    .select('p.product_name')
    .select((eb) => [
      eb
        .selectFrom('recall_notices as n')
        .select((e) => e.fn.countAll<number>().as('c'))
        .whereRef('n.recall_id', '=', 'r.id')
        .as('customers'),
      eb
        .selectFrom('recall_notices as n')
        .select((e) => e.fn.countAll<number>().as('c'))
        .whereRef('n.recall_id', '=', 'r.id')
        .where('n.acknowledged_at', 'is not', null)
        .as('acknowledged'),
      eb
        .selectFrom('recall_notices as n')
        .select((e) => e.fn.countAll<number>().as('c'))
        .whereRef('n.recall_id', '=', 'r.id')
        .where('n.collection_requested_at', 'is not', null)
        .where('n.collected_at', 'is', null)
        .as('collections_waiting'),
    ])
}

export function findRecalls(k: DbHandle) {
  return recallsQuery(k).orderBy('r.id', 'desc').limit(200).execute()
}

export function findRecall(k: DbHandle, id: number) {
  return recallsQuery(k).where('r.id', '=', id).executeTakeFirst()
}

export function findNotices(k: DbHandle, recallId: number) {
  return k
    .selectFrom('recall_notices as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .leftJoin('orders as ro', 'ro.id', 'n.replacement_order_id')
    .selectAll('n')
    .select(['u.first_name', 'u.last_name', 'u.email', 'ro.order_no as replacement_order_no'])
    .where('n.recall_id', '=', recallId)
    .orderBy('n.id')
    .execute()
}

export function findCustomerNotices(k: DbHandle, userId: number) {
  return k
    .selectFrom('recall_notices as n')
    .innerJoin('recalls as r', 'r.id', 'n.recall_id')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .leftJoin('orders as ro', 'ro.id', 'n.replacement_order_id')
    .select([
      'n.recall_id',
      'n.replacement_order_id',
      'ro.order_no as replacement_order_no',
      'n.units',
      'n.acknowledged_at',
      'n.ack_action',
      'n.ack_units',
      'n.collection_requested_at',
      'n.collection_units',
      'n.collection_address',
      'n.collected_at',
      'r.collect_and_replace',
      'r.severity',
      'r.reason',
      'r.instructions',
      'r.status',
      'r.opened_at',
      'r.product_id',
      'p.product_name',
    ])
    .where('n.user_id', '=', userId)
    .orderBy('n.recall_id', 'desc')
    .execute()
}

export async function productExists(k: DbHandle, productId: number) {
  return Boolean(await k.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst())
}

export async function insertRecall(trx: DbHandle, values: Insertable<RecallsTable>) {
  return trx.insertInto('recalls').values(values).returning('id').executeTakeFirstOrThrow()
}

export async function insertRecallLots(trx: DbHandle, recallId: number, lotIds: readonly number[]) {
  await trx
    .insertInto('recall_lots')
    .values(lotIds.map((lot_id) => ({ recall_id: recallId, lot_id })))
    .execute()
}

/** One notice per customer the recalled lots reached (none: nothing written). */
export async function insertRecallNotices(trx: DbHandle, notices: Insertable<RecallNoticesTable>[]) {
  if (notices.length) await trx.insertInto('recall_notices').values(notices).execute()
}

export async function markNoticeReminded(k: DbHandle, recallId: number, userId: number, at: string) {
  await k
    .updateTable('recall_notices')
    .set({ reminded_at: at })
    .where('recall_id', '=', recallId)
    .where('user_id', '=', userId)
    .execute()
}

/** Closes an open recall; false when it was not open (closed already, or none). */
export async function closeOpenRecall(trx: DbHandle, id: number, at: string) {
  const r = await trx
    .updateTable('recalls')
    .set({ status: 'closed', closed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

export async function findNotice(k: DbHandle, recallId: number, userId: number) {
  return k
    .selectFrom('recall_notices')
    .selectAll()
    .where('recall_id', '=', recallId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

export async function acknowledgeNotice(
  trx: DbHandle,
  noticeId: number,
  ack: { acknowledged_at: string; ack_action: string; ack_units: number },
) {
  await trx.updateTable('recall_notices').set(ack).where('id', '=', noticeId).execute()
}

/**
 * Records the customer's request that the shop collect their units; false when one was recorded
 * already (of two requests at once, one is kept).
 */
export async function requestNoticeCollection(
  trx: DbHandle,
  noticeId: number,
  request: { collection_requested_at: string; collection_units: number; collection_address: string },
) {
  const r = await trx
    .updateTable('recall_notices')
    .set(request)
    .where('id', '=', noticeId)
    .where('collection_requested_at', 'is', null)
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

/**
 * Staff collected the units and sent their replacement: the notice counts as answered with the
 * units returned. False when nothing was asked for, or it was marked already.
 */
export async function markNoticeCollected(
  trx: DbHandle,
  recallId: number,
  userId: number,
  at: string,
  by: string,
) {
  const r = await trx
    .updateTable('recall_notices')
    .set((eb) => ({
      collected_at: at,
      collected_by: by,
      acknowledged_at: at,
      ack_action: 'returned',
      ack_units: eb.ref('collection_units'),
    }))
    .where('recall_id', '=', recallId)
    .where('user_id', '=', userId)
    .where('collection_requested_at', 'is not', null)
    .where('collected_at', 'is', null)
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

/** The order at no charge that replaced a notice's collected units. */
export async function setNoticeReplacement(trx: DbHandle, recallId: number, userId: number, orderId: number) {
  await trx
    .updateTable('recall_notices')
    .set({ replacement_order_id: orderId })
    .where('recall_id', '=', recallId)
    .where('user_id', '=', userId)
    .execute()
}

/** The customer a replacement goes to: their id and the e-mail their orders are confirmed to. */
export function findNoticeCustomer(k: DbHandle, userId: number) {
  return k.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst()
}
