import { discountedPrice, type DiscountType } from '@shop/shared/pricing'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../src/db/connect'
import type { NewProduct } from '../src/db/schema'
import { SANDBOX_CARDS } from '../src/domains/payments/sandbox-gateway'
import { addDays, nowIso } from '../src/lib/clock'
import { hashPassword } from '../src/lib/password'
import { generateToken, hashToken } from '../src/lib/tokens'
/** The default session length (SESSION_IDLE_DAYS). */
const TOKEN_LIFETIME_DAYS = 7

let counter = 0
const next = () => ++counter

/** Small explicit rows for API tests; each helper returns the inserted row's id. */
export async function insertCategory(
  db: Db,
  name = `Category ${next()}`,
): Promise<{ id: number; slug: string }> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  const row = await db.kysely
    .insertInto('categories')
    .values({ name, slug, position: counter })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow()
  return row
}

export async function insertBrand(db: Db, name = `Brand ${next()}`, group = 'Group A') {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return db.kysely
    .insertInto('brands')
    .values({ name, slug, group_name: group })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow()
}

export interface ProductFixture {
  name?: string
  categoryId: number
  brandId: number
  sellingPriceCents?: number
  discountType?: DiscountType | null
  discountValue?: number
  quantity?: number
  quantityUsed?: number
  isDeal?: boolean
  /** ISO time it was added (the newest sort); now by default. */
  createdAt?: string
}

export async function insertProduct(db: Db, f: ProductFixture) {
  const n = next()
  const name = f.name ?? `Test Product ${n}`
  const selling = f.sellingPriceCents ?? 1000
  const discounted = discountedPrice(selling, f.discountType ?? null, f.discountValue ?? 0)
  const compress = JSON.stringify({
    image_urls: { '300px': `/media/p${n}-300.webp`, '800px': `/media/p${n}-800.webp` },
  })
  const now = nowIso()
  const values: NewProduct = {
    sku: `SKU-${n}`,
    product_name: name,
    product_code: `PC-${n}`,
    slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n}`,
    category_id: f.categoryId,
    brand_id: f.brandId,
    selling_price_cents: selling,
    discounted_price_cents: discounted,
    price_cents: discounted ?? selling,
    discount_type: f.discountType ?? null,
    discount_value: f.discountValue ?? 0,
    quantity: f.quantity ?? 50,
    quantity_used: f.quantityUsed ?? 0,
    unit: 'box',
    weight: '100 g',
    thumbnail: `/media/p${n}-800.webp`,
    thumbnail_name: `p${n}-800.webp`,
    thumbnail_compress: compress,
    product_desc: '<p>Description</p>',
    other_desc: '<p>Other</p>',
    expiry_date: '2027-06-30',
    is_deal: f.isDeal ? 1 : 0,
    created_at: f.createdAt ?? now,
    updated_at: now,
  }
  const product = await db.kysely
    .insertInto('products')
    .values(values)
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow()
  // Sellable stock lives in lots; a fixture's stock is one lot with the product's expiry.
  const sellable = values.quantity - values.quantity_used
  if (sellable > 0) {
    await db.kysely
      .insertInto('stock_lots')
      .values({
        product_id: product.id,
        lot_number: `LOT-${n}`,
        expiry_date: values.expiry_date ?? null,
        quantity_received: sellable,
        quantity: sellable,
        status: 'available',
        received_at: now,
      })
      .execute()
  }
  return product
}

// scrypt is slow by design (about a second when the machine is busy): hash each test password once.
const passwordHashes = new Map<string, Promise<string>>()
const testPasswordHash = (password: string) => {
  if (!passwordHashes.has(password)) passwordHashes.set(password, hashPassword(password))
  return passwordHashes.get(password)!
}

/** A customer with a known password; returns its id and e-mail. */
export async function insertUser(db: Db, password = 'Correct-Horse-42') {
  const n = next()
  const now = nowIso()
  const email = `customer${n}-${Date.now()}@example.com`
  const row = await db.kysely
    .insertInto('users')
    .values({
      first_name: 'Test',
      middle_name: null,
      last_name: `Customer${n}`,
      email,
      phone: `441555${String(n).padStart(4, '0')}${Math.floor(Date.now() % 1000)}`,
      work_phone: null,
      home_phone: null,
      gender: null,
      dob: null,
      address: '1 Front Street',
      street: null,
      flat_apartment: null,
      city: 'Hamilton',
      state: null,
      zipcode: 'HM 11',
      country: 'Bermuda',
      thumbnail: null,
      password_hash: await testPasswordHash(password),
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow()
  return { ...row, password }
}

/** A bearer token for a user, stored hashed in auth_tokens exactly as plugins/auth.ts verifies it. */
export async function insertToken(db: Db, userId: number): Promise<string> {
  const token = generateToken()
  const now = nowIso()
  await db.kysely
    .insertInto('auth_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: addDays(now, TOKEN_LIFETIME_DAYS),
      last_used_at: now,
    })
    .execute()
  return token
}

/** A customer and a bearer token for them. */
export async function insertCustomer(db: Db) {
  const user = await insertUser(db)
  return { ...user, token: await insertToken(db, user.id) }
}

export async function insertShippingRate(
  db: Db,
  country: string,
  rateCents: number,
  freeOverCents: number | null,
) {
  await db.kysely
    .insertInto('shipping_rates')
    .values({ country, rate_cents: rateCents, free_over_cents: freeOverCents })
    .execute()
}

export interface CouponFixture {
  code: string
  type?: 'percent' | 'fixed'
  /** Whole percent, or cents. */
  value?: number
  minAmountCents?: number
  startsAt?: string | null
  endsAt?: string | null
  maxUses?: number | null
  maxUsesPerCustomer?: number | null
  usedCount?: number
  active?: boolean
}

export async function insertCoupon(db: Db, f: CouponFixture) {
  return db.kysely
    .insertInto('coupons')
    .values({
      code: f.code.toUpperCase(),
      discount_type: f.type ?? 'percent',
      discount_value: f.value ?? 10,
      min_amount_cents: f.minAmountCents ?? 0,
      starts_at: f.startsAt ?? null,
      ends_at: f.endsAt ?? null,
      max_uses: f.maxUses ?? null,
      max_uses_per_customer: f.maxUsesPerCustomer ?? null,
      used_count: f.usedCount ?? 0,
      active: f.active === false ? 0 : 1,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
}

export async function insertSubscriptionOption(db: Db, productId: number, months: number, discount: number) {
  await db.kysely
    .insertInto('product_subscriptions')
    .values({ product_id: productId, months, discount })
    .execute()
}

/**
 * A one-use card token made by the sandbox's card element from a test card (SANDBOX_CARDS), the way
 * the browser gets one: the shop's API takes only tokens. `server` is a built app (inject) or the
 * base URL of a running one. Each token pays one attempt (a retry under the same key may reuse it).
 */
export async function cardToken(
  server: FastifyInstance | string,
  number: string = SANDBOX_CARDS.approved,
  card: { name?: string; expiry?: string; cvc?: string } = {},
): Promise<string> {
  const payload = { number, name: 'Ann Buyer', expiry: '12/39', cvc: '123', ...card }
  const url = '/sandbox-gateway/v1/tokens'
  const answer =
    typeof server === 'string'
      ? await fetch(`${server}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        }).then(async (res) => ({ status: res.status, body: await res.text() }))
      : await server
          .inject({ method: 'POST', url, payload })
          .then((res) => ({ status: res.statusCode, body: res.body }))
  if (answer.status !== 200) throw new Error(`card element refused the card: ${answer.status} ${answer.body}`)
  return (JSON.parse(answer.body) as { token: string }).token
}

/**
 * A card checkout body for POST /api/checkout/payment, shipped to Bermuda, with the figures the
 * server will compute when there is no coupon and no tax (the shipping rate is the caller's), paid
 * with a card element's token (cardToken).
 */
export function cardCheckoutBody(
  items: { id: number; qty: number; price: number }[],
  shippingCharge: number,
  paymentToken: string,
) {
  const cents = (dollars: number) => Math.round(dollars * 100)
  const subTotal = items.reduce((sum, i) => sum + cents(i.price) * i.qty, 0) / 100
  return {
    items,
    subTotal,
    couponDiscount: 0,
    shippingCharge,
    taxAmount: 0,
    total: (cents(subTotal) + cents(shippingCharge)) / 100,
    shippingAddress: {
      first_name: 'Ann',
      address: '1 Front St',
      city: 'Hamilton',
      zipcode: 'HM11',
      country: 'Bermuda',
    },
    pickupOrder: false,
    paymentToken,
  }
}

/** A new selling price (no discount) written straight into the product's row, as staff tools do. */
export async function setProductPrice(db: Db, productId: number, cents: number) {
  await db.kysely
    .updateTable('products')
    .set({ selling_price_cents: cents, price_cents: cents })
    .where('id', '=', productId)
    .execute()
}

/**
 * Gloves counted by the glove (12 cents each) and sold in a box of 100 (US $9.99) and a case of
 * 1,000 (US $89.00), as the demo catalogue sells them (docs/decisions/0114-pack-sizes.md).
 */
export async function insertGloves(db: Db, f: { categoryId: number; brandId: number; quantity?: number }) {
  const product = await insertProduct(db, {
    name: 'Nitrile Exam Gloves',
    categoryId: f.categoryId,
    brandId: f.brandId,
    sellingPriceCents: 12,
    quantity: f.quantity ?? 5000,
  })
  await db.kysely
    .updateTable('products')
    .set({ base_unit: 'glove', base_unit_plural: 'gloves' })
    .where('id', '=', product.id)
    .execute()
  const sku = `SKU-GLV-${product.id}`
  await db.kysely.updateTable('products').set({ sku }).where('id', '=', product.id).execute()
  const box = `${sku}-BX`
  const kase = `${sku}-CS`
  await db.kysely
    .insertInto('product_packs')
    .values([
      { product_id: product.id, code: box, label: 'Box of 100', units_per_pack: 100, price_cents: 999 },
      {
        product_id: product.id,
        code: kase,
        label: 'Case of 10 boxes',
        units_per_pack: 1000,
        price_cents: 8900,
      },
    ])
    .execute()
  return { id: product.id, slug: product.slug, sku, box, kase }
}
