import { randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import {
  journalEntry,
  qboJournalCsv,
  xeroJournalCsv,
  type AccountingRecord,
  type JournalLayout,
} from '@shop/shared/accounting'
import { isoDateIn } from '@shop/shared/format'
import type { AccountingExport, AccountingExportRun } from '@shop/shared/schemas/admin/accounting'
import { recordAudit, type StaffActor } from '../../audit/audit'
import { isUniqueViolation, writeTransaction } from '../../db/transaction'
import { conflict, notFound } from '../../errors'
import type { ServiceContext } from '../../lib/service-context'
import * as repo from './accounting.repository'

/**
 * Records per batch: each batch is one file per layout, and a record posts at most four lines,
 * so a batch stays under Xero's 300 lines per import file.
 */
export const EXPORT_BATCH_RECORDS = 60

/** Test seams: called after a batch's files are in place, and after its log is committed. */
export interface ExportHooks {
  afterFiles?: (batch: number) => void | Promise<void>
  afterBatch?: (batch: number) => void | Promise<void>
}

export interface ExportOptions {
  /** The shop's day to export; without it, every finished day (before today) not exported yet. */
  date?: string
  now?: Date
  /** Who ran it: the staff member, or null for the command line. */
  actor?: StaffActor | null
  batchRecords?: number
  hooks?: ExportHooks
}

/** The journal files' folder among the private files (like invoices): `accounting/<file>.<layout>.csv`. */
const JOURNALS = 'accounting'
const journalKey = (file: string, layout: JournalLayout) => `${JOURNALS}/${file}.${layout}.csv`

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

/**
 * Exports the shop's money records not exported yet as journal batches: each batch's two files
 * are written whole (a temporary name, then a rename), then its record ids and its row are
 * committed in one transaction. A crash before the commit leaves files no batch names (never
 * listed, removed later) and the records unlogged, so the next run takes them; after it, they are
 * logged and never taken again (docs/decisions/0141-accounting-export-each-record-once.md).
 */
export async function exportJournal(
  ctx: ServiceContext,
  opts: ExportOptions = {},
): Promise<AccountingExportRun> {
  const now = opts.now ?? new Date()
  const zone = ctx.config.shop.timeZone
  const today = isoDateIn(now, zone)
  await removeLeftovers(ctx, now)

  // A day in any zone lies within the UTC days either side of it.
  const window: repo.RecordWindow = opts.date
    ? {
        fromIso: `${addDays(opts.date, -1)}T00:00:00.000Z`,
        toIso: `${addDays(opts.date, 2)}T00:00:00.000Z`,
        fromDay: opts.date,
        toDay: opts.date,
      }
    : { fromIso: null, toIso: `${addDays(today, 1)}T00:00:00.000Z`, fromDay: null, toDay: addDays(today, -1) }
  const wanted = (day: string) => (opts.date ? day === opts.date : day < today)
  const records = (await readRecords(ctx, window, zone)).filter((r) => wanted(r.day))
  records.sort((a, b) =>
    a.day !== b.day ? (a.day < b.day ? -1 : 1) : a.at < b.at ? -1 : a.at > b.at ? 1 : 0,
  )

  const size = opts.batchRecords ?? EXPORT_BATCH_RECORDS
  const batches: number[] = []
  const byDay = new Map<string, AccountingRecord[]>()
  for (const r of records) byDay.set(r.day, [...(byDay.get(r.day) ?? []), r])
  for (const [day, dayRecords] of byDay) {
    for (let i = 0; i < dayRecords.length; i += size) {
      const chunk = dayRecords.slice(i, i + size)
      const n = batches.length + 1
      batches.push(
        await writeBatch(ctx, day, chunk, { now, actor: opts.actor ?? null }, () =>
          opts.hooks?.afterFiles?.(n),
        ),
      )
      await opts.hooks?.afterBatch?.(n)
    }
  }
  return {
    records: records.length,
    batches: (await repo.findExportBatches(ctx.db.kysely, batches)).map(toDto),
  }
}

async function writeBatch(
  ctx: ServiceContext,
  day: string,
  records: AccountingRecord[],
  meta: { now: Date; actor: StaffActor | null },
  afterFiles: () => void | Promise<void>,
): Promise<number> {
  const entries = records.map(journalEntry)
  const lines = entries.reduce((n, e) => n + e.lines.length, 0)
  const debits = entries.reduce((n, e) => n + e.lines.reduce((m, l) => m + l.debitCents, 0), 0)
  const file = `journal-${day}-${meta.now.toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}`
  const written: string[] = []
  try {
    // Each file whole in one write: a reader never meets half a file, on disk or in a bucket.
    for (const layout of ['qbo', 'xero'] as const) {
      const key = journalKey(file, layout)
      const csv = layout === 'qbo' ? qboJournalCsv(entries) : xeroJournalCsv(entries)
      await ctx.files.put('private', key, Buffer.from(csv), 'text/csv')
      written.push(key)
    }
  } catch (error) {
    await Promise.all(written.map((key) => ctx.files.remove('private', key)))
    throw error
  }
  // A crash here leaves the files with no batch naming them: never listed, removed later.
  await afterFiles()
  try {
    return await writeTransaction(ctx.db, async (trx) => {
      const id = await repo.insertExportBatch(
        trx,
        {
          day,
          file,
          records: records.length,
          lines,
          debit_cents: debits,
          created_at: meta.now.toISOString(),
          created_by: meta.actor?.email ?? null,
        },
        records.map((r) => ({ source: r.source, record_id: r.id })),
      )
      await recordAudit(trx, meta.actor, {
        action: 'accounting.exported',
        entity: 'accounting_export',
        entityId: id,
        before: null,
        after: { day, records: records.length, lines, debit_cents: debits },
      })
      return id
    })
  } catch (error) {
    await Promise.all(written.map((key) => ctx.files.remove('private', key)))
    if (isUniqueViolation(error))
      throw conflict('Another export took some of these records at the same time; run it again.')
    throw error
  }
}

/** Files of batches a crash never committed, an hour old or more (a running export's are younger). */
async function removeLeftovers(ctx: ServiceContext, now: Date) {
  const known = await repo.listExportFiles(ctx.db.kysely)
  for (const { key, modified } of await ctx.files.list('private', JOURNALS)) {
    const base = key.slice(JOURNALS.length + 1).replace(/\.(qbo|xero)\.csv(\.tmp)?$/, '')
    if (known.has(base)) continue
    if (now.getTime() - modified.getTime() >= 3_600_000) await ctx.files.remove('private', key)
  }
}

async function readRecords(
  ctx: ServiceContext,
  w: repo.RecordWindow,
  zone: string,
): Promise<AccountingRecord[]> {
  const k = ctx.db.kysely
  const day = (at: string) => isoDateIn(at, zone)
  const out: AccountingRecord[] = []
  const { invoices, refunds } = await repo.findUnexportedOrders(k, w)
  const ids = invoices.map((o) => o.id)
  const invoiced = await repo.findExported(k, 'invoice', ids)
  const cardPaid = await repo.findExported(k, 'card_payment', ids)
  for (const o of invoices) {
    const at = o.paid_at!
    if (!invoiced.has(o.id))
      out.push({
        source: 'invoice',
        id: o.id,
        at,
        day: day(at),
        orderNo: o.order_no,
        totalCents: o.grand_total_cents,
        shippingCents: o.shipping_charge_cents,
        taxCents: o.tax_cents,
      })
    const card = o.grand_total_cents - o.store_credit_cents
    if (o.payment_method === 'card' && card > 0 && !cardPaid.has(o.id))
      out.push({ source: 'card_payment', id: o.id, at, day: day(at), orderNo: o.order_no, cents: card })
  }
  for (const o of refunds)
    out.push({
      source: 'order_refund',
      id: o.id,
      at: o.refunded_at!,
      day: day(o.refunded_at!),
      orderNo: o.order_no,
      cents: o.refunded_cents!,
    })
  for (const r of await repo.findUnexportedReturnRefunds(k, w))
    out.push({
      source: 'return_refund',
      id: r.id,
      at: r.refunded_at!,
      day: day(r.refunded_at!),
      returnNo: r.return_no,
      orderNo: r.order_no,
      cents: r.refund_cents!,
    })
  const { payments, voided } = await repo.findUnexportedAccountRecords(k, w)
  for (const p of payments) {
    const base = {
      id: p.id,
      at: p.created_at,
      day: day(p.created_at),
      invoiceNo: p.invoice_no,
      cents: p.amount_cents,
    }
    out.push(
      p.kind === 'credit_note'
        ? { ...base, source: 'credit_note' }
        : { ...base, source: 'account_payment', reference: p.reference },
    )
  }
  for (const i of voided)
    out.push({
      source: 'invoice_void',
      id: i.id,
      // Kept as a calendar day already in the shop's zone.
      at: `${i.voided_on!}T23:59:59.999Z`,
      day: i.voided_on!,
      invoiceNo: i.invoice_no,
      cents: i.amount_cents - i.paid_cents,
    })
  for (const e of await repo.findUnexportedStoreCredit(k, w))
    out.push({
      source: 'store_credit',
      id: e.id,
      at: e.created_at,
      day: day(e.created_at),
      kind: e.kind,
      orderNo: e.order_no,
      returnNo: e.return_no,
      orderInvoiced: e.paid_at !== null,
      deltaCents: e.delta_cents,
    })
  return out
}

type BatchRow = Awaited<ReturnType<typeof repo.findExportBatches>>[number]
function toDto(b: BatchRow): AccountingExport {
  return {
    id: b.id,
    day: b.day,
    records: b.records,
    lines: b.lines,
    debit_cents: b.debit_cents,
    created_at: b.created_at,
    created_by: b.created_by,
  }
}

/** The newest export batches. */
export async function listExports(ctx: ServiceContext, limit = 100): Promise<{ items: AccountingExport[] }> {
  return { items: (await repo.listExportBatches(ctx.db.kysely, limit)).map(toDto) }
}

async function batchFile(ctx: ServiceContext, id: number, layout: JournalLayout) {
  const batch = await repo.findExportBatch(ctx.db.kysely, id)
  if (!batch) throw notFound('Export not found.')
  return {
    key: journalKey(batch.file, layout),
    downloadName: `journal-${batch.day}-${batch.id}-${layout}.csv`,
  }
}

/** A batch's journal file in one layout, to stream: its bytes and the name to download it as. */
export async function exportFile(
  ctx: ServiceContext,
  id: number,
  layout: JournalLayout,
): Promise<{ stream: Readable; downloadName: string }> {
  const { key, downloadName } = await batchFile(ctx, id, layout)
  const file = await ctx.files.open('private', key)
  if (!file) throw notFound('Export file not found.')
  return { stream: file.stream, downloadName }
}

/** Where a batch's journal file is kept (a local path or the bucket's address), for the command line. */
export async function exportFileWhere(
  ctx: ServiceContext,
  id: number,
  layout: JournalLayout,
): Promise<string> {
  return ctx.files.where('private', (await batchFile(ctx, id, layout)).key)
}
