import { isoDateIn } from '@shop/shared/format'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  cardCheckoutBody,
  cardToken,
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertShippingRate,
} from '../../../test/fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { insertStaffMember } from '../../../test/staff-fixtures'
import { runShopCommand } from '../../cli/shop-commands'
import { serviceContext } from '../../lib/service-context'
import { exportFile, exportJournal } from './accounting.service'
import { text as streamText } from 'node:stream/consumers'

// The journal takes the shop's own records (orders paid by card through checkout, a cancellation
// refunded to the card) and gives each exactly once, however often it runs and wherever it stops.

let t: TestApp
let product: { id: number }
let customer: Awaited<ReturnType<typeof insertCustomer>>
let today: string

beforeAll(async () => {
  t = await buildTestApp({ ALLOW_SANDBOX_GATEWAY: 'true' })
  const category = await insertCategory(t.db)
  const brand = await insertBrand(t.db)
  product = await insertProduct(t.db, { categoryId: category.id, brandId: brand.id, sellingPriceCents: 1250 })
  await insertShippingRate(t.db, 'Bermuda', 1500, null)
  customer = await insertCustomer(t.db)
  today = isoDateIn(new Date(), t.config.shop.timeZone)
})

async function buy(qty: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: { authorization: `Bearer ${customer.token}` },
    payload: cardCheckoutBody([{ id: product.id, qty, price: 12.5 }], 15, await cardToken(t.app)),
  })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { data: { orderNumber: string } }).data.orderNumber
}

/** Every exported journal line of every recorded batch, from its QuickBooks Online file. */
async function exportedLines() {
  const ctx = serviceContext(t.app)
  const batches = await t.db.kysely.selectFrom('accounting_exports').select('id').orderBy('id').execute()
  const rows: string[][] = []
  for (const b of batches) {
    const text = await streamText((await exportFile(ctx, b.id, 'qbo')).stream)
    const [header, ...lines] = text.trim().split('\r\n')
    expect(header).toBe('Journal No,Journal Date,Account Name,Debits,Credits,Description,Name')
    rows.push(...lines.map((l) => l.split(',')))
  }
  return rows
}

/** The journal numbers the export should hold, from the orders themselves. */
async function expectedJournalNos() {
  const orders = await t.db.kysely.selectFrom('orders').selectAll().where('paid_at', 'is not', null).execute()
  const nos: string[] = []
  for (const o of orders) {
    nos.push(`INV ${o.order_no}`, `PAY ${o.order_no}`)
    if (o.payment_status === 'refunded') nos.push(`RFD ${o.order_no}`)
  }
  return nos.sort()
}

const journalNos = (rows: string[][]) => [...new Set(rows.map((r) => r[0]!))].sort()

describe('the accounting export', () => {
  it("gives each invoice, card payment and refund once, however often it runs, in the server's figures", async () => {
    const kept = await buy(1)
    const cancelled = await buy(2)
    await runShopCommand(serviceContext(t.app), ['cancel', cancelled], () => undefined)
    const order = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', cancelled)
      .executeTakeFirstOrThrow()
    expect(order.payment_status).toBe('refunded')

    const first = await exportJournal(serviceContext(t.app), { date: today })
    expect(first.records).toBe(5)
    const again = await exportJournal(serviceContext(t.app), { date: today })
    expect(again).toEqual({ records: 0, batches: [] })

    const rows = await exportedLines()
    expect(journalNos(rows)).toEqual(await expectedJournalNos())
    // The invoice of the kept order: 12.50 of sales, 15.00 shipping, 27.50 owed, as checkout charged.
    const invoice = rows.filter((r) => r[0] === `INV ${kept}`)
    expect(invoice).toEqual([
      [
        'INV ' + kept,
        expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
        'Web Shop Clearing',
        '27.50',
        '',
        `Invoice ${kept}`,
        '',
      ],
      ['INV ' + kept, expect.any(String), 'Sales', '', '12.50', `Invoice ${kept}`, ''],
      ['INV ' + kept, expect.any(String), 'Shipping Income', '', '15.00', `Invoice ${kept}`, ''],
    ])
    const refund = rows.filter((r) => r[0] === `RFD ${cancelled}`)
    expect(refund.map((r) => [r[2], r[3], r[4]])).toEqual([
      ['Sales Returns and Refunds', (order.refunded_cents! / 100).toFixed(2), ''],
      ['Card Payments Clearing', '', (order.refunded_cents! / 100).toFixed(2)],
    ])
    // Every entry balances.
    const cents = (v: string | undefined) => (v ? Math.round(Number(v) * 100) : 0)
    for (const no of journalNos(rows)) {
      const lines = rows.filter((r) => r[0] === no)
      expect(
        lines.reduce((s, r) => s + cents(r[3]) - cents(r[4]), 0),
        no,
      ).toBe(0)
    }
    // The Xero file of the same batch holds the same lines, signed.
    const xero = await streamText(
      (await exportFile(serviceContext(t.app), first.batches[0]!.id, 'xero')).stream,
    )
    expect(xero.split('\r\n')[0]).toBe('*Narration,*Date,Description,*AccountCode,*TaxRate,*Amount')
    expect(xero).toContain(`INV ${kept}: Invoice ${kept},`)
    expect(xero.trim().split('\r\n')).toHaveLength(rows.length + 1)
  })

  it('resumes after a crash mid-export, or between writing a batch and logging it, with each record once', async () => {
    for (const qty of [1, 2, 3]) await buy(qty)
    // A crash after two committed batches of one record each.
    const crash = new Error('killed')
    await expect(
      exportJournal(serviceContext(t.app), {
        date: today,
        batchRecords: 1,
        hooks: {
          afterBatch: (n) => {
            if (n === 2) throw crash
          },
        },
      }),
    ).rejects.toBe(crash)
    // A crash after the next batch's files were written and before its records were logged:
    // the process dies, so nothing it would do on a failure runs.
    await expect(
      exportJournal(serviceContext(t.app), {
        date: today,
        batchRecords: 2,
        hooks: {
          afterFiles: () => {
            throw crash
          },
        },
      }),
    ).rejects.toBe(crash)
    // The crashed batch's files are there, named by no batch.
    const folder = await t.app.files.list('private', 'accounting')
    const recorded = await t.db.kysely.selectFrom('accounting_exports').select('file').execute()
    expect(folder).toHaveLength(recorded.length * 2 + 2)
    const resumed = await exportJournal(serviceContext(t.app), { date: today })
    expect(resumed.records).toBe(6 - 2)
    expect((await exportJournal(serviceContext(t.app), { date: today })).records).toBe(0)

    const rows = await exportedLines()
    const nos = rows.map((r) => r[0]!)
    // Each record once: every journal number's lines appear in one batch only, and all are there.
    expect(journalNos(rows)).toEqual(await expectedJournalNos())
    for (const no of new Set(nos)) expect(nos.filter((n) => n === no).length, no).toBeLessThanOrEqual(4)
    const log = await t.db.kysely
      .selectFrom('accounting_export_log')
      .select(['source', 'record_id'])
      .execute()
    expect(log).toHaveLength((await expectedJournalNos()).length)
  })

  it('is downloaded by owners; other staff get 403', async () => {
    const owner = await insertStaffMember(t.db, 'owner')
    const staff = await insertStaffMember(t.db, 'staff')
    const newest = await t.app.inject({
      method: 'GET',
      url: '/api/admin/accounting/exports',
      headers: owner.headers,
    })
    expect(newest.statusCode, newest.body).toBe(200)
    const batch = (newest.json() as { items: { id: number; day: string; records: number }[] }).items[0]!
    expect(batch.day).toBe(today)

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/accounting/exports/${batch.id}/xero`,
      headers: owner.headers,
    })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toContain('text/csv')
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="journal-${today}-${batch.id}-xero.csv"`,
    )
    expect(file.body.startsWith('*Narration,')).toBe(true)

    const run = await t.app.inject({
      method: 'POST',
      url: '/api/admin/accounting/exports',
      headers: owner.headers,
      payload: { date: today },
    })
    expect(run.statusCode, run.body).toBe(200)
    expect(run.json()).toEqual({ records: 0, batches: [] })

    // An empty day (the form's empty field) is every finished day: none before today here.
    const everyDay = await t.app.inject({
      method: 'POST',
      url: '/api/admin/accounting/exports',
      headers: owner.headers,
      payload: { date: '' },
    })
    expect(everyDay.json()).toEqual({ records: 0, batches: [] })

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/accounting/exports',
      headers: owner.headers,
      payload: { date: '2026-02-30' },
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys((bad.json() as { errors: Record<string, string[]> }).errors)).toEqual(['date'])

    for (const request of [
      { method: 'GET' as const, url: '/api/admin/accounting/exports' },
      { method: 'GET' as const, url: `/api/admin/accounting/exports/${batch.id}/qbo` },
      { method: 'POST' as const, url: '/api/admin/accounting/exports', payload: {} },
    ]) {
      const refused = await t.app.inject({ ...request, headers: staff.headers })
      expect(refused.statusCode, request.url).toBe(403)
    }
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/accounting/exports/99999/qbo`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(404)
  })

  it('books a return refunded as store credit, and the credit spent on the next order, each once', async () => {
    const owner = await insertStaffMember(t.db, 'owner')
    const admin = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/admin${url}`, headers: owner.headers, payload })
    const first = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', await buy(2))
      .executeTakeFirstOrThrow()
    // Delivered yesterday, as staff moving it would record.
    await t.db.kysely
      .updateTable('orders')
      .set({ order_status: 'Delivered' })
      .where('id', '=', first.id)
      .execute()
    await t.db.kysely
      .insertInto('order_tracking')
      .values({
        order_id: first.id,
        verify_code: `D${first.id}`,
        status: 'Delivered',
        notes: 'Delivered',
        created_at: new Date(Date.now() - 86_400_000).toISOString(),
      })
      .execute()
    const line = await t.db.kysely
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', first.id)
      .executeTakeFirstOrThrow()
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/customer/orders/${first.id}/returns`,
      headers: { authorization: `Bearer ${customer.token}` },
      payload: {
        lines: [{ order_item_id: line.id, quantity: 1 }],
        reason: 'no_longer_needed',
        refund_to: 'credit',
      },
    })
    expect(started.statusCode, started.body).toBe(201)
    const id = (started.json() as { return: { id: number } }).return.id
    const decided = await admin(`/returns/${id}/decision`, {
      decision: 'approve',
      return_method: 'label',
      label_ref: 'https://labels.example/1',
    })
    expect(decided.statusCode, decided.body).toBe(200)
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/admin/returns/${id}`, headers: owner.headers })
    ).json() as {
      return: { lines: { id: number; quantity: number }[] }
      lots: { return_line_id: number; lot_id: number }[]
    }
    const received = await admin(`/returns/${id}/receive`, {
      items: detail.return.lines.map((l) => ({
        return_line_id: l.id,
        quantity: l.quantity,
        disposition: 'restock',
        lot_id: detail.lots.find((x) => x.return_line_id === l.id)!.lot_id,
        note: 'checked',
      })),
    })
    expect(received.statusCode, received.body).toBe(200)
    const refunded = await admin(`/returns/${id}/refund`, {})
    expect(refunded.statusCode, refunded.body).toBe(200)
    const credited = (refunded.json() as { return: { refund_cents: number } }).return.refund_cents
    expect(credited).toBeGreaterThan(0)
    const second = await buy(3)

    await exportJournal(serviceContext(t.app), { date: today })
    await exportJournal(serviceContext(t.app), { date: today })
    const rows = await exportedLines()
    const storeCredit = await t.db.kysely
      .selectFrom('store_credit_entries')
      .selectAll()
      .orderBy('id')
      .execute()
    expect(storeCredit.map((e) => [e.kind, e.delta_cents])).toEqual([
      ['return', credited],
      ['order', -credited],
    ])
    const entry = (no: string) => rows.filter((r) => r[0] === no).map((r) => [r[2], r[3], r[4]])
    const dollars = (credited / 100).toFixed(2)
    expect(entry(`SC ${storeCredit[0]!.id}`)).toEqual([
      ['Sales Returns and Refunds', dollars, ''],
      ['Store Credit Owed', '', dollars],
    ])
    expect(entry(`SC ${storeCredit[1]!.id}`)).toEqual([
      ['Store Credit Owed', dollars, ''],
      ['Web Shop Clearing', '', dollars],
    ])
    // The second order's card paid its total less the credit, and its entries clear to nothing.
    const o = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', second)
      .executeTakeFirstOrThrow()
    expect(entry(`PAY ${second}`)[0]).toEqual([
      'Card Payments Clearing',
      ((o.grand_total_cents - credited) / 100).toFixed(2),
      '',
    ])
    const clearing = rows
      .filter(
        (r) =>
          r[2] === 'Web Shop Clearing' && (r[5]!.includes(second) || r[0] === `SC ${storeCredit[1]!.id}`),
      )
      .reduce((s, r) => s + Math.round(Number(r[3] || 0) * 100) - Math.round(Number(r[4] || 0) * 100), 0)
    expect(clearing).toBe(0)
    // Each journal number once in the log's terms: every line of the export belongs to one record.
    const log = await t.db.kysely
      .selectFrom('accounting_export_log')
      .select(['source', 'record_id'])
      .execute()
    expect(new Set(log.map((l) => `${l.source}:${l.record_id}`)).size).toBe(log.length)
  })

  it('runs from the staff command for a day', async () => {
    await buy(1)
    const lines: string[] = []
    await runShopCommand(serviceContext(t.app), ['accounting-export', '--date', today], (l) => lines.push(l))
    expect(lines[0]).toMatch(new RegExp(`^${today}: export \\d+, 2 records, 5 lines, debits 55.00$`))
    lines.length = 0
    await runShopCommand(serviceContext(t.app), ['accounting-export', '--date', today], (l) => lines.push(l))
    expect(lines).toEqual([`Nothing to export for ${today}: every record is in an earlier export.`])
    await expect(
      runShopCommand(serviceContext(t.app), ['accounting-export', '--date', 'today'], () => undefined),
    ).rejects.toThrow('--date must be a date (YYYY-MM-DD)')
  })
})
