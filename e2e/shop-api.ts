import { expect, type APIRequestContext } from '@playwright/test'

export interface ListedProduct {
  id: number
  slug: string
  product_name: string
  product_code: string
  selling_price: number
  discounted_price: number | null
  stock: number
  /** Sold to verified professionals only: no journey's shopper can buy it, so finders skip it. */
  professional_only?: boolean
  /**
   * Sold in packs (docs/decisions/0114-pack-sizes.md): its page and card carry a pack choice and
   * prices per piece, so finders of plain products skip it; the packs journey picks its own.
   */
  packs?: unknown[]
}

/**
 * The first products a shopper may buy, page by page through GET /api/products, that fit (no
 * hard-coded slugs).
 */
export async function findProducts(
  request: APIRequestContext,
  fits: (p: ListedProduct) => boolean,
  count = 1,
  skip = 0,
): Promise<ListedProduct[]> {
  const found: ListedProduct[] = []
  let skipped = 0
  for (let page = 1; page < 200 && found.length < count; page++) {
    const res = await request.get(`/api/products?page=${page}`)
    expect(res.ok()).toBe(true)
    const body = (await res.json()) as { data: ListedProduct[] }
    if (body.data.length === 0) break
    for (const p of body.data.filter((p) => !p.professional_only && !p.packs?.length && fits(p))) {
      if (skipped < skip) skipped += 1
      else if (found.length < count) found.push(p)
    }
  }
  expect(found, 'products in the catalogue that fit this journey').toHaveLength(count)
  return found
}

/** A bearer token for a customer, as the login call answers it. */
export async function apiToken(
  request: APIRequestContext,
  customer: { email: string; password: string },
): Promise<string> {
  const res = await request.post('/api/login', {
    headers: { Accept: 'application/json' },
    data: { login: customer.email, password: customer.password },
  })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { _token: string })._token
}

/** Puts a product on the customer's wish list through the API; answers the entry's date. */
export async function addToWishlist(request: APIRequestContext, token: string, productId: number) {
  const res = await request.post('/api/wishlists', {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    data: { product_id: productId },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { data: { created_at: string } }).data.created_at
}

/**
 * A one-use token of the sandbox's approving card, made as a browser's card element makes it: from
 * the provider's token call, never the shop's API, which takes no card numbers.
 */
export async function cardToken(request: APIRequestContext, number = '4111111111111111'): Promise<string> {
  const res = await request.post('/sandbox-gateway/v1/tokens', {
    data: { number, name: 'Journey Buyer', expiry: '12/36', cvc: '123' },
  })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

/** Buys one of a product for store pickup with the sandbox's approving card; answers the order number. */
export async function buyForPickup(
  request: APIRequestContext,
  token: string,
  p: ListedProduct,
): Promise<string> {
  const price = p.discounted_price ?? p.selling_price
  const res = await request.post('/api/checkout/payment', {
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}`,
    },
    data: {
      items: [{ id: p.id, qty: 1, price }],
      subTotal: price,
      couponDiscount: 0,
      shippingCharge: 0,
      taxAmount: 0,
      total: price,
      pickupOrder: true,
      paymentToken: await cardToken(request),
    },
  })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { data: { orderNumber: string } }).data.orderNumber
}

/** The shop's time zone (SHOP_TIME_ZONE's default): the journeys' server runs with it. */
const SHOP_TIME_ZONE = 'Atlantic/Bermuda'

/**
 * 'dd-mm-yyyy' as the shop shows a date: a timestamp is read in the shop's time zone (a review made at
 * 02:00 UTC is dated the day before in Bermuda); a plain 'yyyy-mm-dd' date is shown as it is.
 */
export function dayMonthYear(iso: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso.split('-').reverse().join('-')
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(iso))
  const part = (type: string) => parts.find((p) => p.type === type)!.value
  return `${part('day')}-${part('month')}-${part('year')}`
}
