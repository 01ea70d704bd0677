import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { insertBrand, insertCategory, insertProduct } from '../../test/fixtures'
import { buildTestApp, type TestApp } from '../../test/helper'

// A built web app with a stand-in renderer that counts its renders: a product page asks the
// catalogue's API for the product; '/shop' also asks the shop's health, which is no catalogue answer.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Built title</title>
    <script type="module" crossorigin src="/assets/index-e.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`
const RENDERER = `
export async function render({ url, origin, fetch }) {
  globalThis.__pageCacheTestRenders = (globalThis.__pageCacheTestRenders ?? 0) + 1
  const path = new URL(url, origin).pathname
  const categories = await (await fetch(origin + '/api/categories')).json()
  let text = categories.data.data.map((c) => c.name).join(', ')
  if (path.startsWith('/product-detail/')) {
    const answer = await (await fetch(origin + '/api/product/' + path.split('/')[2])).json()
    text = answer.data.product_name + ' at ' + answer.data.selling_price
  }
  if (path === '/shop') await fetch(origin + '/api/health')
  return {
    html: '<main><h1>' + text + ' ' + 'x'.repeat(2000) + '</h1></main>',
    data: { api: {}, router: {} },
    moduleIds: [],
  }
}
`

const renders = () => (globalThis as { __pageCacheTestRenders?: number }).__pageCacheTestRenders ?? 0

let t: TestApp
let webDir: string
let slug: string
let productId: number

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-page-cache-web-'))
  for (const dir of ['assets', 'ssr', '.vite']) fs.mkdirSync(path.join(webDir, dir))
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML)
  fs.writeFileSync(
    path.join(webDir, '.vite/manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-e.js' } }),
  )
  fs.writeFileSync(path.join(webDir, 'ssr/entry-server.js'), RENDERER)
  t = await buildTestApp({ WEB_DIST_DIR: webDir })
  const categoryId = (await insertCategory(t.db, 'Wound Care')).id
  const brandId = (await insertBrand(t.db)).id
  const product = await insertProduct(t.db, { name: 'Gauze', categoryId, brandId, sellingPriceCents: 1250 })
  slug = product.slug
  productId = product.id
})

afterAll(() => {
  fs.rmSync(webDir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

/**
 * Asks for the page until it comes from the cache: a page is kept once its answer has gone out
 * (an onResponse hook reading the version again), so the next request may come before that.
 */
async function untilKept(url: string) {
  await vi.waitFor(async () => {
    const before = renders()
    await get(url)
    expect(renders()).toBe(before)
  })
}

describe('rendered pages kept with the catalogue', () => {
  it('renders a page once and sends it again from the cache, compressed as asked', async () => {
    const before = renders()
    const first = await get(`/product-detail/${slug}`)
    expect(first.statusCode).toBe(200)
    expect(first.body).toContain('Gauze at 12.5')
    expect(renders() - before).toBe(1)
    await untilKept(`/product-detail/${slug}`)
    const kept = renders()
    const again = await get(`/product-detail/${slug}`)
    expect(again.statusCode).toBe(200)
    expect(again.headers['content-type']).toMatch(/^text\/html/)
    expect(again.body).toBe(first.body)
    const br = await get(`/product-detail/${slug}`, { 'accept-encoding': 'br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(first.body)
    expect(renders()).toBe(kept)
  })

  it('renders the page again after a price change: a kept page is never older than the catalogue', async () => {
    expect((await get(`/product-detail/${slug}`)).body).toContain('Gauze at 12.5')
    await untilKept(`/product-detail/${slug}`)
    await t.db.kysely
      .updateTable('products')
      .set({ selling_price_cents: 990, price_cents: 990 })
      .where('id', '=', productId)
      .execute()
    const before = renders()
    const changed = await get(`/product-detail/${slug}`)
    expect(changed.body).toContain('Gauze at 9.9')
    expect(changed.body).not.toContain('Gauze at 12.5')
    expect(renders() - before).toBe(1)
  })

  it('keeps each address apart, query included', async () => {
    await get('/all-products?page=2')
    await untilKept('/all-products?page=2')
    const before = renders()
    await get('/all-products?page=3')
    expect(renders() - before).toBe(1)
  })

  it('never keeps a page rendered with an answer that is not the catalogue', async () => {
    const before = renders()
    await get('/shop')
    await get('/shop')
    expect(renders() - before).toBe(2)
  })

  it('never keeps a page that does not answer 200', async () => {
    const before = renders()
    const missing = await get('/no-such-page')
    expect(missing.statusCode).toBe(404)
    expect((await get('/no-such-page')).statusCode).toBe(404)
    expect(renders() - before).toBe(2)
  })
})
