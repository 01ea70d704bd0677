import { beforeAll, describe, expect, it } from 'vitest'
import { insertBrand, insertCategory, insertCustomer, insertProduct } from '../../../test/fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { runShopCommand, UsageError } from '../../cli/shop-commands'
import { AppError } from '../../errors'
import { serviceContext } from '../../lib/service-context'

/** With REVIEWS_REQUIRE_APPROVAL=true: reviews wait for staff, who use the `shop` command line. */
let t: TestApp
let ada: Awaited<ReturnType<typeof insertCustomer>>
let product: { id: number; slug: string }

const shop = async (...argv: string[]) => {
  const lines: string[] = []
  await runShopCommand(serviceContext(t.app), argv, (line) => lines.push(line))
  return lines
}
const page = async () => (await t.app.inject(`/api/product/${product.slug}`)).json().data
const post = (url: string, body: object, token?: string) =>
  t.app.inject({
    method: url.startsWith('customer/update') ? 'PUT' : 'POST',
    url: `/api/${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body,
  })

beforeAll(async () => {
  t = await buildTestApp({ REVIEWS_REQUIRE_APPROVAL: 'true' })
  const category = await insertCategory(t.db)
  const brand = await insertBrand(t.db)
  product = await insertProduct(t.db, { categoryId: category.id, brandId: brand.id })
  ada = await insertCustomer(t.db)
})

describe('reviews held for moderation', () => {
  let guestId: number
  let adaId: number

  it('a new review is pending: not on the product page, not in the rating; its author sees it', async () => {
    const guest = await post('reviews', {
      product_id: product.id,
      name: 'Grace <Guest>',
      email: 'grace@example.com',
      star: 2,
      review: 'Too\nsmall',
    })
    expect(guest.statusCode).toBe(201)
    expect(guest.json().Review.status).toBe('pending')
    guestId = guest.json().Review.id
    const mine = await post(
      'customer/reviews',
      { product_id: product.id, star: 5, headline: 'Great', review: 'Fine' },
      ada.token,
    )
    adaId = mine.json().Review.id
    expect(await page()).toMatchObject({ rating: 0, review_count: 0, reviews: [] })
    const list = (
      await t.app.inject({
        url: '/api/customer/get-user-review',
        headers: { authorization: `Bearer ${ada.token}` },
      })
    ).json()['Customer Reviews']
    expect(list).toMatchObject([{ id: adaId, status: 'pending' }])
  })

  it('`reviews --status pending` lists them, newest first, each on one line', async () => {
    const lines = await shop('reviews', '--status', 'pending')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(new RegExp(`^${adaId}\\t.*\\tpending\\t5/5\\t.*"Great"`))
    expect(lines[1]).toMatch(
      new RegExp(`^${guestId}\\t.*\\tpending\\t2/5\\t.*Grace <Guest> <grace@example.com>.*\\tToo small$`),
    )
    expect(await shop('reviews', '--status', 'published')).toEqual(['No reviews.'])
  })

  it('`review <id> publish` puts it on the page and in the rating at once; `hide` takes it off', async () => {
    expect(await shop('review', String(adaId), 'publish')).toEqual([
      `Review ${adaId} of ${(await page()).product_name} is now published.`,
    ])
    await shop('review', String(guestId), 'publish')
    expect(await page()).toMatchObject({ rating: 3.5, review_count: 2 })
    await shop('review', String(guestId), 'hide')
    const after = await page()
    expect(after).toMatchObject({ rating: 5, review_count: 1 })
    expect(after.reviews.map((r: { id: number }) => r.id)).toEqual([adaId])
    expect((await shop('reviews', '--status', 'hidden'))[0]).toMatch(new RegExp(`^${guestId}\\t`))
  })

  it("an edited published review waits for approval again; the customer can't publish it", async () => {
    const res = await post(
      `customer/update-review-by-id/${adaId}`,
      { star: 1, headline: 'Changed my mind', review: 'Broke' },
      ada.token,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().data.Review.status).toBe('pending')
    expect(await page()).toMatchObject({ rating: 0, review_count: 0 })
  })

  it('refuses bad arguments and unknown reviews with a clear message', async () => {
    await expect(shop('reviews', '--status', 'deleted')).rejects.toThrow(UsageError)
    await expect(shop('review', String(adaId), 'delete')).rejects.toThrow(/use hide or publish/)
    await expect(shop('review', 'abc', 'hide')).rejects.toThrow(UsageError)
    const missing = shop('review', '999999', 'hide')
    await expect(missing).rejects.toThrow(AppError)
    await expect(missing).rejects.toThrow('Review 999999 not found.')
  })
})

describe('settings', () => {
  it('REVIEWS_REQUIRE_APPROVAL must be true or false', async () => {
    const { loadConfig } = await import('../../config')
    expect(loadConfig({}).reviewsRequireApproval).toBe(false)
    expect(loadConfig({ REVIEWS_REQUIRE_APPROVAL: 'true' }).reviewsRequireApproval).toBe(true)
    expect(() => loadConfig({ REVIEWS_REQUIRE_APPROVAL: 'yes' })).toThrow(/REVIEWS_REQUIRE_APPROVAL/)
  })
})
