import type { DbHandle } from '../../db/connect'
import { packsColumn } from '../catalogue/product-packs.repository'

/** The price and stock facts checkout prices a line from. */
export async function findProductsForPricing(k: DbHandle, ids: readonly number[]) {
  if (ids.length === 0) return []
  return (
    k
      .selectFrom('products')
      .select([
        'id',
        'product_name',
        'sku',
        'slug',
        'selling_price_cents',
        'discounted_price_cents',
        'quantity',
        'quantity_used',
        'thumbnail',
        'thumbnail_compress',
        'price_breaks',
        packsColumn('products.id').as('packs'),
      ])
      .where('id', 'in', ids)
      // A product staff have hidden is not sold (docs/requirements/back-office.md §4).
      .where('published', '=', 1)
      .execute()
  )
}
/** Subscribe & Save intervals of the given products. */
export async function findSubscriptionOptions(k: DbHandle, productIds: readonly number[]) {
  if (productIds.length === 0) return []
  return k
    .selectFrom('product_subscriptions')
    .select(['product_id', 'months', 'discount'])
    .where('product_id', 'in', productIds)
    .execute()
}

/** A coupon by code, case-insensitively (codes are stored upper-cased). */
export async function findCouponByCode(k: DbHandle, code: string) {
  return k.selectFrom('coupons').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst()
}

/** The country's row (case-insensitive) and the '*' row of a rates table; the caller prefers the country's. */
export async function findShippingRates(k: DbHandle, country: string) {
  return k
    .selectFrom('shipping_rates')
    .select(['country', 'rate_cents', 'free_over_cents'])
    .where((eb) =>
      eb.or([eb(eb.fn('lower', ['country']), '=', country.toLowerCase()), eb('country', '=', '*')]),
    )
    .execute()
}

export async function findTaxRates(k: DbHandle, country: string) {
  return k
    .selectFrom('tax_rates')
    .select(['country', 'rate_bp'])
    .where((eb) =>
      eb.or([eb(eb.fn('lower', ['country']), '=', country.toLowerCase()), eb('country', '=', '*')]),
    )
    .execute()
}

/** The profile fields a pre-order bills to. */
export async function findUserProfile(k: DbHandle, userId: number) {
  return k
    .selectFrom('users')
    .select([
      'first_name',
      'middle_name',
      'last_name',
      'phone',
      'email',
      'flat_apartment',
      'address',
      'street',
      'city',
      'state',
      'zipcode',
      'country',
    ])
    .where('id', '=', userId)
    .executeTakeFirst()
}

export async function findOrderByIdempotencyKey(k: DbHandle, userId: number, key: string) {
  return k
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
}

export async function findOrderSubscriptions(k: DbHandle, orderId: number) {
  return k
    .selectFrom('subscriptions')
    .select(['subscription_no', 'items', 'month', 'next_date'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
}

/**
 * The customer's paid delivery orders that are not shipped yet (Pending or Processing, not
 * pre-orders), newest first: a pre-order to the same address ships with one of them.
 */
export async function findOrdersNotYetShipped(k: DbHandle, userId: number) {
  return k
    .selectFrom('orders')
    .select(['id', 'order_no', 'shipping_address'])
    .where('user_id', '=', userId)
    .where('payment_status', '=', 'paid')
    .where('order_status', 'in', ['Pending', 'Processing'])
    .where('back_order', '=', 0)
    .where('pickup_order', '=', 0)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

/** An order's number by id. */
export async function findOrderNumber(k: DbHandle, orderId: number): Promise<string | undefined> {
  const row = await k.selectFrom('orders').select('order_no').where('id', '=', orderId).executeTakeFirst()
  return row?.order_no
}
