import { z } from 'zod'

/** GET /api/admin/dashboard: the figures of the back office's first screen. */
export const DashboardSchema = z.object({
  /**
   * Orders placed and paid today in the shop's time zone (refunded ones too), and what the paid ones
   * took; `date` is that day, for the orders list filtered the same way (payment=placed, from, to).
   */
  today: z.object({ date: z.string(), orders: z.number(), revenue_cents: z.number() }),
  /** Paid orders waiting, per fulfilment status that still needs work. */
  orders_waiting: z.array(z.object({ status: z.string(), count: z.number() })),
  low_stock: z.array(
    z.object({ product_id: z.number(), product_name: z.string(), sku: z.string(), stock: z.number() }),
  ),
  lots_expiring: z.array(
    z.object({
      lot_id: z.number(),
      product_id: z.number(),
      product_name: z.string(),
      lot_number: z.string(),
      expiry_date: z.string(),
      quantity: z.number(),
    }),
  ),
  subscriptions_due_this_week: z.number(),
  failed_renewals: z.number(),
  unanswered_contact_messages: z.number(),
  pre_orders_ready: z.number(),
  /** Returns asking for a decision, and returns received and waiting for their refund. */
  returns_to_decide: z.number(),
  returns_to_refund: z.number(),
  /** Licence applications waiting for an owner's review. */
  licence_applications_pending: z.number(),
  business_accounts_pending: z.number(),
  /** Open recalls with at least one customer who has not answered. */
  recalls_awaiting_answers: z.number(),
  /** Customers' requests that the shop collect and replace recalled units, not collected yet. */
  recall_collections_waiting: z.number(),
})
export type Dashboard = z.infer<typeof DashboardSchema>
/** The dashboard lists at most this many low-stock products and expiring lots. */
export const DASHBOARD_LIST_LIMIT = 20
export const EXPIRY_WARNING_DAYS = 90
