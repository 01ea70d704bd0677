import { describe, expect, it } from 'vitest'
import {
  journalEntry,
  qboJournalCsv,
  xeroJournalCsv,
  XERO_MAX_LINES,
  type AccountingRecord,
} from './accounting'

const at = '2026-12-07T15:00:00.000Z'
const day = '2026-12-07'

const records: AccountingRecord[] = [
  {
    source: 'invoice',
    id: 1,
    at,
    day,
    orderNo: 'BMU-2026-000001',
    totalCents: 4250,
    shippingCents: 1000,
    taxCents: 250,
  },
  { source: 'card_payment', id: 1, at, day, orderNo: 'BMU-2026-000001', cents: 3000 },
  { source: 'order_refund', id: 1, at, day, orderNo: 'BMU-2026-000001', cents: 3000 },
  { source: 'return_refund', id: 4, at, day, returnNo: 'RMA-4', orderNo: 'BMU-2026-000001', cents: 1250 },
  { source: 'credit_note', id: 5, at, day, invoiceNo: 'INV-2026-0005', cents: 999 },
  { source: 'invoice_void', id: 6, at, day, invoiceNo: 'INV-2026-0006', cents: 12000 },
  {
    source: 'account_payment',
    id: 7,
    at,
    day,
    invoiceNo: 'INV-2026-0005',
    reference: 'Wire, "June"',
    cents: 500,
  },
  ...(['order', 'order_failed', 'return'] as const).flatMap((kind, i) =>
    [true, false].map((orderInvoiced): AccountingRecord => ({
      source: 'store_credit',
      id: 10 + i,
      at,
      day,
      kind,
      orderNo: 'BMU-2026-000002',
      returnNo: kind === 'return' ? 'RMA-9' : null,
      orderInvoiced,
      deltaCents: kind === 'order' ? -1250 : 1250,
    })),
  ),
]

describe('the accounting journal', () => {
  it('balances every entry in whole cents, with no empty line', () => {
    for (const r of records) {
      const e = journalEntry(r)
      const debits = e.lines.reduce((s, l) => s + l.debitCents, 0)
      const credits = e.lines.reduce((s, l) => s + l.creditCents, 0)
      expect(debits, e.journalNo).toBe(credits)
      expect(debits).toBeGreaterThan(0)
      expect(e.lines.every((l) => l.debitCents > 0 !== l.creditCents > 0)).toBe(true)
      expect(e.journalNo.length).toBeLessThanOrEqual(21)
    }
  })

  it('splits an invoice into sales, shipping and tax, and books store credit by what it undoes', () => {
    expect(journalEntry(records[0]!).lines).toEqual([
      { account: 'clearing', debitCents: 4250, creditCents: 0 },
      { account: 'sales', debitCents: 0, creditCents: 3000 },
      { account: 'shipping', debitCents: 0, creditCents: 1000 },
      { account: 'salesTax', debitCents: 0, creditCents: 250 },
    ])
    const credit = (kind: string, orderInvoiced: boolean) =>
      journalEntry(
        records.find(
          (r) => r.source === 'store_credit' && r.kind === kind && r.orderInvoiced === orderInvoiced,
        )!,
      ).lines.map((l) => l.account)
    expect(credit('order', true)).toEqual(['storeCredit', 'clearing'])
    // Given back from an order never invoiced: only its spend is undone; from a paid one, a refund.
    expect(credit('order_failed', false)).toEqual(['clearing', 'storeCredit'])
    expect(credit('order_failed', true)).toEqual(['returns', 'storeCredit'])
    expect(credit('return', false)).toEqual(['returns', 'storeCredit'])
  })

  it('writes the QuickBooks Online and Xero layouts with quoted text and signed amounts', () => {
    const entries = records.map(journalEntry)
    const qbo = qboJournalCsv(entries).split('\r\n')
    expect(qbo[0]).toBe('Journal No,Journal Date,Account Name,Debits,Credits,Description,Name')
    expect(qbo[1]).toBe('INV BMU-2026-000001,12/07/2026,Web Shop Clearing,42.50,,Invoice BMU-2026-000001,')
    expect(qbo).toContain(
      'ACP 7,12/07/2026,Undeposited Funds,5.00,,"Payment Wire, ""June"" on invoice INV-2026-0005",',
    )
    const xero = xeroJournalCsv(entries).split('\r\n')
    expect(xero[0]).toBe('*Narration,*Date,Description,*AccountCode,*TaxRate,*Amount')
    expect(xero[2]).toBe(
      'INV BMU-2026-000001: Invoice BMU-2026-000001,07/12/2026,Invoice BMU-2026-000001,4000,Tax Exempt,-30.00',
    )
    const lines = entries.reduce((n, e) => n + e.lines.length, 0)
    expect(xero.filter(Boolean)).toHaveLength(lines + 1)
    // 60 records of at most four lines stay within one Xero import file.
    expect(60 * Math.max(...entries.map((e) => e.lines.length))).toBeLessThanOrEqual(XERO_MAX_LINES)
  })
})
