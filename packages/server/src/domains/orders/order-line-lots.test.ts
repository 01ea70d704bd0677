import fs from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { cardToken, insertBrand, insertCategory, insertCustomer, insertProduct } from '../../../test/fixtures'
import { pdfText } from '../../../test/pdf-text'
import { insertStaffMember } from '../../../test/staff-fixtures'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway'
import { invoiceFile } from './invoice-links'

let t: TestApp
let staff: Awaited<ReturnType<typeof insertStaffMember>>

beforeAll(async () => {
  t = await buildTestApp()
  staff = await insertStaffMember(t.db, 'staff')
})

describe('the lots an order shipped, as the buyer reads them', () => {
  it('lists per line the lot numbers, expiry dates and units in the order details, the invoice and the packing slip', async () => {
    const p = await insertProduct(t.db, {
      name: 'Hyaluronic filler',
      categoryId: (await insertCategory(t.db)).id,
      brandId: (await insertBrand(t.db)).id,
      sellingPriceCents: 1000,
      quantity: 0,
    })
    const delivery = await t.app.inject({
      method: 'POST',
      url: '/api/admin/deliveries',
      headers: staff.headers,
      payload: {
        reference: 'PO-L',
        lots: [
          { product_id: p.id, lot_number: 'HF-100', expiry_date: '2030-03-31', quantity: 1 },
          { product_id: p.id, lot_number: 'HF-200', expiry_date: '2031-09-30', quantity: 5 },
        ],
      },
    })
    expect(delivery.statusCode).toBe(201)
    const buyer = await insertCustomer(t.db)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/payment',
      headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': `lots-${Date.now()}` },
      payload: {
        items: [{ id: p.id, qty: 3, price: 10 }],
        subTotal: 30,
        couponDiscount: 0,
        shippingCharge: 0,
        taxAmount: 0,
        total: 30,
        pickupOrder: true,
        paymentToken: await cardToken(t.app, SANDBOX_CARDS.approved),
      },
    })
    expect(res.statusCode).toBe(200)
    await t.app.orderDocuments.idle()
    const order = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', res.json().data.orderNumber)
      .executeTakeFirstOrThrow()

    const detail = await t.app.inject({
      url: `/api/customer/order/detail/${order.id}`,
      headers: { authorization: `Bearer ${buyer.token}` },
    })
    expect(detail.json().data.items[0].lots).toEqual([
      { lot_number: 'HF-100', expiry_date: '2030-03-31', quantity: 1 },
      { lot_number: 'HF-200', expiry_date: '2031-09-30', quantity: 2 },
    ])
    const list = await t.app.inject({
      url: '/api/customer/get-orders',
      headers: { authorization: `Bearer ${buyer.token}` },
    })
    expect(list.json().data[0].items[0].lots).toHaveLength(2)

    const invoice = pdfText(fs.readFileSync(invoiceFile(t.app.config, order.invoice_pdf!)))
    expect(invoice).toContain('Lot HF-100 (exp 31-03-2030) x1\nLot HF-200 (exp 30-09-2031) x2')
    const slip = pdfText(
      (await t.app.inject({ url: `/api/admin/orders/${order.id}/packing-slip`, headers: staff.headers }))
        .rawPayload,
    )
    expect(slip).toContain('HF-100 (exp 31-03-2030) x1')
    expect(slip).toContain('HF-200 (exp 30-09-2031) x2')
  })
})
