import { z } from 'zod'
import { APPROVAL_RULE_KINDS, APPROVAL_STATUSES } from '../account-approvals'
import { IdParamSchema } from './catalogue'

/*
 * Spending limits and approvals of clinic teams
 * (docs/decisions/0139-clinic-teams-members-roles-and-invitations.md): a Buyer's limits and the
 * account's rules (the owner's), and the queue of orders waiting for an Approver.
 */

const cents = (what: string) =>
  z
    .number({ error: `${what} must be a whole number of cents` })
    .int({ error: `${what} must be a whole number of cents` })
    .min(1, { error: `${what} must be more than 0` })
    .max(100_000_000, { error: `${what} is too large` })

/** A Buyer's limits; null removes one. */
export const MemberLimitsSchema = z
  .object({
    order_limit_cents: cents('Order limit').nullable(),
    monthly_limit_cents: cents('Monthly limit').nullable(),
  })
  .strict()
export type MemberLimits = z.infer<typeof MemberLimitsSchema>

/** A new approval rule: above an amount, a member's orders, or orders with professional-only items. */
export const NewApprovalRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('above_amount'), amount_cents: cents('Amount') }).strict(),
    z.object({ kind: z.literal('member'), user_id: IdParamSchema }).strict(),
    z.object({ kind: z.literal('professional') }).strict(),
  ],
  { error: `Kind must be one of ${APPROVAL_RULE_KINDS.join(', ')}` },
)
export type NewApprovalRule = z.infer<typeof NewApprovalRuleSchema>

export const ApprovalSettingsSchema = z.object({
  rules: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(APPROVAL_RULE_KINDS),
      amount_cents: z.number().nullable(),
      user_id: z.number().nullable(),
      /** The rule in words. */
      text: z.string(),
    }),
  ),
  /** Every Buyer with their limits (null: none). */
  buyers: z.array(
    z.object({
      user_id: z.number(),
      name: z.string(),
      email: z.string(),
      order_limit_cents: z.number().nullable(),
      monthly_limit_cents: z.number().nullable(),
    }),
  ),
})
export type ApprovalSettings = z.infer<typeof ApprovalSettingsSchema>

export const ApprovalSchema = z.object({
  id: z.number(),
  status: z.enum(APPROVAL_STATUSES),
  ordered_by: z.string(),
  ordered_by_email: z.string(),
  po_number: z.string().nullable(),
  lines: z.array(
    z.object({
      line: z.number(),
      product_id: z.number(),
      name: z.string(),
      sku: z.string(),
      qty: z.number(),
      unit_cents: z.number(),
      line_total_cents: z.number(),
    }),
  ),
  total_cents: z.number(),
  /** Why it waits, in words. */
  reasons: z.array(z.string()),
  prices_held_until: z.string(),
  stock_held_until: z.string(),
  stock_released: z.boolean(),
  note: z.string().nullable(),
  order_no: z.string().nullable(),
  created_at: z.string(),
})
export type Approval = z.infer<typeof ApprovalSchema>

export const ApprovalListSchema = z.object({ items: z.array(ApprovalSchema) })
export type ApprovalList = z.infer<typeof ApprovalListSchema>

/** Approving, with the Approver's changes: a new quantity per line (0 removes it) and a note. */
export const ApproveOrderSchema = z
  .object({
    changes: z
      .array(
        z
          .object({
            line: z.number().int().min(0),
            qty: z.number({ error: 'Quantity must be a number' }).int().min(0).max(9999),
          })
          .strict(),
      )
      .max(200)
      .default([]),
    note: z.string().trim().max(500).optional(),
  })
  .strict()
export type ApproveOrder = z.infer<typeof ApproveOrderSchema>

export const RejectOrderSchema = z
  .object({
    reason: z
      .string({ error: 'Reason is required' })
      .trim()
      .min(1, { error: 'Reason is required' })
      .max(500, { error: 'Reason is too long' }),
  })
  .strict()
export type RejectOrder = z.infer<typeof RejectOrderSchema>

export const ApprovalIdParamsSchema = z.object({ id: IdParamSchema }).strict()

/** Checkout's answer (202) when an order on account waits for approval instead of being placed. */
export const AwaitingApprovalSchema = z.object({
  data: z.object({
    status: z.literal('awaiting_approval'),
    /** The waiting order's reference (AP-<id>); it gets an order number once approved. */
    orderNumber: z.string(),
    approvalId: z.number(),
    total: z.number(),
    reasons: z.array(z.string()),
    pricesHeldUntil: z.string(),
    stockHeldUntil: z.string(),
  }),
})
export type AwaitingApproval = z.infer<typeof AwaitingApprovalSchema>
