import { z } from 'zod'
import { adminOptionalText, listQuerySchema, pagedSchema, QueryFlagSchema, SearchQuerySchema } from './common'

/** GET /api/admin/customers: search by name, e-mail or phone. */
export const AdminCustomersQuerySchema = listQuerySchema(
  ['created_at', 'email', 'last_name', 'order_count'],
  'created_at',
)
  .extend({ q: SearchQuerySchema, blocked: QueryFlagSchema })
  .strict()
export type AdminCustomersQuery = z.input<typeof AdminCustomersQuerySchema>

export const AdminCustomerSummarySchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  created_at: z.string(),
  order_count: z.number(),
  blocked: z.boolean(),
})
export const AdminCustomersPageSchema = pagedSchema(AdminCustomerSummarySchema)

export const AdminCustomerDetailSchema = AdminCustomerSummarySchema.extend({
  blocked_at: z.string().nullable(),
  blocked_reason: z.string().nullable(),
  addresses: z.array(
    z.object({
      id: z.number(),
      first_name: z.string(),
      last_name: z.string().nullable(),
      address: z.string().nullable(),
      street: z.string().nullable(),
      city: z.string(),
      zipcode: z.string(),
      country: z.string(),
      phone: z.string().nullable(),
      default_address: z.boolean(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.number(),
      order_no: z.string(),
      created_at: z.string(),
      order_status: z.string(),
      payment_status: z.string(),
      grand_total_cents: z.number(),
    }),
  ),
  subscriptions: z.array(
    z.object({
      id: z.number(),
      subscription_no: z.string(),
      status: z.string(),
      month: z.number(),
      next_date: z.string(),
      grand_total_cents: z.number(),
    }),
  ),
})
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>
export const AdminCustomerResponseSchema = z.object({
  message: z.string().optional(),
  customer: AdminCustomerDetailSchema,
})

/** POST /api/admin/customers/:id/block: a blocked customer cannot sign in, and their sessions end. */
export const BlockCustomerSchema = z
  .object({ reason: adminOptionalText('Reason', 500).transform((v) => v ?? '') })
  .strict()

/** What a blocked customer reads at login (403). */
export const BLOCKED_ACCOUNT_MESSAGE = 'This account is blocked. Please contact the shop.'
