import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Each table is written by its own domain, through its repository (docs/architecture.md, "Floors"):
// a domain that needs another's table changed calls that domain, or a flow does. This reads every
// repository of the server and names each write of a table another domain owns.

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Who writes each table: a domain folder, or the floor under the domains for the app's own records. */
const OWNERS: Record<string, string> = {
  users: 'account',
  auth_tokens: 'account',
  password_resets: 'account',
  login_codes: 'account',
  addresses: 'account',
  contact_messages: 'account',
  categories: 'catalogue',
  brands: 'catalogue',
  products: 'catalogue',
  product_images: 'catalogue',
  product_subscriptions: 'catalogue',
  product_packs: 'catalogue',
  promos: 'catalogue',
  reviews: 'reviews',
  wishlists: 'wishlist',
  coupons: 'checkout',
  shipping_rates: 'checkout',
  tax_rates: 'checkout',
  orders: 'orders',
  order_items: 'orders',
  order_tracking: 'orders',
  coupon_redemptions: 'orders',
  order_documents_due: 'orders',
  subscriptions: 'subscriptions',
  subscription_renewals: 'subscriptions',
  newsletter_signups: 'newsletter',
  sandbox_tokens: 'payments',
  sandbox_payments: 'payments',
  sandbox_refunds: 'payments',
  sandbox_intents: 'payments',
  payment_events: 'payments',
  payment_methods: 'payments',
  stock_lots: 'stock',
  order_item_lots: 'stock',
  stock_adjustments: 'stock',
  back_in_stock_requests: 'stock',
  customer_carts: 'cart',
  customer_cart_lines: 'cart',
  reorder_lists: 'lists',
  reorder_list_items: 'lists',
  price_lists: 'price-lists',
  price_list_prices: 'price-lists',
  business_account_price_lists: 'price-lists',
  professional_accounts: 'professional',
  professional_applications: 'professional',
  recalls: 'recalls',
  recall_lots: 'recalls',
  recall_notices: 'recalls',
  returns: 'returns',
  return_lines: 'returns',
  return_receipts: 'returns',
  return_photos: 'returns',
  store_credit_accounts: 'store-credit',
  store_credit_entries: 'store-credit',
  business_accounts: 'business-accounts',
  account_invoices: 'business-accounts',
  account_payments: 'business-accounts',
  business_account_members: 'business-accounts',
  business_account_invitations: 'business-accounts',
  account_approval_rules: 'business-accounts',
  account_order_approvals: 'business-accounts',
  staff: 'staff',
  staff_tokens: 'staff',
  accounting_exports: 'accounting',
  accounting_export_log: 'accounting',
  consents: 'privacy',
  privacy_requests: 'privacy',
  // Below every domain: the job runners, the mail outbox, the audit log, the owner's settings and
  // what the database's triggers keep.
  scheduled_jobs: 'jobs',
  mail_outbox: 'mail',
  audit_log: 'audit',
  shop_settings: 'settings',
  catalogue_version: 'db',
  stock_changes: 'db',
}

/** Writes of another domain's table that stay, each with its reason: `file table`. */
const EXCEPTIONS: Record<string, string> = {
  'domains/stock/lots.repository.ts products':
    "stock owns the units on a product's row (quantity, quantity_used, the shelf expiry); catalogue the rest",
  'domains/stock/stock-units.repository.ts products':
    "stock owns the units on a product's row (quantity, quantity_used), taken and given back under its guard",
  'domains/reviews/reviews.repository.ts products':
    "a product's rating (rating_tenths) is the reviews', kept in each review's transaction; catalogue imports reviews, so reviews cannot call catalogue",
  'domains/catalogue/catalogue.admin.repository.ts wishlists':
    "a deleted product's wish-list entries go in its transaction; wishlist imports catalogue, so catalogue cannot call wishlist",
}

function repositories(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return repositories(path)
    return name.endsWith('.repository.ts') ? [path] : []
  })
}

/** The folder that owns a repository: its domain, or its top folder (settings/...). */
function ownerOf(file: string): string {
  const parts = relative(SRC, file).split(/[\\/]/)
  return parts[0] === 'domains' ? parts[1]! : parts[0]!
}

/** Each table a source writes: Kysely's insertInto/updateTable/deleteFrom, and raw SQL writes. */
export function tablesWritten(text: string): string[] {
  const tables: string[] = []
  for (const m of text.matchAll(/\.(insertInto|updateTable|deleteFrom)\(\s*([^)]*?)\s*[),]/g)) {
    const literal = /^['"`](\w+)(?:\s+as\s+\w+)?['"`]$/.exec(m[2]!)
    // A table named by a variable cannot be checked: name it as a literal.
    tables.push(literal ? literal[1]! : `<${m[2]}>`)
  }
  for (const m of text.matchAll(/\bsql(?:<[^>]*>)?`([^`]*)`/g)) {
    for (const w of m[1]!.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi)) {
      if (w[1]! in OWNERS) tables.push(w[1]!)
    }
  }
  return tables
}

describe('table writers', () => {
  it('each repository writes only its own domain’s tables, but for the named exceptions', () => {
    const found: string[] = []
    const used = new Set<string>()
    for (const file of repositories(SRC)) {
      const rel = relative(SRC, file).replace(/\\/g, '/')
      const writer = ownerOf(file)
      for (const table of new Set(tablesWritten(readFileSync(file, 'utf8')))) {
        const owner = OWNERS[table]
        if (owner === writer) continue
        const key = `${rel} ${table}`
        if (EXCEPTIONS[key]) {
          used.add(key)
          continue
        }
        found.push(
          owner
            ? `${rel} writes ${table}, which ${owner} owns`
            : `${rel} writes ${table}, which has no owner here`,
        )
      }
    }
    expect(found).toEqual([])
    // An exception nothing needs any more goes.
    expect(Object.keys(EXCEPTIONS).filter((k) => !used.has(k))).toEqual([])
  })

  it('reads Kysely writes, aliases, tables named by a variable and raw SQL writes', () => {
    expect(
      tablesWritten(
        "k.updateTable('orders').set({}); k.insertInto(\n  'users as u',\n); k.deleteFrom(table); sql`UPDATE coupons SET x = 1`; sql`select 1 from reviews`",
      ),
    ).toEqual(['orders', 'users', '<table>', 'coupons'])
  })
})
