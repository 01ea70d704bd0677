import type { AddressInfo } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { cardToken, insertBrand, insertCategory, insertCustomer, insertProduct } from '../../../test/fixtures'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway'

let t: TestApp
let baseUrl: string

beforeAll(async () => {
  // A little gateway latency, so checkouts really overlap while the card is being charged.
  t = await buildTestApp({ PAYMENT_SANDBOX_LATENCY_MS: '20' })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})

describe('50 concurrent checkouts for the last 5 units', () => {
  it('make exactly 5 orders, and stock ends at 0, never below', async () => {
    const category = await insertCategory(t.db)
    const brand = await insertBrand(t.db)
    const last = await insertProduct(t.db, {
      name: 'Pulse Oximeter',
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 3500,
      quantity: 105,
      quantityUsed: 100,
    })
    // 10 customers, each with 5 browser tabs (5 different idempotency keys).
    const customers = await Promise.all(Array.from({ length: 10 }, () => insertCustomer(t.db)))
    const body = {
      items: [{ id: last.id, qty: 1, price: 35 }],
      subTotal: 35,
      couponDiscount: 0,
      shippingCharge: 0,
      taxAmount: 0,
      total: 35,
      pickupOrder: true,
    }
    // Each tab tokenised its card before the rush: a token pays one attempt.
    const tokens = await Promise.all(
      Array.from({ length: 50 }, () => cardToken(t.app, SANDBOX_CARDS.approved)),
    )
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const res = await fetch(`${baseUrl}/api/checkout/payment`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${customers[i % 10]!.token}`,
            'idempotency-key': `rush-${i}-${Date.now()}`,
          },
          body: JSON.stringify({ ...body, paymentToken: tokens[i] }),
        })
        return { status: res.status, body: (await res.json()) as { message?: string } }
      }),
    )
    const ok = answers.filter((a) => a.status === 200)
    const refused = answers.filter((a) => a.status === 409)
    expect(ok).toHaveLength(5)
    expect(refused).toHaveLength(45)
    for (const r of refused) expect(r.body.message).toMatch(/^Only [0-4] left of Pulse Oximeter\.$/)

    const product = await t.db.kysely
      .selectFrom('products')
      .select(['quantity', 'quantity_used'])
      .where('id', '=', last.id)
      .executeTakeFirstOrThrow()
    expect(product.quantity - product.quantity_used).toBe(0)
    const orders = await t.db.kysely
      .selectFrom('orders')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .select(['orders.payment_status'])
      .where('order_items.product_id', '=', last.id)
      .execute()
    expect(orders).toHaveLength(5)
    expect(orders.every((o) => o.payment_status === 'paid')).toBe(true)
    const charges = await t.db.kysely
      .selectFrom('sandbox_payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(charges.n)).toBe(5)
  })
})
