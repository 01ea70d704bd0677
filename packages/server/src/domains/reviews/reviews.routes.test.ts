import { REVIEW_MESSAGES, STAR_MESSAGE } from '@shop/shared/schemas/reviews'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { insertBrand, insertCategory, insertCustomer, insertProduct } from '../../../test/fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'
import type { Db } from '../../db/connect'
import { nowIso } from '../../lib/clock'
import { REVIEWS_PER_PRODUCT_PER_HOUR } from './reviews.routes'
import { setReviewStatus } from './reviews.service'

type Customer = Awaited<ReturnType<typeof insertCustomer>>
type Method = 'GET' | 'POST' | 'PUT'
type Product = { id: number; slug: string }

let t: TestApp
let ada: Customer
let bob: Customer
let categoryId: number
let brandId: number

const call = (
  app: TestApp,
  who: Customer | null,
  method: Method,
  url: string,
  payload?: object,
  remoteAddress = '127.0.0.1',
) =>
  app.app.inject({
    method,
    url: `/api/${url}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    payload,
    remoteAddress,
  })

const guestReview = (productId: number, overrides: Record<string, unknown> = {}) => ({
  product_id: productId,
  name: 'Grace Guest',
  email: 'grace@example.com',
  star: 4,
  headline: 'Good gauze',
  review: 'Soft and sterile.',
  ...overrides,
})
const dashboardReview = (productId: number, overrides: Record<string, unknown> = {}) => ({
  product_id: productId,
  star: 5,
  headline: 'Great',
  review: 'Works well.',
  ...overrides,
})

/** A guest's review, published by staff (guest reviews wait for moderation). */
async function publishedGuestReview(productId: number, overrides: Record<string, unknown> = {}) {
  const res = await call(t, null, 'POST', 'reviews', guestReview(productId, overrides))
  expect(res.statusCode).toBe(201)
  return setReviewStatus(t.db, res.json().Review.id, 'published')
}

async function newProduct(app: TestApp = t): Promise<Product> {
  return insertProduct(app.db, { categoryId, brandId })
}

async function productPage(slug: string, app: TestApp = t) {
  const res = await app.app.inject(`/api/product/${slug}`)
  expect(res.statusCode).toBe(200)
  return res.json().data as {
    rating: number
    review_count: number
    reviews: { id: number; star: number; name: string; review: string; verified_buyer: boolean }[]
  }
}

async function storedReview(db: Db, id: number) {
  return db.kysely.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

/** An order of the product by the customer (or just an e-mail), with the given payment status. */
async function insertOrder(db: Db, userId: number, email: string, productId: number, paymentStatus: string) {
  const now = nowIso()
  const order = await db.kysely
    .insertInto('orders')
    .values({
      order_no: `BMU-TEST-${Math.random().toString(36).slice(2, 10)}`,
      user_id: userId,
      email,
      order_status: 'Processing',
      payment_status: paymentStatus,
      payment_method: 'card',
      back_order: 0,
      sub_total_cents: 1000,
      coupon_discount_cents: 0,
      shipping_charge_cents: 0,
      tax_cents: 0,
      grand_total_cents: 1000,
      pickup_order: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db.kysely
    .insertInto('order_items')
    .values({
      order_id: order.id,
      product_id: productId,
      quantity: 1,
      unit_price_cents: 1000,
      line_total_cents: 1000,
      product_name: 'Test',
      sku: 'SKU',
    })
    .execute()
}

beforeAll(async () => {
  t = await buildTestApp()
  categoryId = (await insertCategory(t.db)).id
  brandId = (await insertBrand(t.db)).id
  ada = await insertCustomer(t.db)
  bob = await insertCustomer(t.db)
})

afterEach(() => {
  vi.useRealTimers()
})

describe('POST reviews (product page)', () => {
  it('takes a guest review (201), stores <script> and "quotes" as text exactly, and the page shows it once published', async () => {
    const product = await newProduct()
    const text = 'Nice <script>alert("x")</script> & "quoted" \'single\' <b>bold</b>\nSecond line'
    const res = await call(
      t,
      null,
      'POST',
      'reviews',
      guestReview(product.id, { review: text, headline: '' }),
    )
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.message).toBe(REVIEW_MESSAGES.added)
    expect(body.Review).toMatchObject({
      product_id: product.id,
      user_id: null,
      name: 'Grace Guest',
      email: 'grace@example.com',
      star: 4,
      headline: '',
      review: text,
      status: 'pending',
      verified_buyer: false,
    })
    expect((await storedReview(t.db, body.Review.id)).review).toBe(text)
    expect((await productPage(product.slug)).review_count).toBe(0)
    await setReviewStatus(t.db, body.Review.id, 'published')
    const page = await productPage(product.slug)
    expect(page.review_count).toBe(1)
    expect(page.rating).toBe(4)
    expect(page.reviews[0]).toMatchObject({ id: body.Review.id, review: text, verified_buyer: false })
    expect(page.reviews[0]).not.toHaveProperty('email')
  })

  it("dates a review on the product page by the shop's day, which the page shows as it is", async () => {
    const product = await newProduct()
    // From an address and e-mail of its own: the other tests here count the guest reviews of theirs.
    const res = await call(
      t,
      null,
      'POST',
      'reviews',
      guestReview(product.id, { email: 'dora@example.com' }),
      '10.9.8.7',
    )
    expect(res.statusCode).toBe(201)
    const review = await setReviewStatus(t.db, res.json().Review.id, 'published')
    // 02:30 UTC on 1 March is still 28 February in Bermuda (UTC-4 in winter).
    await t.db.kysely
      .updateTable('reviews')
      .set({ created_at: '2027-03-01T02:30:00.000Z' })
      .where('id', '=', review.id)
      .execute()
    const [shown] = (await productPage(product.slug)).reviews as unknown as { created_on: string }[]
    expect(shown!.created_on).toBe('2027-02-28')
  })

  it("a signed-in shopper's review is theirs and shows in their list; a bad token is 401", async () => {
    const product = await newProduct()
    const res = await call(t, ada, 'POST', 'reviews', guestReview(product.id, { user_id: bob.id }))
    expect(res.statusCode).toBe(201)
    expect(res.json().Review.user_id).toBe(ada.id)
    const list = (await call(t, ada, 'GET', 'customer/get-user-review')).json()['Customer Reviews']
    expect(list.map((r: { id: number }) => r.id)).toContain(res.json().Review.id)
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { authorization: 'Bearer nope' },
      payload: guestReview(product.id),
    })
    expect(bad.statusCode).toBe(401)
  })

  it('drops a review whose honeypot field is filled: success answer, nothing stored', async () => {
    const product = await newProduct()
    const res = await call(
      t,
      null,
      'POST',
      'reviews',
      guestReview(product.id, { website: 'http://spam.example/'.repeat(300) }),
    )
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ message: REVIEW_MESSAGES.added })
    const rows = await t.db.kysely
      .selectFrom('reviews')
      .select('id')
      .where('product_id', '=', product.id)
      .execute()
    expect(rows).toEqual([])
    expect((await productPage(product.slug)).review_count).toBe(0)
  })

  it('refuses an unknown product naming product_id', async () => {
    const res = await call(t, null, 'POST', 'reviews', guestReview(999999))
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.product_id).toBeDefined()
  })
})

describe('validation (400 naming the field)', () => {
  let product: Product
  beforeAll(async () => {
    product = await newProduct()
  })

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no product_id', { product_id: undefined }, 'product_id', 'product_id is required'],
    ['no name', { name: undefined }, 'name', 'Name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Name is required'],
    ['no email', { email: undefined }, 'email', 'Email is required'],
    ['a bad email', { email: 'not-an-email' }, 'email', 'Email must be a valid e-mail address'],
    ['no star', { star: undefined }, 'star', 'Star is required'],
    ['star 0', { star: 0 }, 'star', STAR_MESSAGE],
    ['star 6', { star: 6 }, 'star', STAR_MESSAGE],
    ['star 4.5', { star: 4.5 }, 'star', STAR_MESSAGE],
    ['star "five"', { star: 'five' }, 'star', STAR_MESSAGE],
    ['no review', { review: undefined }, 'review', 'Review is required'],
    ['a long review', { review: 'x'.repeat(5001) }, 'review', 'Review must be at most 5000 characters'],
    ['a long headline', { headline: 'x'.repeat(256) }, 'headline', 'Headline must be at most 255 characters'],
    ['a long name', { name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
  ]
  it.each(cases)('POST reviews with %s', async (_label, overrides, field, message) => {
    const res = await call(t, null, 'POST', 'reviews', guestReview(product.id, overrides))
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[field]).toEqual([message])
  })

  it('POST customer/reviews and PUT need a headline and a whole star; nothing is written', async () => {
    const noHeadline = await call(
      t,
      ada,
      'POST',
      'customer/reviews',
      dashboardReview(product.id, { headline: '' }),
    )
    expect(noHeadline.statusCode).toBe(400)
    expect(noHeadline.json().errors.headline).toEqual(['Headline is required'])
    const created = await call(t, ada, 'POST', 'customer/reviews', dashboardReview(product.id, { star: '3' }))
    expect(created.statusCode).toBe(201)
    const id = created.json().Review.id
    expect(created.json().Review.star).toBe(3)
    const badStar = await call(t, ada, 'PUT', `customer/update-review-by-id/${id}`, {
      star: 7,
      headline: 'Changed',
      review: 'Changed',
    })
    expect(badStar.statusCode).toBe(400)
    expect(badStar.json().errors.star).toEqual([STAR_MESSAGE])
    expect(await storedReview(t.db, id)).toMatchObject({ star: 3, headline: 'Great' })
    const reviews = await t.db.kysely
      .selectFrom('reviews')
      .select('id')
      .where('product_id', '=', product.id)
      .execute()
    expect(reviews).toHaveLength(1)
  })
})

describe("the customer's own reviews", () => {
  let product: Product
  let adaReviewId: number
  let bobReviewId: number
  beforeAll(async () => {
    product = await newProduct()
    const a = await call(t, ada, 'POST', 'customer/reviews', dashboardReview(product.id, { user_id: bob.id }))
    expect(a.statusCode).toBe(201)
    expect(a.json().message).toBe(REVIEW_MESSAGES.submitted)
    adaReviewId = a.json().Review.id
    const b = await call(t, bob, 'POST', 'customer/reviews', dashboardReview(product.id, { star: 2 }))
    bobReviewId = b.json().Review.id
  })

  it('POST customer/reviews: 201, the review under Review, named and mailed from the account', async () => {
    const res = await call(t, ada, 'GET', `customer/get-review-by-id/${adaReviewId}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.Review).toMatchObject({
      id: adaReviewId,
      product_id: product.id,
      user_id: ada.id,
      email: ada.email,
      star: 5,
      headline: 'Great',
      review: 'Works well.',
      status: 'published',
      product_name: expect.any(String),
      thumbnail: expect.any(String),
      created_at: expect.any(String),
    })
  })

  it('a second review of the same product by the same customer is refused with 409, by either route', async () => {
    for (const [url, body] of [
      ['customer/reviews', dashboardReview(product.id, { star: 1 })],
      ['reviews', guestReview(product.id, { star: 1 })],
    ] as const) {
      const res = await call(t, ada, 'POST', url, body)
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe(REVIEW_MESSAGES.duplicate)
    }
    const page = await productPage(product.slug)
    expect(page.review_count).toBe(2)
    expect(page.rating).toBe(3.5)
  })

  it('two racing first reviews of one product by one customer: one 201, one 409, one stored', async () => {
    const racer = await insertCustomer(t.db)
    const racedProduct = await newProduct()
    const answers = await Promise.all([
      call(t, racer, 'POST', 'customer/reviews', dashboardReview(racedProduct.id)),
      call(t, racer, 'POST', 'reviews', guestReview(racedProduct.id)),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409])
    const rows = await t.db.kysely
      .selectFrom('reviews')
      .select('id')
      .where('product_id', '=', racedProduct.id)
      .execute()
    expect(rows).toHaveLength(1)
  })

  it("PUT edits one's own review (200) and the list shows product_name, thumbnail, star, created_at", async () => {
    const res = await call(t, ada, 'PUT', `customer/update-review-by-id/${adaReviewId}`, {
      star: 4,
      headline: 'Still good',
      review: 'Edited.',
      product_id: 123456,
      user_id: bob.id,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.Review).toMatchObject({
      id: adaReviewId,
      product_id: product.id,
      star: 4,
      review: 'Edited.',
    })
    const list = (await call(t, ada, 'GET', 'customer/get-user-review')).json()['Customer Reviews']
    expect(list.every((r: { user_id: number }) => r.user_id === ada.id)).toBe(true)
    expect(list.find((r: { id: number }) => r.id === adaReviewId)).toMatchObject({
      product_name: expect.any(String),
      thumbnail: expect.any(String),
      star: 4,
      created_at: expect.any(String),
    })
  })

  it("another customer's review can be neither read nor changed (404, unchanged), nor listed", async () => {
    const before = await storedReview(t.db, bobReviewId)
    const read = await call(t, ada, 'GET', `customer/get-review-by-id/${bobReviewId}`)
    expect(read.statusCode).toBe(404)
    const change = await call(t, ada, 'PUT', `customer/update-review-by-id/${bobReviewId}`, {
      star: 5,
      headline: 'Hijacked',
      review: 'Hijacked',
    })
    expect(change.statusCode).toBe(404)
    expect(await storedReview(t.db, bobReviewId)).toEqual(before)
    const list = (await call(t, ada, 'GET', 'customer/get-user-review')).json()['Customer Reviews']
    expect(list.map((r: { id: number }) => r.id)).not.toContain(bobReviewId)
  })

  it('every customer call without a token is 401 and changes nothing', async () => {
    const before = await storedReview(t.db, adaReviewId)
    for (const [method, url, body] of [
      ['POST', 'customer/reviews', dashboardReview(product.id)],
      ['GET', `customer/get-review-by-id/${adaReviewId}`],
      ['PUT', `customer/update-review-by-id/${adaReviewId}`, { star: 1, headline: 'x', review: 'x' }],
      ['GET', 'customer/get-user-review'],
    ] as const) {
      const res = await call(t, null, method, url, body)
      expect(res.statusCode).toBe(401)
    }
    expect(await storedReview(t.db, adaReviewId)).toEqual(before)
  })
})

describe('rating and review count', () => {
  it('follow create, update, hide and publish, and the cached page is never stale', async () => {
    const product = await newProduct()
    expect(await productPage(product.slug)).toMatchObject({ rating: 0, review_count: 0 })
    const first = await publishedGuestReview(product.id, { star: 5 })
    expect(await productPage(product.slug)).toMatchObject({ rating: 5, review_count: 1 })
    const mine = (
      await call(t, ada, 'POST', 'customer/reviews', dashboardReview(product.id, { star: 2 }))
    ).json().Review
    expect(await productPage(product.slug)).toMatchObject({ rating: 3.5, review_count: 2 })
    // A third review makes the average 3.666..., shown to one decimal.
    await publishedGuestReview(product.id, { star: 4, email: 'third@example.com' })
    expect(await productPage(product.slug)).toMatchObject({ rating: 3.7, review_count: 3 })
    await call(t, ada, 'PUT', `customer/update-review-by-id/${mine.id}`, {
      star: 3,
      headline: 'h',
      review: 'r',
    })
    expect(await productPage(product.slug)).toMatchObject({ rating: 4, review_count: 3 })
    await setReviewStatus(t.db, first.id, 'hidden')
    const hidden = await productPage(product.slug)
    expect(hidden).toMatchObject({ rating: 3.5, review_count: 2 })
    expect(hidden.reviews.map((r) => r.id)).not.toContain(first.id)
    await setReviewStatus(t.db, first.id, 'published')
    expect(await productPage(product.slug)).toMatchObject({ rating: 4, review_count: 3 })
  })

  it('ignores non-positive stars written straight into the table', async () => {
    const product = await newProduct()
    await publishedGuestReview(product.id, { star: 4, email: 'fourth@example.com' })
    const now = nowIso()
    await t.db.kysely
      .insertInto('reviews')
      .values({
        product_id: product.id,
        user_id: null,
        name: 'Old import',
        email: 'old@example.com',
        star: 0,
        headline: '',
        review: 'No stars given',
        created_at: now,
        updated_at: now,
      })
      .execute()
    const page = await productPage(product.slug)
    expect(page.rating).toBe(4)
  })

  it('changes within the same millisecond still reach the cached page (the review revision)', async () => {
    const product = await newProduct()
    const review = await publishedGuestReview(product.id, { star: 5, email: 'fifth@example.com' })
    // Freeze the clock: every change below has the same updated_at and the count never moves, so
    // only the product's review revision tells the cache the page changed.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T12:00:00.000Z') })
    expect(await productPage(product.slug)).toMatchObject({ rating: 5, review_count: 1 })
    await setReviewStatus(t.db, review.id, 'hidden')
    expect(await productPage(product.slug)).toMatchObject({ rating: 0, review_count: 0 })
    await setReviewStatus(t.db, review.id, 'published')
    expect(await productPage(product.slug)).toMatchObject({ rating: 5, review_count: 1 })
  })
})

describe('verified buyer', () => {
  it('marks reviews whose author (account, or e-mail for a guest) has a paid order with the product', async () => {
    const product = await newProduct()
    const other = await newProduct()
    const carol = await insertCustomer(t.db)
    const dave = await insertCustomer(t.db)
    await insertOrder(t.db, carol.id, carol.email, product.id, 'paid')
    // An order to another inbox than the account's: a guest review under it is a buyer's too.
    await insertOrder(t.db, carol.id, 'clinic.inbox@example.com', product.id, 'paid')
    // Dave paid for another product, and his order of this one is still pending.
    await insertOrder(t.db, dave.id, dave.email, other.id, 'paid')
    await insertOrder(t.db, dave.id, dave.email, product.id, 'pending')
    const carolReview = (await call(t, carol, 'POST', 'customer/reviews', dashboardReview(product.id))).json()
      .Review
    const daveReview = (await call(t, dave, 'POST', 'customer/reviews', dashboardReview(product.id))).json()
      .Review
    const guestBuyer = await publishedGuestReview(product.id, { email: 'CLINIC.inbox@example.com' })
    const guestOther = await publishedGuestReview(product.id, { email: 'x@example.com' })
    expect([carolReview, daveReview, guestBuyer, guestOther].map((r) => r.verified_buyer)).toEqual([
      true,
      false,
      true,
      false,
    ])
    const page = await productPage(product.slug)
    const flags = Object.fromEntries(page.reviews.map((r) => [r.id, r.verified_buyer]))
    expect(flags).toEqual({
      [carolReview.id]: true,
      [daveReview.id]: false,
      [guestBuyer.id]: true,
      [guestOther.id]: false,
    })
    const carolList = (await call(t, carol, 'GET', 'customer/get-user-review')).json()['Customer Reviews']
    expect(carolList[0]).toMatchObject({ id: carolReview.id, verified_buyer: true })
  })
})

describe('rate limits', () => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '2' })
    await insertCategory(limited.db)
  })

  async function product(): Promise<Product> {
    const category = await insertCategory(limited.db)
    const brand = await insertBrand(limited.db)
    return insertProduct(limited.db, { categoryId: category.id, brandId: brand.id })
  }

  it('per client: past the limit a client gets 429 while another client still reviews', async () => {
    const p = await product()
    const statuses = []
    for (let i = 0; i < 3; i++) {
      const res = await call(
        limited,
        null,
        'POST',
        'reviews',
        guestReview(p.id, { email: `c${i}@example.com` }),
        '10.0.0.1',
      )
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([201, 201, 429])
    const other = await call(limited, null, 'POST', 'reviews', guestReview(p.id), '10.0.0.2')
    expect(other.statusCode).toBe(201)
  })

  it('per product: many clients together cannot flood one product', async () => {
    const p = await product()
    const q = await product()
    for (let i = 0; i < REVIEWS_PER_PRODUCT_PER_HOUR; i++) {
      const res = await call(
        limited,
        null,
        'POST',
        'reviews',
        guestReview(p.id, { email: `flood${i}@example.com` }),
        `10.1.0.${i + 1}`,
      )
      expect(res.statusCode).toBe(201)
    }
    const flood = await call(
      limited,
      null,
      'POST',
      'reviews',
      guestReview(p.id, { email: 'flood@example.com' }),
      '10.2.0.1',
    )
    expect(flood.statusCode).toBe(429)
    expect(flood.json().message).toBe(REVIEW_MESSAGES.tooManyForProduct)
    const count = await limited.db.kysely
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('product_id', '=', p.id)
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(REVIEWS_PER_PRODUCT_PER_HOUR)
    const elsewhere = await call(limited, null, 'POST', 'reviews', guestReview(q.id), '10.2.0.2')
    expect(elsewhere.statusCode).toBe(201)
  })
})
