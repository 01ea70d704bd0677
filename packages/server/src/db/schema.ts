import type { ReviewStatus } from '@shop/shared/schemas/reviews'
import type { Generated, Insertable, Selectable, Updateable } from 'kysely'

/**
 * Table interfaces: the only place row shapes appear. Money columns end in `_cents` (integers),
 * timestamps are ISO-8601 text and flags are 0/1 integers, identical on SQLite and PostgreSQL.
 */
export interface Database {
  users: UsersTable
  auth_tokens: AuthTokensTable
  password_resets: PasswordResetsTable
  login_codes: LoginCodesTable
  addresses: AddressesTable
  categories: CategoriesTable
  brands: BrandsTable
  products: ProductsTable
  product_images: ProductImagesTable
  product_subscriptions: ProductSubscriptionsTable
  product_packs: ProductPacksTable
  promos: PromosTable
  reviews: ReviewsTable
  wishlists: WishlistsTable
  coupons: CouponsTable
  coupon_redemptions: CouponRedemptionsTable
  shipping_rates: ShippingRatesTable
  tax_rates: TaxRatesTable
  orders: OrdersTable
  order_items: OrderItemsTable
  order_tracking: OrderTrackingTable
  subscriptions: SubscriptionsTable
  subscription_renewals: SubscriptionRenewalsTable
  scheduled_jobs: ScheduledJobsTable
  sandbox_tokens: SandboxTokensTable
  payment_methods: PaymentMethodsTable
  contact_messages: ContactMessagesTable
  newsletter_signups: NewsletterSignupsTable
  mail_outbox: MailOutboxTable
  sandbox_payments: SandboxPaymentsTable
  catalogue_version: CatalogueVersionTable
  stock_changes: StockChangesTable
  order_documents_due: OrderDocumentsDueTable
  staff: StaffTable
  staff_tokens: StaffTokensTable
  audit_log: AuditLogTable
  shop_settings: ShopSettingsTable
  stock_lots: StockLotsTable
  order_item_lots: OrderItemLotsTable
  stock_adjustments: StockAdjustmentsTable
  back_in_stock_requests: BackInStockRequestsTable
  customer_carts: CustomerCartsTable
  customer_cart_lines: CustomerCartLinesTable
  reorder_lists: ReorderListsTable
  reorder_list_items: ReorderListItemsTable
  professional_accounts: ProfessionalAccountsTable
  professional_applications: ProfessionalApplicationsTable
  recalls: RecallsTable
  recall_lots: RecallLotsTable
  recall_notices: RecallNoticesTable
  returns: ReturnsTable
  return_lines: ReturnLinesTable
  return_receipts: ReturnReceiptsTable
  return_photos: ReturnPhotosTable
  store_credit_accounts: StoreCreditAccountsTable
  store_credit_entries: StoreCreditEntriesTable
  sandbox_refunds: SandboxRefundsTable
  sandbox_intents: SandboxIntentsTable
  payment_events: PaymentEventsTable
  business_accounts: BusinessAccountsTable
  account_invoices: AccountInvoicesTable
  account_payments: AccountPaymentsTable
  accounting_exports: AccountingExportsTable
  accounting_export_log: AccountingExportLogTable
  business_account_members: BusinessAccountMembersTable
  price_lists: PriceListsTable
  price_list_prices: PriceListPricesTable
  business_account_price_lists: BusinessAccountPriceListsTable
  business_account_invitations: BusinessAccountInvitationsTable
  account_approval_rules: AccountApprovalRulesTable
  account_order_approvals: AccountOrderApprovalsTable
  consents: ConsentsTable
  privacy_requests: PrivacyRequestsTable
}

export interface UsersTable {
  id: Generated<number>
  first_name: string
  middle_name: string | null
  last_name: string
  /** Stored lower-cased; unique. */
  email: string
  phone: string
  work_phone: string | null
  home_phone: string | null
  gender: string | null
  dob: string | null
  address: string | null
  street: string | null
  flat_apartment: string | null
  city: string | null
  state: string | null
  zipcode: string | null
  country: string | null
  thumbnail: string | null
  password_hash: string
  created_at: string
  updated_at: string
  /** Set while staff have blocked the customer: no login, no token works. */
  blocked_at: Generated<string | null>
  blocked_reason: Generated<string | null>
  /** 1: the customer chose the forgotten-cart reminder (0 by default). */
  cart_reminders: Generated<number>
}

export interface AuthTokensTable {
  id: Generated<number>
  user_id: number
  /** sha256 of the bearer token; the token itself is never stored. */
  token_hash: string
  created_at: string
  expires_at: string
  last_used_at: string
}

export interface PasswordResetsTable {
  id: Generated<number>
  user_id: number
  code_hash: string
  expires_at: string
  attempts: number
  /** Set once the code is verified: sha256 of the one-time reset token. */
  reset_token_hash: string | null
  reset_token_expires_at: string | null
  used_at: string | null
  created_at: string
}

/** A code mailed for a login from an address closed by the failed-accounts ceiling. */
export interface LoginCodesTable {
  id: Generated<number>
  user_id: number
  code_hash: string
  expires_at: string
  attempts: number
  used_at: string | null
  created_at: string
}

export interface AddressesTable {
  id: Generated<number>
  user_id: number
  first_name: string
  middle_name: string | null
  last_name: string | null
  phone: string | null
  email: string | null
  flat_apartment: string | null
  address: string | null
  street: string | null
  city: string
  state: string | null
  zipcode: string
  country: string
  default_address: number
  created_at: string
  updated_at: string
}

export interface CategoriesTable {
  id: Generated<number>
  name: string
  slug: string
  position: number
}

export interface BrandsTable {
  id: Generated<number>
  name: string
  slug: string
  group_name: string
}

export interface ProductsTable {
  id: Generated<number>
  sku: string
  product_name: string
  product_code: string
  slug: string
  category_id: number
  brand_id: number
  selling_price_cents: number
  /** Null when the product has no discount of its own. */
  discounted_price_cents: number | null
  /** The price it sells at now (discounted, else selling): what listings sort by. */
  price_cents: number
  discount_type: 'percent' | 'fixed' | null
  /** Whole percent, or cents for a fixed discount. */
  discount_value: number
  quantity: number
  quantity_used: number
  unit: string
  weight: string
  thumbnail: string
  thumbnail_name: string
  thumbnail_compress: string
  product_desc: string
  other_desc: string
  expiry_date: string | null
  is_deal: number
  created_at: string
  updated_at: string
  /** Published reviews' average rating in tenths of a star (45 = 4.5), 0 without reviews. */
  rating_tenths: Generated<number>
  /** 0: hidden by staff, absent from the storefront. */
  published: Generated<number>
  /** Days a lot must have left before expiry when it arrives; null: the shop's default. */
  min_shelf_life_days: Generated<number | null>
  /** 1: only verified professionals may buy it (docs/decisions/0100-professional-only-products.md). */
  professional_only: Generated<number>
  /** What shoppers read about the restriction ('Prescription-only medicine'); null: the default wording. */
  professional_label: Generated<string | null>
  /** Quantity price breaks as JSON of cents ([{"minQty":10,"unitCents":920}]); null: none. */
  price_breaks: Generated<string | null>
  /** returnable | unopened_only | damaged_or_wrong_only (shared/returns.ts) */
  returnability: Generated<string>
  /** The base unit stock counts ('glove', 'gloves'); '' for 'piece' (docs/decisions/0114-pack-sizes.md). */
  base_unit: Generated<string>
  base_unit_plural: Generated<string>
}

/** A pack of a product's base unit, sold at its own price under its own code. */
export interface ProductPacksTable {
  id: Generated<number>
  product_id: number
  code: string
  label: string
  units_per_pack: number
  price_cents: number
}

export interface ProductImagesTable {
  id: Generated<number>
  product_id: number
  url: string
  image_name: string
  name: string
  compress_image: string
  position: number
}

export interface ProductSubscriptionsTable {
  id: Generated<number>
  product_id: number
  months: number
  /** Whole percent off the selling price. */
  discount: number
}

export interface PromosTable {
  id: Generated<number>
  title: string
  brief: string
  url: string
  link_text: string
  active: number
}

export interface ReviewsTable {
  id: Generated<number>
  product_id: number
  user_id: number | null
  name: string
  email: string
  star: number
  /** '' when the reviewer gave none. */
  headline: string
  review: string
  /** pending | published | hidden; only published reviews show and count in the rating. */
  status: Generated<ReviewStatus>
  created_at: string
  updated_at: string
  /** The shop's public answer. */
  reply: Generated<string | null>
  replied_at: Generated<string | null>
}

export interface WishlistsTable {
  id: Generated<number>
  user_id: number
  product_id: number
  created_at: string
}

export interface CouponsTable {
  id: Generated<number>
  /** Stored upper-cased; unique. */
  code: string
  discount_type: 'percent' | 'fixed'
  /** Whole percent, or cents. */
  discount_value: number
  min_amount_cents: number
  starts_at: string | null
  ends_at: string | null
  max_uses: number | null
  max_uses_per_customer: number | null
  used_count: number
  active: number
  created_at: string
}

export interface CouponRedemptionsTable {
  id: Generated<number>
  coupon_id: number
  user_id: number
  order_id: number
  created_at: string
}

export interface ShippingRatesTable {
  id: Generated<number>
  /** A country name, or '*' for every other country. */
  country: string
  rate_cents: number
  /** Subtotal at or above which shipping is free; null for never. */
  free_over_cents: number | null
}

export interface TaxRatesTable {
  id: Generated<number>
  /** A country name, or '*' for every other country. */
  country: string
  /** Basis points: 100 = 1 percent. */
  rate_bp: number
}

export interface OrdersTable {
  id: Generated<number>
  order_no: string
  user_id: number
  email: string
  order_status: string
  /** pending | paid | failed | refunded */
  payment_status: string
  payment_method: string
  card_brand: string | null
  card_last4: string | null
  transaction_id: string | null
  back_order: number
  sub_total_cents: number
  coupon_code: string | null
  coupon_discount_cents: number
  shipping_charge_cents: number
  tax_cents: number
  grand_total_cents: number
  shipping_address: string | null
  billing_address: string | null
  pickup_order: number
  pickup_address: string | null
  invoice_pdf: string | null
  idempotency_key: string | null
  /** sha256 of the checkout body sent with idempotency_key (card number reduced to its last four). */
  idempotency_body_hash: string | null
  /** Why the payment failed (the gateway's message), so a retried key answers the same. */
  payment_error: string | null
  created_at: string
  updated_at: string
  paid_at: string | null
  /** Set on a Subscribe & Save renewal's order: the subscription it delivers. */
  subscription_id: Generated<number | null>
  /** A pre-order shipping with this earlier paid order, at no second shipping charge. */
  ships_with_order_id: Generated<number | null>
  /** A pre-order: when a delivery let it take its stock. */
  stock_taken_at: Generated<string | null>
  /** A pre-order: when its customer was mailed that it can ship. */
  ready_mailed_at: Generated<string | null>
  /** What store credit paid of the total (cents); the card was charged the rest. */
  store_credit_cents: Generated<number>
  /** A cancelled order: when its payment went back to the card, and how much (cents). */
  refunded_at: Generated<string | null>
  refunded_cents: Generated<number | null>
}

export interface OrderItemsTable {
  id: Generated<number>
  order_id: number
  product_id: number
  quantity: number
  unit_price_cents: number
  line_total_cents: number
  product_name: string
  sku: string
  subscription_months: number | null
  subscription_discount: number | null
  /** The pack sold (its quantity counts packs), or null for the single piece. */
  pack_code: Generated<string | null>
  pack_label: Generated<string | null>
  /** Base units in each of the line's quantity: 1 for the single piece. */
  units_per_pack: Generated<number>
}

export interface OrderTrackingTable {
  id: Generated<number>
  order_id: number
  verify_code: string
  status: string
  notes: string
  created_at: string
}

export interface SubscriptionsTable {
  id: Generated<number>
  subscription_no: string
  user_id: number
  order_id: number
  /** JSON text list of { product_id, name, price, qty, slug, thumbnail, thumbnail_compress }. */
  items: string
  month: number
  next_date: string
  grand_total_cents: number
  /** active | paused | cancelled */
  status: string
  cancelled_at: string | null
  created_at: string
  /** The gateway's reusable token for the card of the first order; never a card number. */
  payment_token: string | null
  card_brand: string | null
  card_last4: string | null
  /** The customer's saved card this token is (payment_methods), when it is one of theirs. */
  payment_method_id: number | null
  paused_at: string | null
  cancel_reason: string | null
  /** Declined charges for the delivery now due; reset when one is paid. */
  failed_attempts: Generated<number>
  /** When a declined renewal is tried again. */
  retry_at: string | null
  /** The due date the last reminder was sent for, and the unit prices it quoted (JSON {product_id: cents}). */
  reminded_for: string | null
  reminded_prices: string | null
  updated_at: string | null
}

/** One row per subscription and due date: the key that makes a second renewal order impossible. */
export interface SubscriptionRenewalsTable {
  id: Generated<number>
  subscription_id: number
  due_date: string
  /** The order of the current (or paid) attempt. */
  order_id: number | null
  /** pending (charging) | paid | declined (retry due) | abandoned (subscription paused) */
  status: string
  attempts: Generated<number>
  created_at: string
  updated_at: string
}

/** The durable schedule of the in-process job runner: one row per job. */
export interface ScheduledJobsTable {
  id: Generated<number>
  name: string
  next_run_at: string
  /** Held by a process running the job; a crashed run's lease runs out. */
  locked_until: string | null
  last_started_at: string | null
  last_finished_at: string | null
  /** ok | failed */
  last_status: string | null
  last_error: string | null
  /** Failures in a row: the next try waits longer each time. */
  failures: Generated<number>
  runs: Generated<number>
}

export interface ContactMessagesTable {
  id: Generated<number>
  name: string
  email: string
  phone: string
  message: string | null
  created_at: string
  answered_at: Generated<string | null>
  answered_by: Generated<string | null>
}

export interface NewsletterSignupsTable {
  id: Generated<number>
  email: string
  created_at: string
}

export interface MailOutboxTable {
  id: Generated<number>
  to_address: string
  subject: string
  text_body: string
  html_body: string | null
  created_at: string
  sent_at: string | null
  /** Failed SMTP sends; the mail job retries until a limit. */
  send_attempts: Generated<number>
  last_error: string | null
}

/** The sandbox gateway's ledger: it stands in for a card processor's own records. */
export interface SandboxPaymentsTable {
  id: Generated<number>
  idempotency_key: string
  transaction_id: string
  amount_cents: number
  currency: string
  /** approved | declined | refunded */
  status: string
  message: string | null
  card_brand: string | null
  card_last4: string | null
  created_at: string
  refunded_at: string | null
}

/** The sandbox gateway's saved cards: a token stands for a test card's behaviour, never its number. */
export interface SandboxTokensTable {
  id: Generated<number>
  token: string
  /** The idempotency key of the charge that saved the card, so a lookup of that charge finds it. */
  charge_key: string
  card_brand: string | null
  card_last4: string | null
  /** What a charge on this token answers: null approves, else the decline message. */
  decline_message: string | null
  /** 1: a payment with this token waits for 3-D Secure (test card 4000 0000 0000 3220). */
  requires_authentication: Generated<number>
  /** MM/YY. */
  card_expiry: string | null
  created_at: string
}

/** A customer's saved card: only the provider's reusable token, brand, last four and expiry. */
export interface PaymentMethodsTable {
  id: Generated<number>
  user_id: number
  /** The gateway that keeps the card (its `name`). */
  provider: string
  token: string
  card_brand: string | null
  card_last4: string | null
  /** MM/YY. */
  card_expiry: string | null
  /** 1 for the card new charges and subscriptions use unless another is chosen; one per customer. */
  is_default: Generated<number>
  created_at: string
}

/** The provider's webhook events, each applied once (a replay finds its row). */
export interface PaymentEventsTable {
  id: Generated<number>
  provider: string
  event_id: string
  type: string
  received_at: string
  /** Null while being applied (or if applying stopped half-way: the next delivery applies it again). */
  processed_at: string | null
  outcome: string | null
}

/** The sandbox gateway's payment intents: one per attempt's idempotency key. */
export interface SandboxIntentsTable {
  id: Generated<number>
  intent_id: string
  idempotency_key: string
  /** What the browser's challenge must show to act on the intent. */
  client_secret: string
  amount_cents: number
  currency: string
  /** requires_action | processing | succeeded | failed | canceled */
  status: string
  /** The card the intent charges once authenticated. */
  card_token: string | null
  save_for_reuse: Generated<number>
  transaction_id: string | null
  message: string | null
  card_brand: string | null
  card_last4: string | null
  created_at: string
  updated_at: string
}

/** One row (id 1): raised by triggers on every write to a table a catalogue answer reads. */
export interface CatalogueVersionTable {
  id: number
  version: Generated<number>
  /** Raised (with a stock_changes row) by an update of a product's stock figures alone. */
  stock_seq: Generated<number>
}

/** The product each stock-only change was for, by its number (the last 10,000 kept). */
export interface StockChangesTable {
  seq: number
  product_id: number
}

/** Paid orders whose invoice and confirmation mail are still to be produced (the outbox). */
export interface OrderDocumentsDueTable {
  id: Generated<number>
  order_id: number
  due_at: string
  /** A worker holds the row until then; after a crash the row is free again. */
  locked_until: string | null
  attempts: Generated<number>
  last_error: string | null
}

export interface StaffTable {
  id: Generated<number>
  /** Stored lower-cased; unique. */
  email: string
  name: string
  /** owner | staff */
  role: string
  password_hash: string
  active: Generated<number>
  /** 1 while the account holds a one-time password an owner set: its member must choose their own. */
  must_change_password: Generated<number>
  created_at: string
  updated_at: string
  last_login_at: string | null
}

/** Staff sessions: like auth_tokens, in their own table so a customer's token never opens /api/admin. */
export interface StaffTokensTable {
  id: Generated<number>
  staff_id: number
  token_hash: string
  created_at: string
  expires_at: string
  last_used_at: string
}

export interface AuditLogTable {
  id: Generated<number>
  /** null: the staff command line. */
  staff_id: number | null
  staff_email: string | null
  action: string
  entity: string
  entity_id: string | null
  before_json: string | null
  after_json: string | null
  created_at: string
}

export interface ShopSettingsTable {
  key: string
  /** JSON text. */
  value: string
}

export interface StockLotsTable {
  id: Generated<number>
  product_id: number
  lot_number: string
  /** 'YYYY-MM-DD'; null for a product that does not expire. */
  expiry_date: string | null
  quantity_received: number
  /** Units still in the lot. */
  quantity: number
  /** available (on the shelf) | held (arrived short-dated) | quarantined */
  status: string
  received_at: string
  delivery_ref: Generated<string>
  note: Generated<string>
}

export interface OrderItemLotsTable {
  id: Generated<number>
  order_item_id: number
  lot_id: number
  quantity: number
}

export interface StockAdjustmentsTable {
  id: Generated<number>
  lot_id: number
  product_id: number
  delta: number
  reason: string
  note: Generated<string>
  staff_id: number | null
  created_at: string
}

export interface BackInStockRequestsTable {
  id: Generated<number>
  product_id: number
  email: string
  user_id: number | null
  created_at: string
  notified_at: string | null
}

/** A signed-in shopper's carts: the version every change raises. */
export interface CustomerCartsTable {
  user_id: number
  version: number
  changed_at: string
  /** The version the forgotten-cart reminder was sent for (once per quiet cart). */
  reminded_version: number | null
}

/** One line of a signed-in shopper's carts: what was chosen, never a price. */
export interface CustomerCartLinesTable {
  id: Generated<number>
  user_id: number
  /** 'cart' or 'backorderCart'. */
  cart_kind: string
  position: number
  row_id: string
  product_id: number
  qty: number
  interval_months: number | null
  /** The pack chosen, or null for single pieces. */
  pack_code: Generated<string | null>
}

/** A customer's named reorder list. */
export interface ReorderListsTable {
  id: Generated<number>
  user_id: number
  name: string
  created_at: string
  updated_at: string
}

/** A product and quantity on a reorder list (one line per product). */
export interface ReorderListItemsTable {
  id: Generated<number>
  list_id: number
  product_id: number
  /** The pack chosen, or '' for single pieces (docs/decisions/0114-pack-sizes.md). */
  pack_code: Generated<string>
  qty: number
  created_at: string
}

/** A customer's professional verification: who may buy professional-only products, until when. */
export interface ProfessionalAccountsTable {
  user_id: number
  profession: string
  /** 'YYYY-MM-DD': the last day purchases are allowed (the licence's expiry, or earlier). */
  verified_until: string
  /** Set while staff have suspended the verification. */
  suspended_at: string | null
  suspended_reason: string | null
  /** The verified_until each expiry mail (30 and 7 days) and the lapse were done for. */
  reminded_30_for: string | null
  reminded_7_for: string | null
  lapsed_for: string | null
  updated_at: string
}

/** A licence application: pending | more_info | approved | rejected. */
export interface ProfessionalApplicationsTable {
  id: Generated<number>
  user_id: number
  status: string
  profession: string
  licence_number: string
  issuing_body: string
  country: string
  licence_expiry: string
  practice_name: string
  practice_address: string
  /** Path under PRIVATE_DIR; never under MEDIA_DIR. */
  document_file: string
  /** application/pdf | image/jpeg | image/png, as its content says. */
  document_type: string
  document_name: string
  document_bytes: number
  /** The rejection reason, or what staff asked for. */
  staff_note: string | null
  verified_until: string | null
  decided_by: string | null
  created_at: string
  updated_at: string
}

/** A recall of lots of one product: open | closed. */
export interface RecallsTable {
  id: Generated<number>
  product_id: number
  reason: string
  /** low | medium | high */
  severity: string
  instructions: string
  status: string
  opened_by: string | null
  opened_at: string
  closed_at: string | null
  /** 1 when the shop collects the recalled units and replaces them. */
  collect_and_replace: Generated<number>
}

export interface RecallLotsTable {
  id: Generated<number>
  recall_id: number
  lot_id: number
}

/** One affected customer of a recall: units received, and their acknowledgement. */
export interface RecallNoticesTable {
  id: Generated<number>
  recall_id: number
  user_id: number
  units: number
  notified_at: string
  reminded_at: string | null
  acknowledged_at: string | null
  /** quarantined | returned */
  ack_action: string | null
  ack_units: number | null
  /** The customer's request that the shop collect and replace their units. */
  collection_requested_at: Generated<string | null>
  collection_units: Generated<number | null>
  collection_address: Generated<string | null>
  /** When staff collected the units and sent their replacement, and who. */
  collected_at: Generated<string | null>
  collected_by: Generated<string | null>
  /** The order at no charge that replaced the collected units (docs/decisions/0134-a-recall-replacement-is-an-order.md). */
  replacement_order_id: Generated<number | null>
}

export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>
export type NewProduct = Insertable<ProductsTable>
export type AddressRow = Selectable<AddressesTable>
export type OrderRow = Selectable<OrdersTable>

/** A return a customer started from a delivered order (shared/returns.ts names its statuses). */
export interface ReturnsTable {
  id: Generated<number>
  return_no: string
  order_id: number
  user_id: number
  status: string
  reason: string
  details: Generated<string>
  /** card | credit */
  refund_to: string
  /** 1 when the shop was at fault (damaged, wrong or expired): shipping is refunded too. */
  shop_at_fault: Generated<number>
  /** drop_off | label, set by staff on approval. */
  return_method: string | null
  label_ref: string | null
  decision_note: string | null
  refund_cents: number | null
  refund_transaction: string | null
  refunded_at: string | null
  created_at: string
  updated_at: string
}

export interface ReturnLinesTable {
  id: Generated<number>
  return_id: number
  order_item_id: number
  product_id: number
  quantity: number
  opened: Generated<number>
}

/** Units of a return line received by staff, and where they went. */
export interface ReturnReceiptsTable {
  id: Generated<number>
  return_line_id: number
  quantity: number
  disposition: string
  lot_id: number | null
  note: string
  staff_id: number | null
  created_at: string
}

export interface ReturnPhotosTable {
  id: Generated<number>
  return_id: number
  /** Path under the private folder. */
  file: string
  mime: string
  bytes: number
}

export interface StoreCreditAccountsTable {
  user_id: number
  balance_cents: number
  updated_at: string
}

export interface StoreCreditEntriesTable {
  id: Generated<number>
  user_id: number
  delta_cents: number
  balance_after_cents: number
  kind: string
  /** 0 when none. */
  return_id: Generated<number>
  /** 0 when none. */
  order_id: Generated<number>
  note: Generated<string>
  staff_id: number | null
  created_at: string
}

/** The sandbox gateway's partial refunds, one per idempotency key. */
export interface SandboxRefundsTable {
  id: Generated<number>
  idempotency_key: string
  transaction_id: string
  amount_cents: number
  created_at: string
}

/** A customer's business account: pay on account once staff approve it (pending | approved | rejected | suspended). */
export interface BusinessAccountsTable {
  id: Generated<number>
  user_id: number
  practice_name: string
  billing_email: string
  billing_address: string
  status: string
  /** 15 | 30 | 60 */
  terms_days: Generated<number>
  credit_limit_cents: Generated<number>
  po_required: Generated<number>
  staff_note: string | null
  reviewed_by: string | null
  reviewed_at: string | null
  created_at: string
  updated_at: string
}

/** The invoice of an order paid on account (open | paid | void); days are the shop's calendar days. */
export interface AccountInvoicesTable {
  id: Generated<number>
  account_id: number
  order_id: number
  invoice_no: string
  amount_cents: number
  paid_cents: Generated<number>
  po_number: string | null
  terms_days: number
  issued_on: string
  due_on: string
  status: string
  voided_on: string | null
  reminded_before_at: string | null
  reminded_after_at: string | null
  created_at: string
  updated_at: string
}

/** A payment staff recorded against an invoice. */
export interface AccountPaymentsTable {
  id: Generated<number>
  invoice_id: number
  account_id: number
  amount_cents: number
  reference: string
  received_on: string
  recorded_by: string | null
  created_at: string
  /** payment | credit_note (a return's part that was never paid, taken off the invoice). */
  kind: Generated<string>
  /** The return a credit note is for; null for a payment. */
  return_id: Generated<number | null>
}

/** A person of a business account's team besides its owner, with a role (approver | buyer | finance). */
/** A price list (docs/decisions/0142-contract-prices.md); days YYYY-MM-DD in the shop's zone, inclusive. */
export interface PriceListsTable {
  id: Generated<number>
  name: string
  starts_on: string | null
  ends_on: string | null
  created_at: string
  updated_at: string
}

/** One product's or pack's price in a list; pack_code '' is the single piece. */
export interface PriceListPricesTable {
  id: Generated<number>
  price_list_id: number
  product_id: number
  pack_code: Generated<string>
  unit_price_cents: number
  /** JSON [{ minQty, unitCents }]; null: none. */
  price_breaks: string | null
  updated_at: string
}

export interface BusinessAccountPriceListsTable {
  account_id: number
  price_list_id: number
  assigned_at: string
}

export interface BusinessAccountMembersTable {
  id: Generated<number>
  account_id: number
  user_id: number
  role: string
  /** A Buyer's spending limits (null: none): above either, an order waits for approval. */
  order_limit_cents: number | null
  monthly_limit_cents: number | null
  invitation_id: number | null
  created_at: string
  updated_at: string
}

/** The owner's invitation by e-mail: its link's token stored only as sha256, single use, expiring. */
export interface BusinessAccountInvitationsTable {
  id: Generated<number>
  account_id: number
  email: string
  role: string
  token_hash: string
  expires_at: string
  invited_by: number
  accepted_at: string | null
  accepted_by: number | null
  cancelled_at: string | null
  created_at: string
  updated_at: string
}

/** One batch of the accounting export: its journal files (one per layout) and what it holds. */
export interface AccountingExportsTable {
  id: Generated<number>
  /** The shop's day (YYYY-MM-DD in its time zone) the batch's records belong to. */
  day: string
  /** The files' common name under PRIVATE_DIR/accounting/ (`<file>.qbo.csv`, `<file>.xero.csv`). */
  file: string
  records: number
  lines: number
  debit_cents: number
  created_at: string
  created_by: string | null
}

/** A record the export took, by its source and id: unique, so no record is exported twice. */
export interface AccountingExportLogTable {
  id: Generated<number>
  source: string
  record_id: number
  export_id: number
}

/** One customer's choice about a mail that is not an order's own (docs/decisions/0143). */
export interface ConsentsTable {
  id: Generated<number>
  user_id: number | null
  email: string | null
  purpose: string
  given: number
  source: string
  notice_version: string
  created_at: string
}

/** A customer's request to download or erase their data, with the day the answer is due. */
export interface PrivacyRequestsTable {
  id: Generated<number>
  user_id: number
  kind: string
  status: string
  requested_at: string
  due_on: string
  completed_at: string | null
  outcome: string | null
  file: string | null
  expires_at: string | null
}

/** An owner's approval rule: orders above an amount, by a member, or with professional-only items wait. */
export interface AccountApprovalRulesTable {
  id: Generated<number>
  account_id: number
  kind: string
  amount_cents: number | null
  user_id: number | null
  created_by: number
  created_at: string
}

/** An order on account waiting for an Approver, with its held prices and held stock. */
export interface AccountOrderApprovalsTable {
  id: Generated<number>
  account_id: number
  user_id: number
  status: string
  kind: string
  po_number: string | null
  lines: string
  terms: string
  reasons: string
  total_cents: number
  prices_held_until: string
  stock_held_until: string
  stock_released_at: string | null
  /** Checkout's Idempotency-Key and its body's hash, unique per person: a retry finds this wait. */
  idempotency_key: Generated<string | null>
  idempotency_body_hash: Generated<string | null>
  decided_by: number | null
  decided_at: string | null
  note: string | null
  order_id: number | null
  created_at: string
  updated_at: string
}
