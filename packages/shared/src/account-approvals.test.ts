import { describe, expect, it } from 'vitest'
import { approvalReasons, changedLines, shopMonthStart, type ApprovalCheck } from './account-approvals'

const buyer = (over: Partial<ApprovalCheck> = {}): ApprovalCheck => ({
  role: 'buyer',
  userId: 7,
  orderCents: 60_000,
  limits: { order_limit_cents: 50_000, monthly_limit_cents: null },
  spentThisMonthCents: 0,
  rules: [],
  hasProfessionalItems: false,
  ...over,
})

describe('approvalReasons', () => {
  it('names the order limit a Buyer goes over; at the limit the order passes', () => {
    expect(approvalReasons(buyer())).toEqual([{ kind: 'order_limit', limit_cents: 50_000 }])
    expect(approvalReasons(buyer({ orderCents: 50_000 }))).toEqual([])
  })

  it('counts what the month already spent against the monthly limit', () => {
    const limits = { order_limit_cents: null, monthly_limit_cents: 100_000 }
    expect(approvalReasons(buyer({ limits, orderCents: 40_000, spentThisMonthCents: 60_000 }))).toEqual([])
    expect(approvalReasons(buyer({ limits, orderCents: 40_001, spentThisMonthCents: 60_000 }))).toEqual([
      { kind: 'monthly_limit', limit_cents: 100_000, spent_cents: 60_000 },
    ])
  })

  it("reads limits only for a Buyer, and the owner's orders never wait", () => {
    expect(approvalReasons(buyer({ role: 'approver' }))).toEqual([])
    const rules = [{ kind: 'above_amount' as const, amount_cents: 1, user_id: null }]
    expect(approvalReasons(buyer({ role: 'owner', rules }))).toEqual([])
  })

  it("trips the account's rules: an amount, a member, professional-only items", () => {
    const rules = [
      { kind: 'above_amount' as const, amount_cents: 10_000, user_id: null },
      { kind: 'member' as const, amount_cents: null, user_id: 7 },
      { kind: 'member' as const, amount_cents: null, user_id: 8 },
      { kind: 'professional' as const, amount_cents: null, user_id: null },
    ]
    const c = buyer({ limits: null, orderCents: 5_000, rules })
    expect(approvalReasons(c)).toEqual([{ kind: 'member' }])
    expect(approvalReasons({ ...c, orderCents: 10_001, hasProfessionalItems: true, userId: 9 })).toEqual([
      { kind: 'above_amount', amount_cents: 10_000 },
      { kind: 'professional' },
    ])
  })
})

describe('shopMonthStart', () => {
  it("starts the month on the 1st in the shop's time zone", () => {
    // 1 March 02:00 UTC is still 28 February in Bermuda (UTC-4).
    expect(shopMonthStart('2027-03-01T02:00:00.000Z', 'Atlantic/Bermuda')).toBe('2027-02-01')
    expect(shopMonthStart('2027-03-01T04:00:00.000Z', 'Atlantic/Bermuda')).toBe('2027-03-01')
  })
})

describe('changedLines', () => {
  it('changes quantities and drops removed lines', () => {
    const lines = [{ qty: 2 }, { qty: 3 }]
    expect(
      changedLines(lines, [
        { line: 0, qty: 0 },
        { line: 1, qty: 1 },
      ]),
    ).toEqual([{ qty: 1 }])
    expect(() => changedLines(lines, [{ line: 2, qty: 1 }])).toThrow('changes.0.line')
  })
})
