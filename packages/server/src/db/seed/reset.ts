import { sql } from 'kysely'
import type { Db } from '../connect'
import type { Database } from '../schema'

/**
 * Deletion rank of every table: a table is emptied before the tables it references. Typed as a
 * record over all tables, so a table added to schema.ts does not compile until it is ranked here.
 * 'kept': never emptied (the catalogue version only ever rises, or a server process could take
 * an old cached answer for current).
 */
const DELETION_RANK: Record<keyof Database, number | 'kept'> = {
  catalogue_version: 'kept',
  stock_changes: 'kept',
  order_documents_due: 0,
  accounting_export_log: 0,
  consents: 0,
  privacy_requests: 0,
  accounting_exports: 0.1,
  account_payments: 0.1,
  account_invoices: 0.2,
  business_account_members: 0.2,
  business_account_price_lists: 0.2,
  price_list_prices: 0.2,
  price_lists: 0.3,
  business_account_invitations: 0.2,
  account_approval_rules: 0.2,
  account_order_approvals: 0.2,
  business_accounts: 0.3,
  recall_notices: 0.1,
  recall_lots: 0.2,
  recalls: 0.3,
  professional_applications: 0.96,
  professional_accounts: 0.97,
  return_receipts: 0.1,
  return_photos: 0.1,
  return_lines: 0.2,
  store_credit_entries: 0.2,
  returns: 0.3,
  store_credit_accounts: 0.3,
  sandbox_refunds: 0.3,
  sandbox_intents: 0.3,
  payment_events: 0,
  order_item_lots: 0.5,
  stock_adjustments: 0.6,
  back_in_stock_requests: 0.7,
  customer_cart_lines: 0.8,
  customer_carts: 0.9,
  reorder_list_items: 0.92,
  reorder_lists: 0.95,
  coupon_redemptions: 1,
  order_tracking: 2,
  order_items: 3,
  subscription_renewals: 3.5,
  subscriptions: 4,
  payment_methods: 4.5,
  orders: 5,
  wishlists: 6,
  reviews: 7,
  product_subscriptions: 8,
  product_images: 9,
  product_packs: 9.2,
  stock_lots: 9.5,
  products: 10,
  categories: 11,
  brands: 12,
  promos: 13,
  coupons: 14,
  shipping_rates: 15,
  tax_rates: 16,
  addresses: 17,
  auth_tokens: 18,
  password_resets: 19,
  login_codes: 19.5,
  users: 20,
  contact_messages: 21,
  newsletter_signups: 22,
  mail_outbox: 23,
  sandbox_payments: 24,
  sandbox_tokens: 25,
  scheduled_jobs: 26,
  audit_log: 27,
  staff_tokens: 28,
  staff: 29,
  shop_settings: 30,
}

/** Tables keyed by a name or by other tables' ids rather than a serial id: no counter to restart. */
const KEYED_BY_NAME: ReadonlySet<keyof Database> = new Set([
  'shop_settings',
  'customer_carts',
  'professional_accounts',
  'store_credit_accounts',
  // Keyed by the account and the list together.
  'business_account_price_lists',
])

const TABLES_CHILDREN_FIRST = (Object.entries(DELETION_RANK) as [keyof Database, number | 'kept'][])
  .filter((entry): entry is [keyof Database, number] => entry[1] !== 'kept')
  .sort((a, b) => a[1] - b[1])
  .map(([table]) => table)

/** Deletes every row of every table (customers and orders too) and restarts the id counters. */
export async function deleteAllRows(db: Db): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    for (const table of TABLES_CHILDREN_FIRST) await trx.deleteFrom(table).execute()
    if (db.dialect === 'sqlite') {
      await sql`DELETE FROM sqlite_sequence`.execute(trx)
    } else {
      for (const table of TABLES_CHILDREN_FIRST.filter((t) => !KEYED_BY_NAME.has(t))) {
        await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), 1, false)`.execute(trx)
      }
    }
  })
}
