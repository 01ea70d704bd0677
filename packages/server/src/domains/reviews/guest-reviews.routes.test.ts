import { REVIEW_MESSAGES } from '@shop/shared/schemas/reviews'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertBrand, insertCategory, insertCustomer, insertProduct } from '../../../test/fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { freshIp } from '../../security/test-support'
import { REVIEWS_PER_PRODUCT_PER_HOUR } from './reviews.routes'

let t: TestApp
let run = 0
const email = () => `guest-${Date.now()}-${(run += 1)}@example.com`

beforeAll(async () => {
  // The shop's default ceilings, as a shop runs them.
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: undefined })
})

async function product() {
  const category = await insertCategory(t.db)
  const brand = await insertBrand(t.db)
  return insertProduct(t.db, { categoryId: category.id, brandId: brand.id })
}

const review = (productId: number, overrides: Record<string, unknown> = {}) => ({
  product_id: productId,
  name: 'Grace Guest',
  email: email(),
  star: 1,
  headline: 'Bad',
  review: 'Not good.',
  ...overrides,
})

const post = (payload: object, ip: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    payload,
    remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

async function storedStatuses(productId: number) {
  const rows = await t.db.kysely
    .selectFrom('reviews')
    .select('status')
    .where('product_id', '=', productId)
    .execute()
  return rows.map((r) => r.status)
}

describe('guest reviews', () => {
  it('60 guest reviews from one address: a few are taken, all held for moderation, none shown', async () => {
    const p = await product()
    const ip = freshIp()
    const answers = await Promise.all(Array.from({ length: 60 }, () => post(review(p.id), ip)))
    const codes = answers.map((a) => a.statusCode)
    const taken = codes.filter((c) => c === 201).length
    expect(taken).toBeGreaterThan(0)
    expect(taken).toBeLessThanOrEqual(10)
    expect(codes.filter((c) => c === 429)).toHaveLength(60 - taken)
    expect(answers.find((a) => a.statusCode === 429)!.json().message).toBe(REVIEW_MESSAGES.tooManyFromGuest)
    expect(await storedStatuses(p.id)).toEqual(Array(taken).fill('pending'))
    const page = (await t.app.inject(`/api/product/${p.slug}`)).json().data
    expect(page.review_count).toBe(0)
  })

  it('one e-mail reviews at most 3 times a day, from any address', async () => {
    const address = email()
    const codes = []
    for (let i = 0; i < 4; i++)
      codes.push((await post(review((await product()).id, { email: address }), freshIp())).statusCode)
    expect(codes).toEqual([201, 201, 201, 429])
  })

  it("a guest may not review under a registered customer's e-mail without signing in", async () => {
    const p = await product()
    const customer = await insertCustomer(t.db)
    const res = await post(review(p.id, { email: customer.email.toUpperCase(), name: 'Not Them' }), freshIp())
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.email).toEqual([REVIEW_MESSAGES.emailHasAccount])
    expect(await storedStatuses(p.id)).toEqual([])
    // Signed in, the customer reviews with it (their own account's review).
    const own = await post(review(p.id, { email: customer.email }), freshIp(), customer.token)
    expect(own.statusCode).toBe(201)
  })

  it('a product flooded by guests still takes a signed-in customer’s review', async () => {
    const p = await product()
    for (let i = 0; i < REVIEWS_PER_PRODUCT_PER_HOUR; i++) {
      expect((await post(review(p.id), freshIp())).statusCode).toBe(201)
    }
    expect((await post(review(p.id), freshIp())).statusCode).toBe(429)
    const customer = await insertCustomer(t.db)
    expect((await post(review(p.id), freshIp(), customer.token)).statusCode).toBe(201)
    const dashboard = await t.app.inject({
      method: 'POST',
      url: '/api/customer/reviews',
      headers: { authorization: `Bearer ${(await insertCustomer(t.db)).token}` },
      payload: { product_id: p.id, star: 5, headline: 'Good', review: 'Works.' },
      remoteAddress: freshIp(),
    })
    expect(dashboard.statusCode).toBe(201)
  })
})
