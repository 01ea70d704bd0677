import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { ZipFile } from 'yazl'
import type { Config } from '../../config'
import type { DbHandle } from '../../db/connect'
import { csvLine, type CsvValue } from '../../lib/csv'
import { maxRowId, readRowsBatch, type RowFilter } from './privacy.repository'

/** Rows read per query: small enough that no batch holds the event loop or much memory. */
const BATCH = 500

/** Rows a text search looks through per query (it reads each one, not an index). */
const WINDOW = 5_000

/** Columns no download carries: secrets that would let someone act as the customer, not facts about them. */
const SECRET_COLUMNS = new Set([
  'password_hash',
  'token_hash',
  'code_hash',
  'reset_token_hash',
  'payment_token',
  'client_secret',
  'card_token',
  'idempotency_key',
  'idempotency_body_hash',
])

/** The person a download is about. */
export interface ExportPerson {
  id: number
  email: string
}

/** Ids read from one table that later tables are found by. */
type Found = Record<string, number[]>

/**
 * One table of the download: the rows that name the customer, by their own columns or through a
 * row that does (an order's lines, a list's items). The plan is the list of every table naming a
 * customer; the privacy test checks it against every table of the database.
 */
interface ExportTable {
  table: string
  /** The column paged on: `id`, or `user_id` where the customer has one row. */
  key: string
  filters(person: ExportPerson, found: Found): RowFilter[]
  /** Keeps the ids of the rows read, for the tables after it. */
  keepIds?: boolean
}

const byUser =
  (column = 'user_id') =>
  (p: ExportPerson) => [{ column, values: [p.id] }]
const byParent = (parent: string, column: string) => (_p: ExportPerson, found: Found) => [
  { column, values: found[parent] ?? [] },
]

export const EXPORT_PLAN: readonly ExportTable[] = [
  { table: 'users', key: 'id', filters: byUser('id') },
  { table: 'addresses', key: 'id', filters: byUser() },
  { table: 'auth_tokens', key: 'id', filters: byUser() },
  { table: 'password_resets', key: 'id', filters: byUser() },
  { table: 'login_codes', key: 'id', filters: byUser() },
  {
    table: 'orders',
    key: 'id',
    keepIds: true,
    // A guest order placed with the same address names the customer too.
    filters: (p) => [
      { column: 'user_id', values: [p.id] },
      { column: 'email', values: [p.email] },
    ],
  },
  { table: 'order_items', key: 'id', filters: byParent('orders', 'order_id') },
  { table: 'order_tracking', key: 'id', filters: byParent('orders', 'order_id') },
  { table: 'coupon_redemptions', key: 'id', filters: byUser() },
  { table: 'subscriptions', key: 'id', keepIds: true, filters: byUser() },
  { table: 'subscription_renewals', key: 'id', filters: byParent('subscriptions', 'subscription_id') },
  { table: 'wishlists', key: 'id', filters: byUser() },
  { table: 'reorder_lists', key: 'id', keepIds: true, filters: byUser() },
  { table: 'reorder_list_items', key: 'id', filters: byParent('reorder_lists', 'list_id') },
  { table: 'customer_carts', key: 'user_id', filters: byUser() },
  { table: 'customer_cart_lines', key: 'id', filters: byUser() },
  {
    table: 'reviews',
    key: 'id',
    filters: (p) => [
      { column: 'user_id', values: [p.id] },
      { column: 'email', values: [p.email] },
    ],
  },
  {
    table: 'back_in_stock_requests',
    key: 'id',
    filters: (p) => [
      { column: 'user_id', values: [p.id] },
      { column: 'email', values: [p.email] },
    ],
  },
  { table: 'newsletter_signups', key: 'id', filters: (p) => [{ column: 'email', values: [p.email] }] },
  {
    table: 'consents',
    key: 'id',
    filters: (p) => [
      { column: 'user_id', values: [p.id] },
      { column: 'email', values: [p.email] },
    ],
  },
  { table: 'contact_messages', key: 'id', filters: (p) => [{ column: 'email', values: [p.email] }] },
  {
    table: 'mail_outbox',
    key: 'id',
    // Mail to the customer, and mail to the shop about them (a contact message's notice).
    filters: (p) => [
      { column: 'to_address', values: [p.email] },
      { column: 'text_body', values: [p.email], within: true },
    ],
  },
  {
    table: 'audit_log',
    key: 'id',
    // What staff changed of the customer's records.
    filters: (p) => [
      { column: 'before_json', values: [p.email], within: true },
      { column: 'after_json', values: [p.email], within: true },
    ],
  },
  { table: 'professional_accounts', key: 'user_id', filters: byUser() },
  { table: 'professional_applications', key: 'id', filters: byUser() },
  { table: 'business_accounts', key: 'id', keepIds: true, filters: byUser() },
  { table: 'account_invoices', key: 'id', filters: byParent('business_accounts', 'account_id') },
  { table: 'account_payments', key: 'id', filters: byParent('business_accounts', 'account_id') },
  { table: 'business_account_members', key: 'id', filters: byUser() },
  {
    table: 'account_order_approvals',
    key: 'id',
    filters: (p, found) => [
      { column: 'user_id', values: [p.id] },
      { column: 'account_id', values: found.business_accounts ?? [] },
    ],
  },
  {
    table: 'account_approval_rules',
    key: 'id',
    filters: (p, found) => [
      { column: 'user_id', values: [p.id] },
      { column: 'account_id', values: found.business_accounts ?? [] },
    ],
  },
  {
    table: 'business_account_invitations',
    key: 'id',
    filters: (p) => [
      { column: 'email', values: [p.email] },
      { column: 'accepted_by', values: [p.id] },
    ],
  },
  { table: 'returns', key: 'id', keepIds: true, filters: byUser() },
  { table: 'return_lines', key: 'id', filters: byParent('returns', 'return_id') },
  { table: 'return_photos', key: 'id', filters: byParent('returns', 'return_id') },
  { table: 'store_credit_accounts', key: 'user_id', filters: byUser() },
  { table: 'store_credit_entries', key: 'id', filters: byUser() },
  { table: 'recall_notices', key: 'id', filters: byUser() },
  { table: 'privacy_requests', key: 'id', filters: byUser() },
]

/** Where a download is made before it goes into the file store (this machine's private folder). */
export function downloadWorkFolder(config: Pick<Config, 'privateDir'>): string {
  return path.join(config.privateDir, 'privacy-work')
}

function cellOf(value: unknown): CsvValue {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return value
  if (typeof value === 'bigint') return Number(value)
  return String(value)
}

/** Long lists of parent ids are asked in slices, so no query carries thousands of values. */
function sliced(filters: RowFilter[]): RowFilter[][] {
  const long = filters.find((f) => f.values.length > BATCH)
  if (!long) return [filters]
  const slices: RowFilter[][] = []
  for (let i = 0; i < long.values.length; i += BATCH) {
    slices.push(filters.map((f) => (f === long ? { ...f, values: long.values.slice(i, i + BATCH) } : f)))
  }
  return slices
}

/**
 * Writes every row naming the customer as `<table>.json` and `<table>.csv` files into a zip at
 * `target`: each table is read a batch at a time and appended to files in a working folder, which
 * the zip then streams from, so neither a big table nor the zip is ever held whole in memory.
 * Answers the count of rows per table.
 */
export async function writeExportZip(
  db: DbHandle,
  person: ExportPerson,
  target: string,
): Promise<Record<string, number>> {
  const work = `${target}.parts-${randomBytes(4).toString('hex')}`
  fs.mkdirSync(work, { recursive: true, mode: 0o700 })
  const counts: Record<string, number> = {}
  const found: Found = {}
  try {
    for (const entry of EXPORT_PLAN) {
      const jsonPath = path.join(work, `${entry.table}.json`)
      const csvPath = path.join(work, `${entry.table}.csv`)
      let header: string[] | null = null
      let count = 0
      const ids: number[] = []
      await fs.promises.writeFile(jsonPath, '[')
      await fs.promises.writeFile(csvPath, '')
      for (const filters of sliced(entry.filters(person, found))) {
        // A text search reads every row, and SQLite reads on the event loop: it goes through the
        // table a window of ids at a time.
        const last = filters.some((f) => f.within) ? await maxRowId(db, entry.table) : null
        let after: number | null = last === null ? null : 0
        for (;;) {
          const upTo = last === null ? null : Math.min(after! + WINDOW, last)
          const rows = await readRowsBatch(db, entry.table, entry.key, filters, after, BATCH, upTo)
          let json = ''
          let csv = ''
          for (const raw of rows) {
            const row = Object.fromEntries(Object.entries(raw).filter(([k]) => !SECRET_COLUMNS.has(k)))
            if (!header) {
              header = Object.keys(row)
              csv += csvLine(header)
            }
            json += `${count === 0 ? '' : ','}\n${JSON.stringify(row)}`
            csv += csvLine(header.map((k) => cellOf(row[k])))
            count += 1
            if (entry.keepIds) ids.push(Number(raw.id))
          }
          if (rows.length > 0) {
            await fs.promises.appendFile(jsonPath, json)
            await fs.promises.appendFile(csvPath, csv)
          }
          if (rows.length === BATCH) {
            after = Number(rows[rows.length - 1]![entry.key])
            continue
          }
          // Fewer than a batch: the rows (or this window's) are all read.
          if (last === null || upTo! >= last) break
          after = upTo
        }
      }
      await fs.promises.appendFile(jsonPath, count === 0 ? ']\n' : '\n]\n')
      counts[entry.table] = count
      if (entry.keepIds) found[entry.table] = ids
    }
    const zip = new ZipFile()
    zip.addBuffer(
      Buffer.from(
        JSON.stringify({ customer_id: person.id, made_at: new Date().toISOString(), rows: counts }, null, 2),
      ),
      'README.json',
    )
    for (const entry of EXPORT_PLAN) {
      zip.addFile(path.join(work, `${entry.table}.json`), `json/${entry.table}.json`)
      zip.addFile(path.join(work, `${entry.table}.csv`), `csv/${entry.table}.csv`)
    }
    zip.end()
    const partial = `${target}.partial`
    await pipeline(zip.outputStream, fs.createWriteStream(partial, { mode: 0o600 }))
    fs.renameSync(partial, target)
    return counts
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}
