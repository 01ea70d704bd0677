import { decimalText, type Cents } from './money'

/**
 * The accounts the shop's journal posts to (docs/decisions/0141-accounting-export-each-record-once.md).
 * QuickBooks Online matches accounts by name and Xero by code, so each has both; the bookkeeper
 * creates them once (or renames their own to match).
 */
export const JOURNAL_ACCOUNTS = {
  /** What the shop's sales are owed until a payment, store credit or credit note settles them. */
  clearing: { name: 'Web Shop Clearing', code: '1210' },
  /** Card money held by the card processor until its payout reaches the bank. */
  cards: { name: 'Card Payments Clearing', code: '1220' },
  /** Payments on account (transfers, cheques) recorded by staff, until banked. */
  undeposited: { name: 'Undeposited Funds', code: '1230' },
  storeCredit: { name: 'Store Credit Owed', code: '2310' },
  salesTax: { name: 'Sales Tax Payable', code: '2320' },
  sales: { name: 'Sales', code: '4000' },
  shipping: { name: 'Shipping Income', code: '4010' },
  returns: { name: 'Sales Returns and Refunds', code: '4090' },
} as const

export type JournalAccount = keyof typeof JOURNAL_ACCOUNTS

/** The kinds of record the export takes, each logged by its own id. */
export const ACCOUNTING_SOURCES = [
  'invoice',
  'card_payment',
  'order_refund',
  'return_refund',
  'credit_note',
  'account_payment',
  'invoice_void',
  'store_credit',
] as const
export type AccountingSource = (typeof ACCOUNTING_SOURCES)[number]

/** One money record of the shop, as the journal needs it; `day` is the shop's calendar day. */
export type AccountingRecord = { id: number; day: string; at: string } & (
  | { source: 'invoice'; orderNo: string; totalCents: Cents; shippingCents: Cents; taxCents: Cents }
  | { source: 'card_payment' | 'order_refund'; orderNo: string; cents: Cents }
  | { source: 'return_refund'; returnNo: string; orderNo: string; cents: Cents }
  | { source: 'credit_note' | 'invoice_void'; invoiceNo: string; cents: Cents }
  | { source: 'account_payment'; invoiceNo: string; reference: string; cents: Cents }
  | {
      source: 'store_credit'
      kind: string
      orderNo: string | null
      returnNo: string | null
      /** For an order's credit given back: whether the order had been invoiced (paid). */
      orderInvoiced: boolean
      deltaCents: Cents
    }
)

export interface JournalLine {
  account: JournalAccount
  debitCents: Cents
  creditCents: Cents
}

/** One balanced journal entry: the lines one record posts. */
export interface JournalEntry {
  /** Short and unique per record: QuickBooks Online's Journal No (21 characters at most). */
  journalNo: string
  day: string
  /** What happened, with the shop's own numbers and never a customer's name. */
  narration: string
  lines: JournalLine[]
}

const dr = (account: JournalAccount, cents: Cents): JournalLine => ({
  account,
  debitCents: cents,
  creditCents: 0,
})
const cr = (account: JournalAccount, cents: Cents): JournalLine => ({
  account,
  debitCents: 0,
  creditCents: cents,
})

/** The entry one record posts; its debits equal its credits, in whole cents. */
export function journalEntry(r: AccountingRecord): JournalEntry {
  const entry = (journalNo: string, narration: string, lines: JournalLine[]): JournalEntry => ({
    journalNo: journalNo.slice(0, 21),
    day: r.day,
    narration,
    lines: lines.filter((l) => l.debitCents !== 0 || l.creditCents !== 0),
  })
  switch (r.source) {
    case 'invoice': {
      // Sales are what remains of the total after shipping and tax: the coupon is already off it.
      const sales = r.totalCents - r.shippingCents - r.taxCents
      return entry(`INV ${r.orderNo}`, `Invoice ${r.orderNo}`, [
        dr('clearing', r.totalCents),
        cr('sales', sales),
        cr('shipping', r.shippingCents),
        cr('salesTax', r.taxCents),
      ])
    }
    case 'card_payment':
      return entry(`PAY ${r.orderNo}`, `Card payment for ${r.orderNo}`, [
        dr('cards', r.cents),
        cr('clearing', r.cents),
      ])
    case 'order_refund':
      return entry(`RFD ${r.orderNo}`, `Card refund of cancelled ${r.orderNo}`, [
        dr('returns', r.cents),
        cr('cards', r.cents),
      ])
    case 'return_refund':
      return entry(`RFD ${r.returnNo}`, `Card refund for return ${r.returnNo} of ${r.orderNo}`, [
        dr('returns', r.cents),
        cr('cards', r.cents),
      ])
    case 'credit_note':
      return entry(`CN ${r.id}`, `Credit note ${r.id} on invoice ${r.invoiceNo}`, [
        dr('returns', r.cents),
        cr('clearing', r.cents),
      ])
    case 'invoice_void':
      return entry(`VOID ${r.invoiceNo}`, `Invoice on account ${r.invoiceNo} voided`, [
        dr('returns', r.cents),
        cr('clearing', r.cents),
      ])
    case 'account_payment':
      return entry(`ACP ${r.id}`, `Payment ${r.reference} on invoice ${r.invoiceNo}`, [
        dr('undeposited', r.cents),
        cr('clearing', r.cents),
      ])
    case 'store_credit': {
      const cents = Math.abs(r.deltaCents)
      const no = `SC ${r.id}`
      if (r.kind === 'order' && r.deltaCents < 0)
        return entry(no, `Store credit spent on ${r.orderNo ?? 'an order'}`, [
          dr('storeCredit', cents),
          cr('clearing', cents),
        ])
      if (r.kind === 'order_failed')
        // Given back: an order never invoiced only undoes its spend; an invoiced one is refunded.
        return entry(no, `Store credit given back from ${r.orderNo ?? 'an order'}`, [
          dr(r.orderInvoiced ? 'returns' : 'clearing', cents),
          cr('storeCredit', cents),
        ])
      const what = r.returnNo ? `for return ${r.returnNo}` : `(${r.kind})`
      return r.deltaCents > 0
        ? entry(no, `Store credit issued ${what}`, [dr('returns', cents), cr('storeCredit', cents)])
        : entry(no, `Store credit taken back ${what}`, [dr('storeCredit', cents), cr('returns', cents)])
    }
  }
}

/** The journal layouts the export writes: one file each per batch. */
export const JOURNAL_LAYOUTS = ['qbo', 'xero'] as const
export type JournalLayout = (typeof JOURNAL_LAYOUTS)[number]

/** Xero refuses a manual journal import file of more than 300 lines. */
export const XERO_MAX_LINES = 300

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

const csvRow = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`

/** `YYYY-MM-DD` as QuickBooks Online's MM/DD/YYYY or Xero's DD/MM/YYYY. */
function usDate(day: string): string {
  const [y, m, d] = day.split('-')
  return `${m}/${d}/${y}`
}
function dayFirstDate(day: string): string {
  const [y, m, d] = day.split('-')
  return `${d}/${m}/${y}`
}

/**
 * QuickBooks Online's journal entry import: Journal No, Journal Date (MM/DD/YYYY), Account Name,
 * Debits, Credits, Description, Name. Name stays empty: no account here is Accounts Receivable
 * (which asks for a customer), and a customer's name does not belong in the books' export.
 */
export function qboJournalCsv(entries: readonly JournalEntry[]): string {
  let out = csvRow(['Journal No', 'Journal Date', 'Account Name', 'Debits', 'Credits', 'Description', 'Name'])
  for (const e of entries)
    for (const l of e.lines)
      out += csvRow([
        e.journalNo,
        usDate(e.day),
        JOURNAL_ACCOUNTS[l.account].name,
        l.debitCents ? decimalText(l.debitCents) : '',
        l.creditCents ? decimalText(l.creditCents) : '',
        e.narration,
        '',
      ])
  return out
}

/**
 * Xero's manual journal import: rows sharing a Narration and Date form one journal; Amount is a
 * debit when positive and a credit when negative; AccountCode is the code; TaxRate is named
 * ('Tax Exempt': Bermuda has no sales tax on these lines, and tax collected posts as its own line).
 */
export function xeroJournalCsv(entries: readonly JournalEntry[]): string {
  let out = csvRow(['*Narration', '*Date', 'Description', '*AccountCode', '*TaxRate', '*Amount'])
  for (const e of entries)
    for (const l of e.lines)
      out += csvRow([
        `${e.journalNo}: ${e.narration}`,
        dayFirstDate(e.day),
        e.narration,
        JOURNAL_ACCOUNTS[l.account].code,
        'Tax Exempt',
        decimalText(l.debitCents - l.creditCents),
      ])
  return out
}
