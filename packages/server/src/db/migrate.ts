import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import type { Db } from './connect'
import * as m001 from './migrations/2026_11_22_000001_create_tables'
import * as m002 from './migrations/2026_11_23_000001_checkout_payments'
import * as m003 from './migrations/2026_11_24_000001_wishlist_reviews'
import * as mSecurity from './migrations/2026_11_24_000002_security'
import * as mSubscriptions from './migrations/2026_11_24_000003_subscriptions'
import * as mShopperWalk from './migrations/2026_11_24_000005_shopper_walk'
import * as mCatalogueVersion from './migrations/2026_11_24_000006_catalogue_version'
import * as mBackOffice from './migrations/2026_11_24_000004_back_office'
import * as mReviewsIndex from './migrations/2026_11_24_000007_reviews_by_product_and_status'
import * as mStockApart from './migrations/2026_11_26_000001_stock_apart_from_catalogue_version'
import * as mRegistrationAddress from './migrations/2026_11_26_000010_registration_address_in_the_book'
import * as mOrderRefunds from './migrations/2026_11_27_000101_order_refunds'
import * as mStaffPassword from './migrations/2026_11_27_000102_staff_choose_their_password'
import * as mSavedCarts from './migrations/2026_11_27_000201_saved_carts'
import * as mReorderLists from './migrations/2026_11_27_000202_reorder_lists'
import * as mCartReminders from './migrations/2026_11_27_000203_cart_reminders'
import * as mProfessional from './migrations/2026_11_28_000101_professional_buyers_and_recalls'
import * as mPriceBreaks from './migrations/2026_11_28_000201_price_breaks'
import * as mReturns from './migrations/2026_11_28_000301_returns_and_store_credit'
import * as mBusinessAccounts from './migrations/2026_11_28_000401_business_accounts'
import * as mPackSizes from './migrations/2026_11_28_000601_pack_sizes'
import * as mSavedCartPacks from './migrations/2026_11_28_000602_saved_cart_packs'
import * as mReviewedOrders from './migrations/2026_11_28_000701_reviewed_order_triggers_use_the_product_index'
import * as mPacksVersion from './migrations/2026_11_28_000702_packs_and_settings_in_the_catalogue_version'
import * as mFacetIndexes from './migrations/2026_11_28_000801_facet_counts_read_covering_indexes'
import * as mNameIndex from './migrations/2026_11_28_000802_short_searches_read_the_name_index'
import * as mStockAtCommit from './migrations/2026_11_28_000803_stock_changes_numbered_at_commit'
import * as mVersionOnce from './migrations/2026_11_28_000901_version_raised_once_per_transaction'
import * as mRaisedAtCommit from './migrations/2026_11_28_001001_catalogue_version_raised_at_commit'
import * as mListLinePacks from './migrations/2026_11_29_000101_list_line_packs'
import * as mCreditNotes from './migrations/2026_11_29_000201_account_credit_notes'
import * as mOnePending from './migrations/2026_11_29_000301_one_pending_application'
import * as mLoginCodes from './migrations/2026_11_30_000101_login_codes'
import * as mRecallCollections from './migrations/2026_12_07_000101_recall_collections'
import * as mPaymentIntents from './migrations/2026_12_07_000201_payment_intents'
import * as mPaymentEvents from './migrations/2026_12_07_000202_payment_events'
import * as mRecallReplacements from './migrations/2026_12_07_000301_recall_replacement_orders'
import * as mAccountTeams from './migrations/2026_12_07_000401_business_account_teams'
import * as mAccountingExport from './migrations/2026_12_07_000501_accounting_export_log'
import * as mPrivacy from './migrations/2026_12_07_000601_privacy'
import * as mAccountApprovals from './migrations/2026_12_07_000701_account_approvals'
import * as mApprovalIdempotency from './migrations/2026_12_07_000702_approval_idempotency'
import * as mSavedPaymentMethods from './migrations/2026_12_07_000801_saved_payment_methods'
import * as mPriceLists from './migrations/2026_12_07_000901_price_lists'

/** Migrations in order; a new one is added here and never edited once it has shipped. */
const migrations: Record<string, (db: Db) => Migration> = {
  '2026_11_22_000001_create_tables': m001.migration,
  '2026_11_23_000001_checkout_payments': m002.migration,
  '2026_11_24_000001_wishlist_reviews': m003.migration,
  '2026_11_24_000002_security': mSecurity.migration,
  '2026_11_24_000003_subscriptions': mSubscriptions.migration,
  '2026_11_24_000005_shopper_walk': mShopperWalk.migration,
  '2026_11_24_000006_catalogue_version': mCatalogueVersion.migration,
  '2026_11_24_000004_back_office': mBackOffice.migration,
  '2026_11_24_000007_reviews_by_product_and_status': mReviewsIndex.migration,
  '2026_11_26_000001_stock_apart_from_catalogue_version': mStockApart.migration,
  '2026_11_26_000010_registration_address_in_the_book': mRegistrationAddress.migration,
  '2026_11_27_000101_order_refunds': mOrderRefunds.migration,
  '2026_11_27_000102_staff_choose_their_password': mStaffPassword.migration,
  '2026_11_27_000201_saved_carts': mSavedCarts.migration,
  '2026_11_27_000202_reorder_lists': mReorderLists.migration,
  '2026_11_27_000203_cart_reminders': mCartReminders.migration,
  '2026_11_28_000101_professional_buyers_and_recalls': mProfessional.migration,
  '2026_11_28_000201_price_breaks': mPriceBreaks.migration,
  '2026_11_28_000301_returns_and_store_credit': mReturns.migration,
  '2026_11_28_000401_business_accounts': mBusinessAccounts.migration,
  '2026_11_28_000601_pack_sizes': mPackSizes.migration,
  '2026_11_28_000602_saved_cart_packs': mSavedCartPacks.migration,
  '2026_11_28_000701_reviewed_order_triggers_use_the_product_index': mReviewedOrders.migration,
  '2026_11_28_000702_packs_and_settings_in_the_catalogue_version': mPacksVersion.migration,
  '2026_11_28_000801_facet_counts_read_covering_indexes': mFacetIndexes.migration,
  '2026_11_28_000802_short_searches_read_the_name_index': mNameIndex.migration,
  '2026_11_28_000803_stock_changes_numbered_at_commit': mStockAtCommit.migration,
  '2026_11_28_000901_version_raised_once_per_transaction': mVersionOnce.migration,
  '2026_11_28_001001_catalogue_version_raised_at_commit': mRaisedAtCommit.migration,
  '2026_11_29_000101_list_line_packs': mListLinePacks.migration,
  '2026_11_29_000201_account_credit_notes': mCreditNotes.migration,
  '2026_11_29_000301_one_pending_application': mOnePending.migration,
  '2026_11_30_000101_login_codes': mLoginCodes.migration,
  '2026_12_07_000101_recall_collections': mRecallCollections.migration,
  '2026_12_07_000201_payment_intents': mPaymentIntents.migration,
  '2026_12_07_000202_payment_events': mPaymentEvents.migration,
  '2026_12_07_000301_recall_replacement_orders': mRecallReplacements.migration,
  '2026_12_07_000401_business_account_teams': mAccountTeams.migration,
  '2026_12_07_000501_accounting_export_log': mAccountingExport.migration,
  '2026_12_07_000601_privacy': mPrivacy.migration,
  '2026_12_07_000701_account_approvals': mAccountApprovals.migration,
  '2026_12_07_000702_approval_idempotency': mApprovalIdempotency.migration,
  '2026_12_07_000801_saved_payment_methods': mSavedPaymentMethods.migration,
  '2026_12_07_000901_price_lists': mPriceLists.migration,
}

/** The names of every migration this version of the shop knows, in order. */
export function migrationNames(): string[] {
  return Object.keys(migrations)
}

/**
 * PostgreSQL advisory lock key held while migrating, and while test schemas are dropped: Kysely's
 * migrator reads the catalogue of every schema, which fails if one is dropped under it, and two
 * server processes starting together must not run one migration twice.
 */
export const MIGRATION_LOCK_KEY = 7_224_410

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  if (db.dialect !== 'postgres') return runMigrations(db)
  if (await isUpToDate(db)) return []
  // Session-level lock on one connection of the pool; the migrator uses others meanwhile.
  return db.kysely.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(conn)
    try {
      return await runMigrations(db)
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(conn)
    }
  })
}

/**
 * Names of the migrations this database has not run yet (empty when its schema is current). Reads
 * the bookkeeping table of this connection's own schema only: no lock, no catalogue scan.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const table = await migrationTable(db)
  if (!table) return Object.keys(migrations)
  const done = await sql<{ name: string }>`select name from ${sql.raw(table)}`.execute(db.kysely)
  const names = new Set(done.rows.map((r) => r.name))
  return Object.keys(migrations).filter((name) => !names.has(name))
}

/** The bookkeeping table's qualified name, or undefined before the first migration. */
async function migrationTable(db: Db): Promise<string | undefined> {
  const query =
    db.dialect === 'postgres'
      ? sql<{
          t: string | null
        }>`select to_regclass(quote_ident(current_schema()) || '.kysely_migration')::text as t`
      : sql<{
          t: string | null
        }>`select name as t from sqlite_master where type = 'table' and name = 'kysely_migration'`
  return (await query.execute(db.kysely)).rows[0]?.t ?? undefined
}

async function isUpToDate(db: Db): Promise<boolean> {
  return (await pendingMigrations(db)).length === 0
}

function migrationProvider(db: Db): MigrationProvider {
  return {
    getMigrations: async () =>
      Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(db)])),
  }
}

// Kysely looks for its bookkeeping tables in every schema unless told one: on PostgreSQL, name the
// connection's own, or a database holding several schemas (parallel test files) skips creating them.
async function migrationTableSchema(db: Db): Promise<{ migrationTableSchema?: string }> {
  if (db.dialect !== 'postgres') return {}
  const rows = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows
  return { migrationTableSchema: rows[0]?.schema }
}

/** Whether SQLite's stock-apart triggers exist yet (a database migrated past 2026_11_26_000001). */
async function hasStockTriggers(db: Db): Promise<boolean> {
  const rows = await sql<{ n: number }>`select count(*) as n from sqlite_master
    where type = 'trigger' and name = 'products_stock_change'`.execute(db.kysely)
  return Number(rows.rows[0]?.n ?? 0) > 0
}

async function runMigrations(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: migrationProvider(db),
    ...(await migrationTableSchema(db)),
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error
  if (db.dialect !== 'postgres' && results?.length && (await hasStockTriggers(db)))
    await mStockApart.sqliteProductTriggers(db.kysely as Kysely<unknown>)
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
