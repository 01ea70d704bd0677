import { spawnSync } from 'node:child_process'
import path from 'node:path'
import zlib from 'node:zlib'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../config'
import { connectDb } from '../db/connect'
import { writeTransaction } from '../db/transaction'
import { serviceContext } from '../lib/service-context'
import { runShopCommand } from '../cli/shop-commands'
import {
  cardCheckoutBody,
  cardToken,
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertShippingRate,
  setProductPrice,
} from '../../test/fixtures'
import { buildTestApp, type TestApp } from '../../test/helper'

// Every write that changes a catalogue answer makes the next request build it again, whoever
// wrote: a route, a service, the staff command, another connection or process, or plain SQL.

let t: TestApp
let category: { id: number; slug: string }
let brand: { id: number; slug: string }
let product: { id: number; slug: string }
let customer: Awaited<ReturnType<typeof insertCustomer>>

interface Summary {
  id: number
  slug: string
  product_name: string
  selling_price: number
  quantity_used: number
  stock: number
  back_order: number
}
interface Detail extends Summary {
  rating: number
  review_count: number
  reviews: { id: number; verified_buyer: boolean }[]
  images: unknown[]
  subscriptions: unknown[]
}

async function getJson<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url })
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
  return res.json() as T
}
const detail = async () => (await getJson<{ data: Detail }>(`/api/product/${product.slug}`)).data
const listed = async (url: string) =>
  (await getJson<{ data: Summary[] }>(url)).data.find((p) => p.id === product.id)!

/** Every answer that shows the product, requested once so each is cached before a change. */
const LISTINGS = () => [
  '/api/products?page=1&sort_order=asc',
  `/api/category/${category.slug}/products?sort_order=asc`,
  `/api/brand/${brand.slug}/products?sort=desc`,
  `/api/categories/${category.id}/products?limit=10`,
]

async function warm() {
  await detail()
  for (const url of LISTINGS()) await listed(url)
  await getJson('/api/todays-deals')
  await bestSellers()
}

const bestSellers = async () => (await getJson<{ data: Summary[] }>('/api/best-sellers')).data

async function checkout(qty: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: { authorization: `Bearer ${customer.token}` },
    payload: cardCheckoutBody([{ id: product.id, qty, price: 12.5 }], 15, await cardToken(t.app)),
  })
  expect(res.statusCode, res.body).toBe(200)
}

beforeAll(async () => {
  t = await buildTestApp({ ALLOW_SANDBOX_GATEWAY: 'true' })
  category = await insertCategory(t.db, 'Cache Gloves')
  brand = await insertBrand(t.db, 'Cache Brand', 'Cache Group')
  product = await insertProduct(t.db, {
    name: 'Cached Nitrile Gloves',
    categoryId: category.id,
    brandId: brand.id,
    sellingPriceCents: 1250,
    quantity: 4,
    isDeal: true,
  })
  // Enough others that a listing page passes the size worth compressing.
  for (let i = 0; i < 6; i++) {
    await insertProduct(t.db, { categoryId: category.id, brandId: brand.id, sellingPriceCents: 3000 + i })
  }
  await insertShippingRate(t.db, 'Bermuda', 1500, null)
  customer = await insertCustomer(t.db)
})

describe('catalogue answers are kept', () => {
  it('serves a repeated request from the cache, the same bytes in every encoding', async () => {
    const url = '/api/products?sort_order=asc&page=1'
    const first = await t.app.inject({ method: 'GET', url })
    const sizeAfterFirst = t.app.catalogueCache.size
    // Same URL with its parameters in another order: the same entry.
    const again = await t.app.inject({ method: 'GET', url: '/api/products?page=1&sort_order=asc' })
    expect(again.body).toBe(first.body)
    expect(t.app.catalogueCache.size).toBe(sizeAfterFirst)
    expect(sizeAfterFirst).toBeGreaterThan(0)

    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(first.body)
    const gzip = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip;q=0.5, br;q=0' },
    })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(first.body)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
  })

  it('keeps the best sellers too', async () => {
    await bestSellers()
    const size = t.app.catalogueCache.size
    await bestSellers()
    expect(t.app.catalogueCache.size).toBe(size)
    expect(t.app.catalogueCache.size).toBeGreaterThan(0)
    const other = await t.app.inject({ method: 'GET', url: '/api/best-sellers?limit=1' })
    expect(other.statusCode).toBe(200)
    expect(t.app.catalogueCache.size).toBe(size + 1)
  })

  it('builds a new answer once for the requests that arrive while it is being built', async () => {
    const url = '/api/products?page=1&in_stock=1&facets=1&sort_by=price&sort_order=asc'
    const hits = t.app.catalogueCache.hits
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.inject({ method: 'GET', url })))
    for (const res of answers) expect(res.statusCode).toBe(200)
    expect(new Set(answers.map((res) => res.body)).size).toBe(1)
    // One built it; the seven others were answered with what it kept.
    expect(t.app.catalogueCache.hits - hits).toBe(7)
  })

  it('keeps only successful answers: an unknown product is looked up again', async () => {
    const before = t.app.catalogueCache.size
    const res = await t.app.inject({ method: 'GET', url: '/api/product/no-such-product' })
    expect(res.statusCode).toBe(404)
    expect(t.app.catalogueCache.size).toBe(before)
  })
})

describe('every catalogue write is seen on the next request', () => {
  it('a price written straight into the table, as the back office does', async () => {
    await warm()
    await setProductPrice(t.db, product.id, 1999)
    expect((await detail()).selling_price).toBe(19.99)
    for (const url of LISTINGS()) expect((await listed(url)).selling_price, url).toBe(19.99)
    const deals = await getJson<{ data: { products: Summary[] }[] }>('/api/todays-deals')
    expect(deals.data[0]!.products.find((p) => p.id === product.id)!.selling_price).toBe(19.99)
    await setProductPrice(t.db, product.id, 1250)
    expect((await detail()).selling_price).toBe(12.5)
  })

  it('checkout taking stock, down to Out of stock', async () => {
    await warm()
    await checkout(3)
    expect((await detail()).stock).toBe(1)
    for (const url of LISTINGS()) expect((await listed(url)).quantity_used, url).toBe(3)
    // The best sellers follow paid orders: the product sold most comes first.
    const best = await bestSellers()
    expect(best[0]!.id).toBe(product.id)
    expect(best[0]!.quantity_used).toBe(3)
    await checkout(1)
    const sold = await detail()
    expect(sold.stock).toBe(0)
    expect(sold.back_order).toBe(1)
    for (const url of LISTINGS()) expect((await listed(url)).back_order, url).toBe(1)
    // Sold out: no longer offered among the best sellers.
    expect((await bestSellers()).some((p) => p.id === product.id)).toBe(false)
  })

  it('the staff command cancelling an order puts its stock back on the page', async () => {
    await warm()
    const order = await t.db.kysely
      .selectFrom('orders')
      .select('order_no')
      .where('user_id', '=', customer.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    await runShopCommand(serviceContext(t.app), ['cancel', order.order_no], () => undefined)
    expect((await detail()).stock).toBe(1)
    expect((await listed(LISTINGS()[0]!)).back_order).toBe(0)
  })

  it('a review posted, hidden and published again changes the rating; a paid order marks its author verified', async () => {
    await warm()
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { product_id: product.id, name: 'Ann', email: customer.email, star: 4, review: 'Fit well.' },
    })
    expect(posted.statusCode, posted.body).toBe(201)
    const withReview = await detail()
    expect(withReview.review_count).toBe(1)
    expect(withReview.rating).toBe(4)
    // The customer's orders were paid before the review: verified at once.
    expect(withReview.reviews[0]!.verified_buyer).toBe(true)
    const reviewId = withReview.reviews[0]!.id

    await runShopCommand(serviceContext(t.app), ['review', String(reviewId), 'hide'], () => undefined)
    expect((await detail()).review_count).toBe(0)
    await runShopCommand(serviceContext(t.app), ['review', String(reviewId), 'publish'], () => undefined)
    expect((await detail()).review_count).toBe(1)

    // The author's paid orders refunded by hand: no longer a verified buyer.
    await t.db.kysely
      .updateTable('orders')
      .set({ payment_status: 'refunded' })
      .where('user_id', '=', customer.id)
      .execute()
    expect((await detail()).reviews[0]!.verified_buyer).toBe(false)
  })

  it('pictures and Subscribe & Save options', async () => {
    await warm()
    await t.db.kysely
      .insertInto('product_images')
      .values({
        product_id: product.id,
        url: '/media/x.webp',
        image_name: 'x',
        name: 'x',
        compress_image: '{}',
        position: 1,
      })
      .execute()
    expect((await detail()).images).toHaveLength(1)
    await t.db.kysely
      .insertInto('product_subscriptions')
      .values({ product_id: product.id, months: 2, discount: 10 })
      .execute()
    expect((await detail()).subscriptions).toHaveLength(1)
  })

  it('names, categories, brands, groups, promo and suggestions', async () => {
    const suggest = `/api/search/product/${encodeURIComponent('nitrile')}`
    await getJson(suggest)
    const rich = '/api/search/suggestions?q=nitrile'
    expect((await getJson<{ data: unknown[] }>(rich)).data).not.toEqual([])
    const categories = '/api/categories'
    await getJson(categories)
    await getJson('/api/brands')
    await getJson('/api/group-brands')
    await t.db.kysely
      .insertInto('promos')
      .values({ title: 'Old promo', brief: 'b', url: '/deals', link_text: 'See', active: 1 })
      .execute()
    expect((await getJson<{ title: string }>('/api/get-promo')).title).toBe('Old promo')

    await t.db.kysely
      .updateTable('products')
      .set({ product_name: 'Cached Latex Gloves' })
      .where('id', '=', product.id)
      .execute()
    expect(await getJson<{ product_name: string }[]>(suggest)).toEqual([])
    expect((await getJson<{ data: unknown[] }>(rich)).data).toEqual([])
    expect((await listed(LISTINGS()[0]!)).product_name).toBe('Cached Latex Gloves')

    await t.db.kysely
      .updateTable('categories')
      .set({ name: 'Renamed Gloves' })
      .where('id', '=', category.id)
      .execute()
    const cats = await getJson<{ data: { data: { name: string }[] } }>(categories)
    expect(cats.data.data.map((c) => c.name)).toContain('Renamed Gloves')

    await t.db.kysely
      .updateTable('brands')
      .set({ group_name: 'Renamed Group' })
      .where('id', '=', brand.id)
      .execute()
    expect(Object.keys(await getJson<Record<string, unknown>>('/api/group-brands'))).toContain(
      'Renamed Group',
    )
    expect((await getJson<{ group_name: string }[]>('/api/brands')).map((b) => b.group_name)).toContain(
      'Renamed Group',
    )

    await t.db.kysely
      .insertInto('promos')
      .values({ title: 'Fresh promo', brief: 'b', url: '/deals', link_text: 'See', active: 1 })
      .execute()
    expect((await getJson<{ title: string }>('/api/get-promo')).title).toBe('Fresh promo')
  })

  it('a write through another connection to the same file, as another process makes it', async () => {
    await warm()
    const other = connectDb(t.config.databaseUrl)
    try {
      await sql`update products set quantity = quantity + 10 where id = ${product.id}`.execute(other.kysely)
    } finally {
      await other.close()
    }
    expect((await detail()).stock).toBe(11)
  })

  it('a request while another holds a write transaction it then rolls back', async () => {
    await warm()
    const price = (await detail()).selling_price
    let during: Promise<{ json(): { data: Detail } }> | undefined
    await writeTransaction(t.db, async (trx) => {
      await trx
        .updateTable('products')
        .set({ selling_price_cents: 7777 })
        .where('id', '=', product.id)
        .execute()
      during = t.app.inject({ method: 'GET', url: `/api/product/${product.slug}` })
      await new Promise((resolve) => setTimeout(resolve, 20))
      throw new Error('rolled back')
    }).catch(() => undefined)
    expect((await during!).json().data.selling_price).toBe(price)
    // The next committed write raises the version to the number the rolled-back one had taken:
    // nothing kept while the transaction was open may answer for it.
    await setProductPrice(t.db, product.id, 1399)
    expect((await detail()).selling_price).toBe(13.99)
    for (const url of LISTINGS()) expect((await listed(url)).selling_price, url).toBe(13.99)
    await setProductPrice(t.db, product.id, Math.round(price * 100))
  })

  it('a write by the staff command in a process of its own', { timeout: 60_000 }, async () => {
    await warm()
    const review = (await detail()).reviews[0]!
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/shop.ts', 'review', String(review.id), 'hide'],
      {
        cwd: path.join(REPO_ROOT, 'packages/server'),
        env: {
          ...process.env,
          ENV_FILE: '',
          NODE_ENV: 'test',
          DATABASE_URL: t.config.databaseUrl,
          JOBS: 'off',
        },
        encoding: 'utf8',
      },
    )
    expect(run.status, run.stderr).toBe(0)
    expect((await detail()).review_count).toBe(0)
  })
})

describe('the cache stays within its memory', () => {
  it('holds no more bytes than CATALOGUE_CACHE_MB allows', async () => {
    const cache = t.app.catalogueCache
    for (let page = 1; page <= 30; page++) await getJson(`/api/products?page=${page}`)
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes)
    expect(cache.bytes).toBeGreaterThan(0)
  })
})
