import type { FastifyInstance } from 'fastify'
import type { Db } from '../src/db/connect'
import { SANDBOX_CARDS } from '../src/domains/payments/sandbox-gateway'
import { cardToken } from './fixtures'

let keys = 0

/** A Bermuda shipping address as checkout takes it. */
export const BERMUDA_ADDRESS = {
  first_name: 'Sam',
  last_name: 'Subscriber',
  address: '1 Front St',
  city: 'Hamilton',
  zipcode: 'HM11',
  country: 'Bermuda',
}

/**
 * Subscribes a customer through the real checkout (pickup, so no shipping): one line of `qty` at
 * `unitPrice` dollars every `months`. Answers the subscription row.
 */
export async function subscribeAtCheckout(
  app: FastifyInstance,
  db: Db,
  buyer: { token: string; id: number },
  line: { productId: number; qty: number; unitPrice: number; months: number },
  card: string = SANDBOX_CARDS.approved,
) {
  const subTotal = Math.round(line.unitPrice * 100 * line.qty) / 100
  const res = await app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': `sub-${Date.now()}-${++keys}` },
    payload: {
      items: [
        {
          id: line.productId,
          qty: line.qty,
          price: line.unitPrice,
          name: 'line',
          rowId: `r${keys}`,
          subscription: { interval: line.months },
        },
      ],
      subTotal,
      couponDiscount: 0,
      shippingCharge: 0,
      taxAmount: 0,
      total: subTotal,
      shippingAddress: BERMUDA_ADDRESS,
      billingAddress: BERMUDA_ADDRESS,
      pickupOrder: true,
      pickupAddress: null,
      back_order: 0,
      paymentToken: await cardToken(app, card, { name: 'Sam Subscriber' }),
    },
  })
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`)
  const order = await db.kysely
    .selectFrom('orders')
    .select('id')
    .where('order_no', '=', res.json().data.orderNumber)
    .executeTakeFirstOrThrow()
  return db.kysely
    .selectFrom('subscriptions')
    .selectAll()
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow()
}

/** Makes a subscription's saved card decline from now on (as if the card were cancelled). */
export async function makeSavedCardDecline(db: Db, token: string, message = 'Card declined') {
  await db.kysely
    .updateTable('sandbox_tokens')
    .set({ decline_message: message })
    .where('token', '=', token)
    .execute()
}

/** "Now" on a subscription's due date, at 09:00 UTC. */
export function onDue(nextDate: string, plusDays = 0): Date {
  return new Date(Date.parse(`${nextDate}T09:00:00.000Z`) + plusDays * 86_400_000)
}

export async function renewalOrders(db: Db, subscriptionId: number) {
  return db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .orderBy('id')
    .execute()
}
