import {
  approvalReasons,
  approvalReasonText,
  changedLines,
  PRICE_HOLD_DAYS,
  shopMonthStart,
  type ApprovalReason,
  type ApprovalRuleKind,
  type ApprovalStatus,
} from '@shop/shared/account-approvals'
import type {
  Approval,
  ApprovalList,
  ApprovalSettings,
  ApproveOrder,
  AwaitingApproval,
  MemberLimits,
  NewApprovalRule,
} from '@shop/shared/schemas/business-account-approvals'
import { formatMoney, isoDateIn } from '@shop/shared/format'
import { toDollars } from '@shop/shared/money'
import { orderTotals, type CouponTerms, type ShippingRate } from '@shop/shared/order-totals'
import { recordAudit } from '../../audit/audit'
import type { DbHandle } from '../../db/connect'
import { writeTransaction } from '../../db/transaction'
import { conflict, conflictOn, notFound, unprocessable } from '../../errors'
import { addDays, addMinutes, nowIso } from '../../lib/clock'
import type { ServiceContext } from '../../lib/service-context'
import type { ApprovalFlows, HeldLine } from './account-approval-flows'
import { requireAccountRole } from './account-access'
import { mailAccount } from './account-mail'
import * as repo from './account-approvals.repository'
import { claimAccountCredit, invoiceOrder, type AccountClaim } from './pay-on-account'

// Spending limits and approvals (docs/decisions/0139-clinic-teams-members-roles-and-invitations.md):
// an order on account over a Buyer's limit or tripping one of the owner's rules is not refused but
// waits, its prices held and its stock reserved, until an Approver decides. Every step is audited
// on the business account as the customer's own, naming who made it.

/** What re-totals a waiting order's lines after an Approver's change, and where it goes. */
export interface HeldTerms {
  coupon: (CouponTerms & { id: number; code: string }) | null
  shippingRate: ShippingRate | null
  taxRateBp: number
  pickup: boolean
  shippingAddress: string | null
  billingAddress: string | null
  pickupAddress: string | null
  shipsWithOrderId: number | null
}

/** How a waiting order is named to people before it has an order number. */
export const approvalReference = (id: number) => `AP-${id}`

const name = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim()
const units = (lines: readonly HeldLine[]) =>
  lines.map((l) => ({ productId: l.productId, qty: l.qty * (l.pack?.unitsPerPack ?? 1) }))

async function audit(
  trx: DbHandle,
  action: string,
  accountId: number,
  byUserId: number | null,
  after: object,
  before: object | null = null,
) {
  // The customer's step (no staff member), naming who made it.
  await recordAudit(trx, null, {
    action,
    entity: 'business_account',
    entityId: accountId,
    before,
    after: { ...after, by_user_id: byUserId },
  })
}

function ruleText(
  r: { kind: string; amount_cents: number | null; user_id: number | null },
  people: Map<number, string>,
) {
  if (r.kind === 'above_amount') return `Orders above ${formatMoney(r.amount_cents ?? 0)}`
  if (r.kind === 'member') return `Orders by ${people.get(r.user_id ?? 0) ?? 'a former member'}`
  return 'Orders with professional-only items'
}

// --- The owner's limits and rules -------------------------------------------------------------

export async function approvalSettings(ctx: ServiceContext, userId: number): Promise<ApprovalSettings> {
  const k = ctx.db.kysely
  const { account } = await requireAccountRole(k, userId, 'manage_members')
  return settingsOf(k, account.id)
}

async function settingsOf(k: DbHandle, accountId: number): Promise<ApprovalSettings> {
  const [rules, buyers, people] = await Promise.all([
    repo.findRules(k, accountId),
    repo.findBuyers(k, accountId),
    repo.findMemberNames(k, accountId),
  ])
  const names = new Map(people.map((p) => [p.user_id, name(p)]))
  return {
    rules: rules.map((r) => ({
      id: r.id,
      kind: r.kind as ApprovalRuleKind,
      amount_cents: r.amount_cents,
      user_id: r.user_id,
      text: ruleText(r, names),
    })),
    buyers: buyers.map((b) => ({
      user_id: b.user_id,
      name: name(b),
      email: b.email,
      order_limit_cents: b.order_limit_cents,
      monthly_limit_cents: b.monthly_limit_cents,
    })),
  }
}

/** The owner sets a Buyer's per-order and monthly limits (null: none). */
export async function setLimits(ctx: ServiceContext, userId: number, memberId: number, body: MemberLimits) {
  const k = ctx.db.kysely
  const { account } = await requireAccountRole(k, userId, 'manage_members')
  await writeTransaction(ctx.db, async (trx) => {
    const before = await repo.findMemberLimits(trx, account.id, memberId)
    if (!before) throw notFound('This person is not a member of your team.')
    if (before.role !== 'buyer') {
      throw conflictOn('Spending limits are for Buyers.', { id: ['Spending limits are for Buyers.'] })
    }
    await repo.setMemberLimits(trx, account.id, memberId, body, nowIso())
    await audit(
      trx,
      'business_account.member_limits',
      account.id,
      userId,
      { user_id: memberId, ...body },
      {
        order_limit_cents: before.order_limit_cents,
        monthly_limit_cents: before.monthly_limit_cents,
      },
    )
  })
  return settingsOf(k, account.id)
}

export async function addRule(ctx: ServiceContext, userId: number, body: NewApprovalRule) {
  const k = ctx.db.kysely
  const { account } = await requireAccountRole(k, userId, 'manage_members')
  const rule = {
    kind: body.kind,
    amount_cents: body.kind === 'above_amount' ? body.amount_cents : null,
    user_id: body.kind === 'member' ? body.user_id : null,
  }
  await writeTransaction(ctx.db, async (trx) => {
    if (rule.user_id !== null && !(await repo.findMemberLimits(trx, account.id, rule.user_id))) {
      throw unprocessable('This person is not a member of your team.', {
        user_id: ['This person is not a member of your team.'],
      })
    }
    const id = await repo.insertRule(trx, {
      account_id: account.id,
      ...rule,
      created_by: userId,
      created_at: nowIso(),
    })
    await audit(trx, 'business_account.approval_rule_add', account.id, userId, { rule_id: id, ...rule })
  })
  return settingsOf(k, account.id)
}

export async function removeRule(ctx: ServiceContext, userId: number, ruleId: number) {
  const k = ctx.db.kysely
  const { account } = await requireAccountRole(k, userId, 'manage_members')
  await writeTransaction(ctx.db, async (trx) => {
    const rule = await repo.findRule(trx, account.id, ruleId)
    if (!rule || !(await repo.deleteRule(trx, account.id, ruleId)))
      throw notFound('This rule is not one of your account.')
    await audit(trx, 'business_account.approval_rule_remove', account.id, userId, { rule_id: ruleId }, rule)
  })
  return settingsOf(k, account.id)
}

// --- Checkout: does this order wait? -----------------------------------------------------------

/**
 * Why this order on account must wait for approval (empty: place it now), read in checkout's
 * transaction after the account's row is locked, so the month's spending is counted one order at a time.
 */
export async function approvalNeeded(
  trx: DbHandle,
  claim: AccountClaim,
  o: { totalCents: number; hasProfessionalItems: boolean; now: string; timeZone: string },
): Promise<ApprovalReason[]> {
  if (claim.role === 'owner') return []
  const [limits, rules, spent] = await Promise.all([
    repo.findMemberLimits(trx, claim.accountId, claim.orderedBy),
    repo.findRules(trx, claim.accountId),
    repo.spentOnAccountSince(trx, claim.accountId, claim.orderedBy, shopMonthStart(o.now, o.timeZone)),
  ])
  return approvalReasons({
    role: claim.role,
    userId: claim.orderedBy,
    orderCents: o.totalCents,
    limits: limits ?? null,
    spentThisMonthCents: spent,
    rules: rules.map((r) => ({ ...r, kind: r.kind as ApprovalRuleKind })),
    hasProfessionalItems: o.hasProfessionalItems,
  })
}

/**
 * Stores the order as waiting, in checkout's transaction: its priced lines and terms (the prices it
 * keeps for PRICE_HOLD_DAYS) and its stock reserved for the shop's hours. A pre-order holds no stock.
 */
export async function holdForApproval(
  trx: DbHandle,
  flows: ApprovalFlows,
  claim: AccountClaim,
  w: {
    kind: 'payment' | 'preorder'
    lines: readonly HeldLine[]
    terms: HeldTerms
    reasons: readonly ApprovalReason[]
    totalCents: number
    now: string
    stockHoldHours: number
    /** Checkout's Idempotency-Key and its body's hash: a retry finds this wait. */
    idempotency: { key: string; bodyHash: string } | null
  },
): Promise<AwaitingApproval> {
  const pricesHeldUntil = addDays(w.now, PRICE_HOLD_DAYS)
  const stockHeldUntil = addMinutes(w.now, w.stockHoldHours * 60)
  const id = await repo.insertApproval(trx, {
    account_id: claim.accountId,
    user_id: claim.orderedBy,
    status: 'awaiting',
    kind: w.kind,
    po_number: claim.poNumber,
    lines: JSON.stringify(w.lines),
    terms: JSON.stringify(w.terms),
    reasons: JSON.stringify(w.reasons),
    total_cents: w.totalCents,
    prices_held_until: pricesHeldUntil,
    stock_held_until: stockHeldUntil,
    stock_released_at: w.kind === 'preorder' ? w.now : null,
    idempotency_key: w.idempotency?.key ?? null,
    idempotency_body_hash: w.idempotency?.bodyHash ?? null,
    created_at: w.now,
    updated_at: w.now,
  })
  if (w.kind === 'payment') await flows.holdStock(trx, units(w.lines))
  await audit(trx, 'business_account.order_awaiting_approval', claim.accountId, claim.orderedBy, {
    approval_id: id,
    total_cents: w.totalCents,
    reasons: w.reasons,
  })
  return awaitingAnswer({
    id,
    total_cents: w.totalCents,
    reasons: w.reasons,
    prices_held_until: pricesHeldUntil,
    stock_held_until: stockHeldUntil,
  })
}

function awaitingAnswer(a: {
  id: number
  total_cents: number
  reasons: readonly ApprovalReason[]
  prices_held_until: string
  stock_held_until: string
}): AwaitingApproval {
  return {
    data: {
      status: 'awaiting_approval',
      orderNumber: approvalReference(a.id),
      approvalId: a.id,
      total: toDollars(a.total_cents),
      reasons: a.reasons.map(approvalReasonText),
      pricesHeldUntil: a.prices_held_until,
      stockHeldUntil: a.stock_held_until,
    },
  }
}

/**
 * What checkout answered when this Idempotency-Key made a wait: the same answer again, 'reused' for
 * a different body under the key, or null when the key made no wait.
 */
export async function earlierWait(
  k: DbHandle,
  userId: number,
  idempotency: { key: string; bodyHash: string },
): Promise<AwaitingApproval | 'reused' | null> {
  const a = await repo.findByIdempotencyKey(k, userId, idempotency.key)
  if (!a) return null
  if (a.idempotency_body_hash && a.idempotency_body_hash !== idempotency.bodyHash) return 'reused'
  return awaitingAnswer({ ...a, reasons: JSON.parse(a.reasons) as ApprovalReason[] })
}

/** Tells the owner and the Approvers of a new waiting order (after checkout's transaction). */
export async function mailApprovers(ctx: ServiceContext, accountId: number, approvalId: number) {
  const k = ctx.db.kysely
  const a = await repo.findApproval(k, accountId, approvalId)
  if (!a) return
  const to = await repo.approverEmails(k, accountId)
  const reasons = (JSON.parse(a.reasons) as ApprovalReason[]).map(approvalReasonText)
  for (const email of to) {
    await mailAccount(ctx, email, `An order of ${formatMoney(a.total_cents)} waits for your approval`, [
      `${name(a)} placed an order of ${formatMoney(a.total_cents)} on account that needs approval:`,
      ...reasons.map((r) => `- ${r}`),
      `Approve, change or reject it: ${ctx.config.publicUrl}/dashboard/business-account/approvals`,
    ])
  }
}

// --- The Approver's queue ----------------------------------------------------------------------

function view(a: repo.ApprovalRow): Approval {
  const lines = JSON.parse(a.lines) as HeldLine[]
  return {
    id: a.id,
    status: a.status as ApprovalStatus,
    ordered_by: name(a),
    ordered_by_email: a.email,
    po_number: a.po_number,
    lines: lines.map((l, i) => ({
      line: i,
      product_id: l.productId,
      name: l.name,
      sku: l.sku,
      qty: l.qty,
      unit_cents: l.unitCents,
      line_total_cents: l.unitCents * l.qty,
    })),
    total_cents: a.total_cents,
    reasons: (JSON.parse(a.reasons) as ApprovalReason[]).map(approvalReasonText),
    prices_held_until: a.prices_held_until,
    stock_held_until: a.stock_held_until,
    stock_released: a.stock_released_at !== null,
    note: a.note,
    order_no: a.order_no ?? null,
    created_at: a.created_at,
  }
}

/** What staff see of an account's approvals: its rules in words and its waiting orders. */
export async function approvalsForStaff(k: DbHandle, accountId: number) {
  const [settings, waiting] = await Promise.all([settingsOf(k, accountId), repo.findWaiting(k, accountId)])
  return { approval_rules: settings.rules.map((r) => r.text), waiting_approvals: waiting.map(view) }
}

/** The account's waiting orders, for its Approvers and owner. */
export async function waitingOrders(ctx: ServiceContext, userId: number): Promise<ApprovalList> {
  const { account } = await requireAccountRole(ctx.db.kysely, userId, 'approve')
  return { items: (await repo.findWaiting(ctx.db.kysely, account.id)).map(view) }
}

/**
 * A person's own orders that wait or waited for approval, with how each ended: theirs even after
 * they leave the team, and none (not 404) for a person who never was on one, as My Orders asks.
 */
export async function myApprovals(ctx: ServiceContext, userId: number): Promise<ApprovalList> {
  return { items: (await repo.findByUser(ctx.db.kysely, userId)).map(view) }
}

const NOT_WAITING = 'This order no longer waits for approval; look at the queue again.'

/** Gives back a wait's held stock, once, whoever gets there first (a decision or the hold's end). */
async function releaseHold(trx: DbHandle, flows: ApprovalFlows, a: repo.ApprovalRow, now: string) {
  if (a.stock_released_at === null && (await repo.markStockReleased(trx, a.id, now))) {
    await flows.releaseStock(trx, units(JSON.parse(a.lines) as HeldLine[]))
  }
}

/**
 * An Approver approves a waiting order, with their changes (quantities, lines removed, a note): one
 * guarded move from awaiting (of two Approvers at once, one wins; the other gets 409), then the
 * order is placed on account for the person who ordered, at the held prices, its credit checked as
 * any order's, in the same transaction.
 */
export async function approve(ctx: ServiceContext, userId: number, id: number, body: ApproveOrder) {
  const k = ctx.db.kysely
  const { account } = await requireAccountRole(k, userId, 'approve')
  const now = nowIso()
  const note = body.note?.trim() || null
  const placed = await writeTransaction(ctx.db, async (trx) => {
    const a = await repo.findApproval(trx, account.id, id)
    if (!a) throw notFound('This order is not waiting on your account.')
    if (a.status === 'awaiting' && a.prices_held_until <= now) {
      throw conflictOn('Its prices were held until it expired; the buyer must order again.', {
        id: ['The held prices have expired.'],
      })
    }
    if (!(await repo.decide(trx, id, { status: 'approved', by: userId, note, now })))
      throw conflict(NOT_WAITING)
    const held = JSON.parse(a.lines) as HeldLine[]
    let lines: HeldLine[]
    try {
      lines = changedLines(held, body.changes)
    } catch (e) {
      const field = (e as Error).message
      throw unprocessable('There is no such line in this order.', {
        [field]: ['There is no such line in this order.'],
      })
    }
    if (!lines.length) {
      const message = 'An approved order needs at least one line; reject it instead.'
      throw unprocessable(message, { changes: [message] })
    }
    lines = lines.map((l) => ({ ...l, lineTotalCents: l.unitCents * l.qty }))
    const terms = JSON.parse(a.terms) as HeldTerms
    const totals = orderTotals({
      subTotalCents: lines.reduce((s, l) => s + l.lineTotalCents, 0),
      coupon: terms.coupon,
      shippingRate: terms.shippingRate,
      pickup: terms.pickup,
      taxRateBp: terms.taxRateBp,
    })
    // The held units go back first: the order then takes its own (the changed quantities) from its lots.
    await releaseHold(trx, ctx.approvalFlows, a, now)
    const today = isoDateIn(now, ctx.config.shop.timeZone)
    const claim = await claimAccountCredit(trx, a.user_id, {
      totalCents: totals.totalCents,
      poNumber: a.po_number,
      today,
    })
    const made = await ctx.approvalFlows.placeOnAccount(
      trx,
      {
        user: { id: a.user_id, email: a.email },
        lines,
        totals,
        coupon: terms.coupon ? { id: terms.coupon.id, code: terms.coupon.code } : null,
        backOrder: a.kind === 'preorder',
        pickup: terms.pickup,
        shippingAddress: terms.shippingAddress,
        billingAddress: terms.billingAddress,
        pickupAddress: terms.pickupAddress,
        shipsWithOrderId: terms.shipsWithOrderId,
      },
      async (order) => {
        await invoiceOrder(trx, claim, { ...order, totalCents: totals.totalCents }, today, now)
      },
      now,
    )
    await repo.setApprovalOrder(trx, id, made.id, JSON.stringify(lines), totals.totalCents)
    await audit(
      trx,
      'business_account.order_approved',
      account.id,
      userId,
      {
        approval_id: id,
        order_no: made.orderNo,
        total_cents: totals.totalCents,
        changes: body.changes,
        note,
      },
      { status: 'awaiting', total_cents: a.total_cents },
    )
    return { a, orderNo: made.orderNo, totalCents: totals.totalCents }
  })
  ctx.documents?.wake()
  await mailAccount(ctx, placed.a.email, `Your order ${placed.orderNo} was approved`, [
    `Your order on account was approved and placed as order ${placed.orderNo}, ${formatMoney(placed.totalCents)}.`,
    ...(placed.totalCents !== placed.a.total_cents
      ? [`The Approver changed it (it was ${formatMoney(placed.a.total_cents)}).`]
      : []),
    ...(note ? [`Their note: ${note}`] : []),
  ])
  const after = await repo.findApproval(k, account.id, id)
  return view(after!)
}

/** An Approver rejects a waiting order with a reason: its held stock goes back and the buyer is told. */
export async function reject(ctx: ServiceContext, userId: number, id: number, reason: string) {
  const k = ctx.db.kysely
  const { account } = await requireAccountRole(k, userId, 'approve')
  const now = nowIso()
  const a = await writeTransaction(ctx.db, async (trx) => {
    const a = await repo.findApproval(trx, account.id, id)
    if (!a) throw notFound('This order is not waiting on your account.')
    if (!(await repo.decide(trx, id, { status: 'rejected', by: userId, note: reason, now })))
      throw conflict(NOT_WAITING)
    await releaseHold(trx, ctx.approvalFlows, a, now)
    await audit(
      trx,
      'business_account.order_rejected',
      account.id,
      userId,
      { approval_id: id, reason },
      {
        status: 'awaiting',
      },
    )
    return a
  })
  await mailAccount(ctx, a.email, `Your order of ${formatMoney(a.total_cents)} was not approved`, [
    `Your order on account of ${formatMoney(a.total_cents)} was not approved.`,
    `The reason given: ${reason}`,
    'Nothing was charged and the items are no longer reserved for you.',
  ])
  return view((await repo.findApproval(k, account.id, id))!)
}

/**
 * The job's round: a waiting order whose stock hold ended gives its stock back (it waits on, and is
 * placed from the shelf if approved later); one whose held prices ended expires. Each buyer is told.
 */
export async function endApprovalHolds(ctx: ServiceContext, at: Date) {
  const now = at.toISOString()
  const released: number[] = []
  const expired: number[] = []
  for (const row of await repo.findHoldsEnded(ctx.db.kysely, now)) {
    const outcome = await writeTransaction(ctx.db, async (trx) => {
      const a = await repo.findApproval(trx, row.account_id, row.id)
      if (!a || a.status !== 'awaiting') return null
      if (a.prices_held_until <= now) {
        if (!(await repo.decide(trx, a.id, { status: 'expired', by: null, note: null, now }))) return null
        await releaseHold(trx, ctx.approvalFlows, a, now)
        await audit(trx, 'business_account.order_approval_expired', a.account_id, null, { approval_id: a.id })
        return { a, kind: 'expired' as const }
      }
      if (a.stock_released_at !== null || !(await repo.markStockReleased(trx, a.id, now))) return null
      await ctx.approvalFlows.releaseStock(trx, units(JSON.parse(a.lines) as HeldLine[]))
      await audit(trx, 'business_account.order_approval_stock_released', a.account_id, null, {
        approval_id: a.id,
      })
      return { a, kind: 'released' as const }
    })
    if (!outcome) continue
    const { a } = outcome
    if (outcome.kind === 'expired') {
      expired.push(a.id)
      await mailAccount(ctx, a.email, `Your order of ${formatMoney(a.total_cents)} expired before approval`, [
        `Your order on account of ${formatMoney(a.total_cents)} was not approved within ${PRICE_HOLD_DAYS} days, so its prices are no longer held and it was not placed.`,
        'Nothing was charged. Order again if you still need the items.',
      ])
    } else {
      released.push(a.id)
      await mailAccount(
        ctx,
        a.email,
        `Your order of ${formatMoney(a.total_cents)} still waits for approval`,
        [
          `Your order on account of ${formatMoney(a.total_cents)} has not been approved yet, so its items are no longer reserved for you.`,
          `It still waits, at its prices, until ${a.prices_held_until.slice(0, 10)}; once approved it is placed from the stock left then.`,
        ],
      )
    }
  }
  return { released, expired }
}
