import type { Insertable } from 'kysely'
import type { DbHandle } from '../../db/connect'
import type { AccountOrderApprovalsTable } from '../../db/schema'

/** The account's approval rules, oldest first. */
export function findRules(k: DbHandle, accountId: number) {
  return k
    .selectFrom('account_approval_rules')
    .select(['id', 'kind', 'amount_cents', 'user_id'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute()
}

export async function insertRule(
  k: DbHandle,
  r: {
    account_id: number
    kind: string
    amount_cents: number | null
    user_id: number | null
    created_by: number
    created_at: string
  },
) {
  const row = await k.insertInto('account_approval_rules').values(r).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export function findRule(k: DbHandle, accountId: number, id: number) {
  return k
    .selectFrom('account_approval_rules')
    .select(['id', 'kind', 'amount_cents', 'user_id'])
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst()
}

export async function deleteRule(k: DbHandle, accountId: number, id: number) {
  const r = await k
    .deleteFrom('account_approval_rules')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(r.numDeletedRows) > 0
}

/** Every member's name, to name the people in member rules. */
export function findMemberNames(k: DbHandle, accountId: number) {
  return k
    .selectFrom('business_account_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.first_name', 'u.last_name'])
    .where('m.account_id', '=', accountId)
    .execute()
}

/** The account's Buyers with their limits. */
export function findBuyers(k: DbHandle, accountId: number) {
  return k
    .selectFrom('business_account_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'm.order_limit_cents',
      'm.monthly_limit_cents',
    ])
    .where('m.account_id', '=', accountId)
    .where('m.role', '=', 'buyer')
    .orderBy('m.id')
    .execute()
}

export function findMemberLimits(k: DbHandle, accountId: number, userId: number) {
  return k
    .selectFrom('business_account_members')
    .select(['role', 'order_limit_cents', 'monthly_limit_cents'])
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

export async function setMemberLimits(
  k: DbHandle,
  accountId: number,
  userId: number,
  limits: { order_limit_cents: number | null; monthly_limit_cents: number | null },
  now: string,
) {
  const r = await k
    .updateTable('business_account_members')
    .set({ ...limits, updated_at: now })
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(r.numUpdatedRows) > 0
}

/**
 * What a person's orders on the account add up to from `fromDay` (the shop's day their invoices were
 * issued on): every order placed or approved, none voided.
 */
export async function spentOnAccountSince(k: DbHandle, accountId: number, userId: number, fromDay: string) {
  const row = await k
    .selectFrom('account_invoices as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select((e) => e.fn.coalesce(e.fn.sum<number>('i.amount_cents'), e.lit(0)).as('cents'))
    .where('i.account_id', '=', accountId)
    .where('o.user_id', '=', userId)
    .where('i.issued_on', '>=', fromDay)
    .where('i.status', '!=', 'void')
    .executeTakeFirst()
  return Number(row?.cents ?? 0)
}

export async function insertApproval(k: DbHandle, values: Insertable<AccountOrderApprovalsTable>) {
  const row = await k
    .insertInto('account_order_approvals')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

const approvalColumns = [
  'a.id',
  'a.account_id',
  'a.user_id',
  'a.status',
  'a.kind',
  'a.po_number',
  'a.lines',
  'a.terms',
  'a.reasons',
  'a.total_cents',
  'a.prices_held_until',
  'a.stock_held_until',
  'a.stock_released_at',
  'a.note',
  'a.order_id',
  'a.created_at',
  'u.first_name',
  'u.last_name',
  'u.email',
  'o.order_no',
] as const

function approvals(k: DbHandle) {
  return k
    .selectFrom('account_order_approvals as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('orders as o', 'o.id', 'a.order_id')
    .select(approvalColumns)
}

export type ApprovalRow = Awaited<ReturnType<typeof findApproval>> & object

/** The account's orders waiting for approval, oldest first. */
export function findWaiting(k: DbHandle, accountId: number) {
  return approvals(k)
    .where('a.account_id', '=', accountId)
    .where('a.status', '=', 'awaiting')
    .orderBy('a.id')
    .execute()
}

/** A person's own orders that waited or wait, newest first. */
export function findByUser(k: DbHandle, userId: number) {
  return approvals(k).where('a.user_id', '=', userId).orderBy('a.id', 'desc').limit(50).execute()
}

export function findApproval(k: DbHandle, accountId: number, id: number) {
  return approvals(k).where('a.account_id', '=', accountId).where('a.id', '=', id).executeTakeFirst()
}

/**
 * Moves a waiting order to its decision, only from awaiting (and, to approve, only while its prices
 * are held): of two Approvers deciding at once, exactly one gets true.
 */
export async function decide(
  k: DbHandle,
  id: number,
  d: { status: 'approved' | 'rejected' | 'expired'; by: number | null; note: string | null; now: string },
) {
  let q = k
    .updateTable('account_order_approvals')
    .set({ status: d.status, decided_by: d.by, decided_at: d.now, note: d.note, updated_at: d.now })
    .where('id', '=', id)
    .where('status', '=', 'awaiting')
  if (d.status === 'approved') q = q.where('prices_held_until', '>', d.now)
  const r = await q.executeTakeFirst()
  return Number(r.numUpdatedRows) > 0
}

/** Marks a wait's held stock given back, once: true for the one caller that does it. */
export async function markStockReleased(k: DbHandle, id: number, now: string) {
  const r = await k
    .updateTable('account_order_approvals')
    .set({ stock_released_at: now, updated_at: now })
    .where('id', '=', id)
    .where('stock_released_at', 'is', null)
    .executeTakeFirst()
  return Number(r.numUpdatedRows) > 0
}

export async function setApprovalOrder(
  k: DbHandle,
  id: number,
  orderId: number,
  lines: string,
  totalCents: number,
) {
  await k
    .updateTable('account_order_approvals')
    .set({ order_id: orderId, lines, total_cents: totalCents })
    .where('id', '=', id)
    .execute()
}

/** The wait a person's checkout made under this Idempotency-Key, if any. */
export function findByIdempotencyKey(k: DbHandle, userId: number, key: string) {
  return k
    .selectFrom('account_order_approvals')
    .select([
      'id',
      'idempotency_body_hash',
      'total_cents',
      'reasons',
      'prices_held_until',
      'stock_held_until',
    ])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
}

/** Waiting orders whose stock hold ended, or whose held prices ended, at `now`. */
export function findHoldsEnded(k: DbHandle, now: string) {
  return k
    .selectFrom('account_order_approvals')
    .select(['id', 'account_id', 'stock_released_at', 'stock_held_until', 'prices_held_until'])
    .where('status', '=', 'awaiting')
    .where((eb) =>
      eb.or([
        eb.and([eb('stock_released_at', 'is', null), eb('stock_held_until', '<=', now)]),
        eb('prices_held_until', '<=', now),
      ]),
    )
    .orderBy('id')
    .limit(200)
    .execute()
}

/** The e-mails of the account's owner and Approvers, to tell of a new waiting order. */
export async function approverEmails(k: DbHandle, accountId: number) {
  const [owner, approvers] = await Promise.all([
    k
      .selectFrom('business_accounts as b')
      .innerJoin('users as u', 'u.id', 'b.user_id')
      .select('u.email')
      .where('b.id', '=', accountId)
      .executeTakeFirst(),
    k
      .selectFrom('business_account_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select('u.email')
      .where('m.account_id', '=', accountId)
      .where('m.role', '=', 'approver')
      .execute(),
  ])
  return [...(owner ? [owner.email] : []), ...approvers.map((a) => a.email)]
}
