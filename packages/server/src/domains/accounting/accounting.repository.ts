import type { AccountingSource } from '@shop/shared/accounting'
import { sql } from 'kysely'
import type { DbHandle } from '../../db/connect'

/**
 * The window records are read in: ISO timestamps from `fromIso` (inclusive) to `toIso` (exclusive),
 * and for records kept by calendar day, days from `fromDay` to `toDay` (both inclusive). The
 * service narrows them to the shop's own days.
 */
export interface RecordWindow {
  fromIso: string | null
  toIso: string
  fromDay: string | null
  toDay: string
}

/** Not yet in the export log: the one test of 'exported' for every source. */
const notExported = (source: AccountingSource, idColumn: string) =>
  sql<boolean>`not exists (select 1 from accounting_export_log l
    where l.source = ${source} and l.record_id = ${sql.ref(idColumn)})`

const inWindow = (column: string, w: RecordWindow) =>
  w.fromIso === null
    ? sql<boolean>`${sql.ref(column)} < ${w.toIso}`
    : sql<boolean>`${sql.ref(column)} >= ${w.fromIso} and ${sql.ref(column)} < ${w.toIso}`

/** Paid orders (each has its invoice), their card share, and cancelled orders' card refunds. */
export async function findUnexportedOrders(k: DbHandle, w: RecordWindow) {
  const invoices = await k
    .selectFrom('orders as o')
    .select([
      'o.id',
      'o.order_no',
      'o.paid_at',
      'o.grand_total_cents',
      'o.shipping_charge_cents',
      'o.tax_cents',
      'o.store_credit_cents',
      'o.payment_method',
    ])
    .where('o.paid_at', 'is not', null)
    .where('o.grand_total_cents', '>', 0)
    .where(inWindow('o.paid_at', w))
    .where((eb) =>
      eb.or([
        notExported('invoice', 'o.id'),
        eb.and([eb('o.payment_method', '=', 'card'), notExported('card_payment', 'o.id')]),
      ]),
    )
    .execute()
  const refunds = await k
    .selectFrom('orders as o')
    .select(['o.id', 'o.order_no', 'o.refunded_at', 'o.refunded_cents'])
    .where('o.payment_status', '=', 'refunded')
    .where('o.refunded_cents', '>', 0)
    .where('o.refunded_at', 'is not', null)
    .where(inWindow('o.refunded_at', w))
    .where(notExported('order_refund', 'o.id'))
    .execute()
  return { invoices, refunds }
}

/** Returns refunded to the card (a store-credit refund is a store-credit entry). */
export async function findUnexportedReturnRefunds(k: DbHandle, w: RecordWindow) {
  return k
    .selectFrom('returns as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.id', 'r.return_no', 'o.order_no', 'r.refunded_at', 'r.refund_cents'])
    .where('r.refund_to', '=', 'card')
    .where('r.refund_transaction', 'is not', null)
    .where('r.refund_cents', '>', 0)
    .where('r.refunded_at', 'is not', null)
    .where(inWindow('r.refunded_at', w))
    .where(notExported('return_refund', 'r.id'))
    .execute()
}

/** Payments and credit notes on invoices on account, and voided invoices. */
export async function findUnexportedAccountRecords(k: DbHandle, w: RecordWindow) {
  const payments = await k
    .selectFrom('account_payments as p')
    .innerJoin('account_invoices as i', 'i.id', 'p.invoice_id')
    .select(['p.id', 'p.kind', 'p.amount_cents', 'p.reference', 'p.created_at', 'i.invoice_no'])
    .where('p.amount_cents', '>', 0)
    .where(inWindow('p.created_at', w))
    .where((eb) =>
      eb.or([
        eb.and([eb('p.kind', '=', 'credit_note'), notExported('credit_note', 'p.id')]),
        eb.and([eb('p.kind', '<>', 'credit_note'), notExported('account_payment', 'p.id')]),
      ]),
    )
    .execute()
  const voided = await k
    .selectFrom('account_invoices as i')
    .select(['i.id', 'i.invoice_no', 'i.voided_on', 'i.amount_cents', 'i.paid_cents'])
    .where('i.status', '=', 'void')
    .where('i.voided_on', 'is not', null)
    .where('i.voided_on', '<=', w.toDay)
    .$if(w.fromDay !== null, (q) => q.where('i.voided_on', '>=', w.fromDay!))
    .where(sql<boolean>`i.amount_cents > i.paid_cents`)
    .where(notExported('invoice_void', 'i.id'))
    .execute()
  return { payments, voided }
}

/** Every store-credit movement, with the order or return it names. */
export async function findUnexportedStoreCredit(k: DbHandle, w: RecordWindow) {
  return k
    .selectFrom('store_credit_entries as e')
    .leftJoin('orders as o', 'o.id', 'e.order_id')
    .leftJoin('returns as r', 'r.id', 'e.return_id')
    .select(['e.id', 'e.kind', 'e.delta_cents', 'e.created_at', 'o.order_no', 'o.paid_at', 'r.return_no'])
    .where('e.delta_cents', '<>', 0)
    .where(inWindow('e.created_at', w))
    .where(notExported('store_credit', 'e.id'))
    .execute()
}

/** Which of these records are already in the log (an order's invoice and card payment are read together). */
export async function findExported(k: DbHandle, source: AccountingSource, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>()
  const rows = await k
    .selectFrom('accounting_export_log')
    .select('record_id')
    .where('source', '=', source)
    .where('record_id', 'in', ids)
    .execute()
  return new Set(rows.map((r) => r.record_id))
}

/** Records a batch and the ids it took; the unique index refuses an id another batch took. */
export async function insertExportBatch(
  trx: DbHandle,
  batch: {
    day: string
    file: string
    records: number
    lines: number
    debit_cents: number
    created_at: string
    created_by: string | null
  },
  taken: readonly { source: AccountingSource; record_id: number }[],
): Promise<number> {
  const { id } = await trx
    .insertInto('accounting_exports')
    .values(batch)
    .returning('id')
    .executeTakeFirstOrThrow()
  for (let i = 0; i < taken.length; i += 200)
    await trx
      .insertInto('accounting_export_log')
      .values(taken.slice(i, i + 200).map((t) => ({ ...t, export_id: id })))
      .execute()
  return id
}

const exportColumns = [
  'id',
  'day',
  'file',
  'records',
  'lines',
  'debit_cents',
  'created_at',
  'created_by',
] as const

export async function listExportBatches(k: DbHandle, limit: number) {
  return k.selectFrom('accounting_exports').select(exportColumns).orderBy('id', 'desc').limit(limit).execute()
}

export async function findExportBatches(k: DbHandle, ids: readonly number[]) {
  if (ids.length === 0) return []
  return k
    .selectFrom('accounting_exports')
    .select(exportColumns)
    .where('id', 'in', ids)
    .orderBy('id')
    .execute()
}

export async function findExportBatch(k: DbHandle, id: number) {
  return k.selectFrom('accounting_exports').select(exportColumns).where('id', '=', id).executeTakeFirst()
}

/** The file names every batch recorded (what is not among them in the folder is a crash's leftover). */
export async function listExportFiles(k: DbHandle): Promise<Set<string>> {
  const rows = await k.selectFrom('accounting_exports').select('file').execute()
  return new Set(rows.map((r) => r.file))
}
