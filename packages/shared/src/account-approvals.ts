/*
 * Spending limits and approval rules of a business account
 * (docs/decisions/0139-clinic-teams-members-roles-and-invitations.md): whether an order on account
 * waits for an Approver, and why. One pure rule, read by the server at checkout and by the screens.
 */
import { formatMoney, isoDateIn } from './format'

/** How long an order waiting for approval keeps the prices it was placed at. */
export const PRICE_HOLD_DAYS = 7
/** How long its stock stays reserved unless the shop sets another number of hours. */
export const DEFAULT_STOCK_HOLD_HOURS = 48

export const APPROVAL_RULE_KINDS = ['above_amount', 'member', 'professional'] as const
export type ApprovalRuleKind = (typeof APPROVAL_RULE_KINDS)[number]

/** An order waiting is approved or rejected by an Approver, or expires with its held prices. */
export const APPROVAL_STATUSES = ['awaiting', 'approved', 'rejected', 'expired'] as const
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number]

export interface ApprovalRule {
  kind: ApprovalRuleKind
  /** above_amount: an order total above this waits. */
  amount_cents: number | null
  /** member: this person's orders wait. */
  user_id: number | null
}

export interface BuyerLimits {
  order_limit_cents: number | null
  monthly_limit_cents: number | null
}

/** Why an order waits: a Buyer's limit or one of the account's rules. */
export type ApprovalReason =
  | { kind: 'order_limit'; limit_cents: number }
  | { kind: 'monthly_limit'; limit_cents: number; spent_cents: number }
  | { kind: 'above_amount'; amount_cents: number }
  | { kind: 'member' }
  | { kind: 'professional' }

export interface ApprovalCheck {
  /** The ordering person's role: the owner's orders never wait. */
  role: 'owner' | 'approver' | 'buyer' | 'finance'
  userId: number
  orderCents: number
  /** The Buyer's limits (only a Buyer's limits count). */
  limits: BuyerLimits | null
  /** What the person's orders placed or approved on the account this shop month add up to. */
  spentThisMonthCents: number
  rules: readonly ApprovalRule[]
  hasProfessionalItems: boolean
}

/**
 * Every reason this order on account must wait for approval; empty when it may be placed at once.
 * A limit is a ceiling: an order exactly at it passes.
 */
export function approvalReasons(c: ApprovalCheck): ApprovalReason[] {
  if (c.role === 'owner') return []
  const reasons: ApprovalReason[] = []
  const limits = c.role === 'buyer' ? c.limits : null
  if (limits?.order_limit_cents != null && c.orderCents > limits.order_limit_cents) {
    reasons.push({ kind: 'order_limit', limit_cents: limits.order_limit_cents })
  }
  if (
    limits?.monthly_limit_cents != null &&
    c.spentThisMonthCents + c.orderCents > limits.monthly_limit_cents
  ) {
    reasons.push({
      kind: 'monthly_limit',
      limit_cents: limits.monthly_limit_cents,
      spent_cents: c.spentThisMonthCents,
    })
  }
  for (const r of c.rules) {
    if (r.kind === 'above_amount' && r.amount_cents != null && c.orderCents > r.amount_cents) {
      reasons.push({ kind: 'above_amount', amount_cents: r.amount_cents })
    } else if (r.kind === 'member' && r.user_id === c.userId) {
      reasons.push({ kind: 'member' })
    } else if (r.kind === 'professional' && c.hasProfessionalItems) {
      reasons.push({ kind: 'professional' })
    }
  }
  return reasons
}

/** A reason in words, for the Buyer, the Approver's queue and the mail. */
export function approvalReasonText(r: ApprovalReason): string {
  switch (r.kind) {
    case 'order_limit':
      return `Above the buyer's order limit of ${formatMoney(r.limit_cents)}`
    case 'monthly_limit':
      return `Above the buyer's monthly limit of ${formatMoney(r.limit_cents)} (${formatMoney(r.spent_cents)} spent this month)`
    case 'above_amount':
      return `Orders above ${formatMoney(r.amount_cents)} need approval`
    case 'member':
      return "This member's orders need approval"
    case 'professional':
      return 'Orders with professional-only items need approval'
  }
}

/**
 * The first day ('yyyy-mm-01') of the shop's month at `at`, in the shop's time zone: a monthly limit
 * starts again on the 1st there, whatever the clock's zone.
 */
export function shopMonthStart(at: string | Date, timeZone: string): string {
  return `${isoDateIn(at, timeZone).slice(0, 7)}-01`
}

/** A line of a waiting order as an Approver may change it: a new quantity, 0 to remove it. */
export interface ApprovalLineChange {
  line: number
  qty: number
}

/**
 * The lines after an Approver's changes (removed lines dropped); throws a RangeError whose message
 * is the field of the first change that names no line (`changes.<i>.line`).
 */
export function changedLines<L extends { qty: number }>(
  lines: readonly L[],
  changes: readonly ApprovalLineChange[],
): L[] {
  const qty = lines.map((l) => l.qty)
  for (const [i, c] of changes.entries()) {
    if (!Number.isInteger(c.line) || c.line < 0 || c.line >= lines.length) {
      throw new RangeError(`changes.${i}.line`)
    }
    qty[c.line] = c.qty
  }
  return lines.flatMap((l, i) => (qty[i]! > 0 ? [{ ...l, qty: qty[i]! }] : []))
}
