import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cardCheckoutBody,
  cardToken,
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertShippingRate,
  setProductPrice,
} from '../test/fixtures'
import { createTestDatabase, type TestDatabase } from '../test/helper'
import { buildCompiledServer, startServerProcess, type ServerProcess } from '../test/server-process'

/**
 * Two compiled server processes on one PostgreSQL database, each with its own catalogue cache:
 * a change made through one (or written straight into the database) is served by the other on its
 * very next request, since each request reads the version the database keeps.
 */

const pgUrl = process.env.TEST_DATABASE_URL
if (!pgUrl)
  console.info('Skipping the two-process catalogue cache test: it needs TEST_DATABASE_URL (PostgreSQL).')

interface Detail {
  selling_price: number
  stock: number
  review_count: number
  rating: number
}

describe.runIf(pgUrl)('catalogue caches of two server processes', { timeout: 120_000 }, () => {
  let testDb: TestDatabase
  let mediaDir: string
  let a: ServerProcess
  let b: ServerProcess
  let product: { id: number; slug: string }
  let other: { id: number; slug: string }
  let otherCategory: { id: number; slug: string }
  let customer: Awaited<ReturnType<typeof insertCustomer>>

  const detail = async (server: ServerProcess): Promise<Detail> => {
    const res = await fetch(`${server.url}/api/product/${product.slug}`, {
      headers: { 'accept-encoding': 'br' },
    })
    expect(res.status).toBe(200)
    return ((await res.json()) as { data: Detail }).data
  }
  const listedPrice = async (server: ServerProcess): Promise<number> => {
    const res = await fetch(`${server.url}/api/products?page=1&sort_order=asc`)
    const body = (await res.json()) as { data: { id: number; selling_price: number }[] }
    return body.data.find((p) => p.id === product.id)!.selling_price
  }
  /** Both processes build and keep the product page and the listing. */
  const warmBoth = async () => {
    for (const server of [a, b]) {
      await detail(server)
      await detail(server)
      await listedPrice(server)
    }
  }

  beforeAll(async () => {
    testDb = await createTestDatabase()
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cache-'))
    // A catalogue already there, so neither process seeds the demo shop.
    const category = await insertCategory(testDb.db)
    const brand = await insertBrand(testDb.db)
    product = await insertProduct(testDb.db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 1000,
      quantity: 10,
    })
    // A product in a category of its own, which the orders below never touch.
    otherCategory = await insertCategory(testDb.db)
    other = await insertProduct(testDb.db, {
      categoryId: otherCategory.id,
      brandId: brand.id,
      sellingPriceCents: 500,
      quantity: 10,
    })
    await insertShippingRate(testDb.db, 'Bermuda', 1500, null)
    customer = await insertCustomer(testDb.db)
    const serverJs = buildCompiledServer()
    const env = {
      DATABASE_URL: testDb.url,
      MEDIA_DIR: mediaDir,
      WEB_DIST_DIR: path.join(mediaDir, 'no-web-build'),
      ALLOW_SANDBOX_GATEWAY: 'true',
      METRICS_PUBLIC: 'true',
      LOG_LEVEL: 'info',
    }
    a = await startServerProcess(serverJs, env)
    b = await startServerProcess(serverJs, env)
  })

  afterAll(async () => {
    for (const s of [a, b]) {
      if (s && s.child.exitCode === null) {
        s.child.kill('SIGTERM')
        await s.exited
      }
    }
    await testDb?.destroy()
    if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true })
  })

  it('a price written into the database is served by both on their next request', async () => {
    await warmBoth()
    await setProductPrice(testDb.db, product.id, 1234)
    expect((await detail(b)).selling_price).toBe(12.34)
    expect(await listedPrice(b)).toBe(12.34)
    expect((await detail(a)).selling_price).toBe(12.34)
  })

  it('stock taken by a checkout through one is served by the other on its next request', async () => {
    await warmBoth()
    const res = await fetch(`${a.url}/api/checkout/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
      body: JSON.stringify(
        cardCheckoutBody([{ id: product.id, qty: 3, price: 12.34 }], 15, await cardToken(a.url)),
      ),
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await detail(b)).stock).toBe(7)
  })

  it('a review posted through one is counted by the other on its next request', async () => {
    await warmBoth()
    // A signed-in customer's review publishes at once (a guest's waits for the shop). Another
    // customer than the buyer below: a buyer's own review makes their order change the page.
    const reviewer = await insertCustomer(testDb.db)
    const res = await fetch(`${a.url}/api/customer/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${reviewer.token}` },
      body: JSON.stringify({
        product_id: product.id,
        headline: 'Good',
        star: 5,
        review: 'Good.',
      }),
    })
    expect(res.status).toBe(201)
    const seen = await detail(b)
    expect(seen.review_count).toBe(1)
    expect(seen.rating).toBe(5)
  })

  it('an order keeps the listings that do not show its product, while a price change drops them', async () => {
    const hits = async (server: ServerProcess) => {
      const text = await (await fetch(`${server.url}/metrics`)).text()
      return Number(/^shop_catalogue_cache_hits (\d+)/m.exec(text)![1])
    }
    const otherListing = async (server: ServerProcess) => {
      const res = await fetch(`${server.url}/api/category/${otherCategory.slug}/products?page=1`)
      expect(res.status).toBe(200)
      return ((await res.json()) as { data: { id: number; selling_price: number }[] }).data
    }
    // Both processes build and keep the other category's listing and the ordered product's page.
    for (const server of [a, b]) {
      await otherListing(server)
      await detail(server)
    }
    const stockBefore = (await detail(b)).stock

    // An order through a takes stock of `product` only.
    const order = await fetch(`${a.url}/api/checkout/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
      body: JSON.stringify(
        cardCheckoutBody([{ id: product.id, qty: 1, price: 12.34 }], 15, await cardToken(a.url)),
      ),
    })
    expect(order.status, await order.clone().text()).toBe(200)

    // b still answers the other listing from its cache, and the product page with the new stock.
    const kept = await hits(b)
    expect((await otherListing(b)).map((p) => p.id)).toEqual([other.id])
    expect(await hits(b)).toBe(kept + 1)
    const rebuilt = await hits(b)
    expect((await detail(b)).stock).toBe(stockBefore - 1)
    expect(await hits(b)).toBe(rebuilt)

    // A price change (of any product) is a catalogue change: the listing is built again, at the new price.
    await setProductPrice(testDb.db, other.id, 650)
    const beforePrice = await hits(b)
    expect((await otherListing(b))[0]!.selling_price).toBe(6.5)
    expect(await hits(b)).toBe(beforePrice)
  })
})
