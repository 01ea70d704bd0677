import { describe, expect, it } from 'vitest'
import { parse } from 'csv-parse/sync'
import { insertCustomer } from '../../../test/fixtures'
import { buildTestApp } from '../../../test/helper'
import { insertStaffMember } from '../../../test/staff-fixtures'
import { nowIso } from '../../lib/clock'
import { ORDER_CSV_COLUMNS } from './orders-export.service'

const { app, db } = await buildTestApp()
const staff = await insertStaffMember(db, 'staff')
const buyer = await insertCustomer(db)
const other = await insertCustomer(db)

/** `n` orders straight into the table (the export reads them; how they were placed is not its subject). */
async function insertOrders(n: number, userId: number, email: string, over: Record<string, unknown> = {}) {
  const now = nowIso()
  const rows = Array.from({ length: n }, (_, i) => ({
    order_no: `BMU-2026-${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}-${i}`,
    user_id: userId,
    email,
    order_status: 'Pending',
    payment_status: 'paid',
    payment_method: 'card',
    card_brand: 'Visa',
    card_last4: '1111',
    back_order: 0,
    sub_total_cents: 2500,
    coupon_code: null,
    coupon_discount_cents: 0,
    shipping_charge_cents: 1000,
    tax_cents: 0,
    grand_total_cents: 3500,
    pickup_order: 0,
    created_at: now,
    updated_at: now,
    paid_at: now,
    ...over,
  }))
  for (let i = 0; i < rows.length; i += 200)
    await db.kysely
      .insertInto('orders')
      .values(rows.slice(i, i + 200))
      .execute()
}

const exportOf = (query: string) =>
  app.inject({ method: 'GET', url: `/api/admin/orders/export.csv${query}`, headers: staff.headers })

describe('the orders export', () => {
  it("writes every order the list's filters keep, all pages, oldest first, with amounts in dollars", async () => {
    await insertOrders(1_201, buyer.id, buyer.email)
    await insertOrders(3, other.id, other.email, {
      payment_status: 'failed',
      card_brand: null,
      card_last4: null,
      paid_at: null,
      coupon_code: '=HYPERLINK("x")',
      coupon_discount_cents: 250,
      grand_total_cents: 3250,
    })

    const all = await exportOf('?page=3&per_page=10')
    expect(all.statusCode).toBe(200)
    expect(all.headers['content-type']).toMatch(/^text\/csv/)
    expect(all.headers['content-disposition']).toContain('orders.csv')
    const rows = parse(all.body, { columns: true }) as Record<string, string>[]
    // Paging is the list's, not the export's: every order is there.
    expect(rows).toHaveLength(1_204)
    expect(Object.keys(rows[0]!)).toEqual([...ORDER_CSV_COLUMNS])
    expect(rows[0]).toMatchObject({
      email: buyer.email,
      payment_status: 'paid',
      card: 'Visa ending 1111',
      kind: 'order',
      delivery: 'shipping',
      subtotal: '25.00',
      shipping: '10.00',
      total: '35.00',
    })

    const failed = await exportOf('?payment=failed')
    const failedRows = parse(failed.body, { columns: true }) as Record<string, string>[]
    expect(failedRows).toHaveLength(3)
    expect(failedRows.every((r) => r.email === other.email && r.card === '')).toBe(true)
    // A spreadsheet formula is written inert.
    expect(failedRows[0]).toMatchObject({
      coupon_code: `'=HYPERLINK("x")`,
      coupon_discount: '2.50',
      total: '32.50',
    })

    const byCustomer = await exportOf(`?customer=${encodeURIComponent(other.email)}`)
    expect(parse(byCustomer.body, { columns: true })).toHaveLength(3)
  })

  it('refuses a bad filter by its field', async () => {
    const res = await exportOf('?payment=maybe')
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('payment')
  })
})
