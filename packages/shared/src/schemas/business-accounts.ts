import { ApprovalSchema } from './business-account-approvals'
import { z } from 'zod'
import {
  ACCOUNT_TERMS_DAYS,
  BUSINESS_ACCOUNT_STATUSES,
  INVOICE_STATUSES,
  type AccountTermsDays,
} from '../business-account'
import { ACCOUNT_ROLES } from '../business-account-roles'
import { TeamMemberSchema } from './business-account-team'
import { optionalText, requiredEmail, requiredText } from './account'
import { calendarDateSchema } from './admin/common'

/*
 * Business accounts and pay on account (docs/decisions/0112-business-accounts-and-pay-on-account.md):
 * the customer's application, invoices and statement, and the back office's review and payments.
 */

/** The most a purchase-order number may be. */
export const PO_NUMBER_MAX_LENGTH = 40

export const BusinessAccountApplicationSchema = z
  .object({
    practice_name: requiredText('Practice name', 150),
    billing_email: requiredEmail('Billing e-mail'),
    billing_address: requiredText('Billing address', 400, { multiLine: true }),
  })
  .strict()
export type BusinessAccountApplication = z.infer<typeof BusinessAccountApplicationSchema>

export const BusinessAccountSchema = z.object({
  id: z.number(),
  status: z.enum(BUSINESS_ACCOUNT_STATUSES),
  practice_name: z.string(),
  billing_email: z.string(),
  billing_address: z.string(),
  terms_days: z.number(),
  credit_limit_cents: z.number(),
  po_required: z.boolean(),
  /** Why staff rejected or suspended the account. */
  staff_note: z.string().nullable(),
  /** What open invoices still owe, and what remains of the limit. */
  owed_cents: z.number(),
  credit_available_cents: z.number(),
  overdue: z.boolean(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
})
export type BusinessAccount = z.infer<typeof BusinessAccountSchema>

export const AccountInvoiceSchema = z.object({
  id: z.number(),
  invoice_no: z.string(),
  order_no: z.string(),
  amount_cents: z.number(),
  paid_cents: z.number(),
  outstanding_cents: z.number(),
  po_number: z.string().nullable(),
  terms_days: z.number(),
  issued_on: z.string(),
  due_on: z.string(),
  status: z.enum(INVOICE_STATUSES),
  overdue: z.boolean(),
  /** Who placed the order: the owner or a member of the account's team. */
  ordered_by: z.string(),
})
export type AccountInvoice = z.infer<typeof AccountInvoiceSchema>

export const StatementSchema = z.object({
  from: z.string(),
  to: z.string(),
  opening_balance_cents: z.number(),
  lines: z.array(
    z.object({
      date: z.string(),
      description: z.string(),
      amount_cents: z.number(),
      balance_cents: z.number(),
    }),
  ),
  closing_balance_cents: z.number(),
})

/** GET /api/customer/business-account: the account (null before applying), its invoices and statement. */
/** An invoice as its practice sees it: with a short-lived signed link to its PDF (null before it is written). */
export const CustomerAccountInvoiceSchema = AccountInvoiceSchema.extend({
  invoice_pdf: z.string().nullable(),
})
export type CustomerAccountInvoice = z.infer<typeof CustomerAccountInvoiceSchema>

export const CustomerBusinessAccountSchema = z.object({
  account: BusinessAccountSchema.nullable(),
  /** The signed-in person's role on the account: owner, or a member's role; null without one. */
  role: z.enum(ACCOUNT_ROLES).nullable(),
  invoices: z.array(CustomerAccountInvoiceSchema),
  statement: StatementSchema.nullable(),
})
export type CustomerBusinessAccount = z.infer<typeof CustomerBusinessAccountSchema>

export const StatementQuerySchema = z
  .object({ from: calendarDateSchema('from').optional(), to: calendarDateSchema('to').optional() })
  .strict()

/** The statement page's period: both days, the first not after the last (the server refuses it too). */
export const StatementPeriodSchema = z
  .object({ from: calendarDateSchema('From'), to: calendarDateSchema('To') })
  .refine((p) => p.from <= p.to, { path: ['from'], message: 'The statement must start before it ends.' })

/** At checkout: pay on account instead of by card, with the practice's purchase-order number. */
export const PayOnAccountSchema = z
  .object({
    poNumber: optionalText('Purchase-order number', PO_NUMBER_MAX_LENGTH).transform((v) => v ?? null),
  })
  .strict()

// Back office

export const AdminBusinessAccountSchema = BusinessAccountSchema.extend({
  user_id: z.number(),
  customer_name: z.string(),
  customer_email: z.string(),
  reviewed_by: z.string().nullable(),
  /** The account's team (the owner, members and waiting invitations): on one account's view only. */
  members: z.array(TeamMemberSchema).optional(),
  /** The account's approval rules in words, and its orders waiting for approval: on one account's view only. */
  approval_rules: z.array(z.string()).optional(),
  waiting_approvals: z.array(ApprovalSchema).optional(),
})
export type AdminBusinessAccount = z.infer<typeof AdminBusinessAccountSchema>

export const AdminBusinessAccountsQuerySchema = z
  .object({
    status: z
      .enum(BUSINESS_ACCOUNT_STATUSES, {
        error: `status must be one of ${BUSINESS_ACCOUNT_STATUSES.join(', ')}`,
      })
      .optional(),
  })
  .strict()
export const AdminBusinessAccountsSchema = z.object({ items: z.array(AdminBusinessAccountSchema) })

/**
 * The most a credit limit may be (cents): US $50,000, far above a practice's month of supplies, so
 * a slipped digit cannot open a line of credit the shop never meant to give.
 */
export const CREDIT_LIMIT_MAX_CENTS = 5_000_000

export const ApproveBusinessAccountSchema = z
  .object({
    terms_days: z.union(
      ACCOUNT_TERMS_DAYS.map((d) => z.literal(d)) as [
        z.ZodLiteral<AccountTermsDays>,
        ...z.ZodLiteral<AccountTermsDays>[],
      ],
      { error: `Terms must be one of ${ACCOUNT_TERMS_DAYS.join(', ')} days` },
    ),
    credit_limit_cents: z
      .number({ error: 'Credit limit must be a number of cents' })
      .int('Credit limit must be whole cents')
      .min(1, 'Credit limit must be more than zero')
      .max(CREDIT_LIMIT_MAX_CENTS, 'Credit limit must be at most US $50,000.00'),
    po_required: z.boolean({ error: 'po_required must be true or false' }),
  })
  .strict()
export type ApproveBusinessAccount = z.infer<typeof ApproveBusinessAccountSchema>

export const BusinessAccountReasonSchema = z
  .object({ reason: requiredText('Reason', 1000, { multiLine: true }) })
  .strict()

export const AdminInvoiceSchema = AccountInvoiceSchema.extend({
  account_id: z.number(),
  practice_name: z.string(),
  payments: z.array(
    z.object({
      id: z.number(),
      amount_cents: z.number(),
      reference: z.string(),
      received_on: z.string(),
      recorded_by: z.string().nullable(),
    }),
  ),
})
export type AdminInvoice = z.infer<typeof AdminInvoiceSchema>

export const AdminInvoicesQuerySchema = z
  .object({
    status: z
      .enum(INVOICE_STATUSES, { error: `status must be one of ${INVOICE_STATUSES.join(', ')}` })
      .optional(),
    account_id: z.coerce.number().int().positive().optional(),
  })
  .strict()
export const AdminInvoicesSchema = z.object({ items: z.array(AdminInvoiceSchema) })

export const RecordPaymentSchema = z
  .object({
    amount_cents: z
      .number({ error: 'Amount must be a number of cents' })
      .int('Amount must be whole cents')
      .min(1, 'Amount must be more than zero'),
    reference: requiredText('Reference', 100),
    // Not after today, nor before the invoice was issued: checked against the invoice by the service.
    received_on: calendarDateSchema('Received on'),
  })
  .strict()
export type RecordPayment = z.infer<typeof RecordPaymentSchema>
