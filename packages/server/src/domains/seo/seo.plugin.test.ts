import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertBrand, insertCategory, insertProduct } from '../../../test/fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'

const PUBLIC_URL = 'https://shop.example.bm'
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Built title</title>
    <meta
      name="description"
      content="Built description"
    />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`
const EVIL_NAME = `Gauze <script>alert("x")</script> "Pro" 'Sterile' & Co`

let t: TestApp
let webDir: string
let plain: { id: number; slug: string }
let evil: { id: number; slug: string }
let soldOut: { id: number; slug: string }
let category: { id: number; slug: string }
let brand: { id: number; slug: string }

/** The <head> of a served page. */
function headOf(html: string): string {
  return html.slice(html.indexOf('<head>'), html.indexOf('</head>'))
}

/** content="" of the first meta tag with this name or property, unescaped for comparison. */
function metaContent(html: string, key: string): string | undefined {
  const m = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)
  return m?.[1]
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
}

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seo-web-'))
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML)
  t = await buildTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL: `${PUBLIC_URL}/` })
  category = await insertCategory(t.db, 'Wound Care')
  brand = await insertBrand(t.db, 'Acme Medical', 'Clinical')
  plain = await insertProduct(t.db, {
    name: 'Sterile Gauze Pads',
    categoryId: category.id,
    brandId: brand.id,
    sellingPriceCents: 1250,
    discountType: 'percent',
    discountValue: 20,
  })
  evil = await insertProduct(t.db, { name: EVIL_NAME, categoryId: category.id, brandId: brand.id })
  soldOut = await insertProduct(t.db, {
    name: 'Compression Socks',
    categoryId: category.id,
    brandId: brand.id,
    quantity: 3,
    quantityUsed: 3,
  })
  await t.db.kysely
    .updateTable('products')
    .set({ product_desc: '<p>Soft, <strong>absorbent</strong> pads &amp; wraps.</p><script>bad()</script>' })
    .where('id', '=', plain.id)
    .execute()
  await t.db.kysely
    .updateTable('products')
    .set({ product_desc: `<p>${'</script><script>alert(1)</script>'}</p>` })
    .where('id', '=', evil.id)
    .execute()
  await t.db.kysely
    .insertInto('product_images')
    .values({
      product_id: plain.id,
      url: '/media/gauze.jpg',
      image_name: 'gauze.jpg',
      name: 'Gauze',
      compress_image: JSON.stringify({
        image_urls: { '300px': '/media/gauze-300.webp', '800px': '/media/gauze-800.webp' },
      }),
      position: 0,
    })
    .execute()
  const review = (productId: number, star: number, name: string, i: number) => ({
    product_id: productId,
    user_id: null,
    name,
    email: `r${i}@example.com`,
    star,
    headline: 'Good pads',
    review: 'They <b>work</b> </script>',
    created_at: `2026-0${i}-01T00:00:00.000Z`,
    updated_at: `2026-0${i}-01T00:00:00.000Z`,
  })
  await t.db.kysely
    .insertInto('reviews')
    .values([
      review(plain.id, 4, 'Ann', 1),
      review(plain.id, 5, 'Ben', 2),
      review(evil.id, 5, '<img src=x onerror=alert(1)>', 3),
    ])
    .execute()
})

afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }))

describe('GET /product-detail/{slug}', () => {
  it('serves the app with the product title, description, canonical and social tags', async () => {
    const res = await t.app.inject(`/product-detail/${plain.slug}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    const html = res.body
    expect(html).toContain('<div id="root"></div>')
    expect(html).toContain('src="/assets/index-abc123.js"')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).not.toContain('Built title')
    expect(html).not.toContain('Built description')
    expect(html).toContain('<title>Sterile Gauze Pads | Bermuda Medical Supply</title>')
    expect(metaContent(html, 'description')).toBe('US $10.00. Soft, absorbent pads &amp; wraps.')
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/product-detail/${plain.slug}" />`)
    expect(metaContent(html, 'og:type')).toBe('product')
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/product-detail/${plain.slug}`)
    expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}/media/gauze-800.webp`)
    expect(metaContent(html, 'og:title')).toBe('Sterile Gauze Pads | Bermuda Medical Supply')
    expect(metaContent(html, 'product:price:amount')).toBe('10.00')
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image')
    expect(metaContent(html, 'twitter:image')).toBe(`${PUBLIC_URL}/media/gauze-800.webp`)
    expect(metaContent(html, 'robots')).toBeUndefined()
    // The product itself, as GET /api/product/{slug} answers it, so the app need not ask again.
    const initial = /<script type="application\/json" id="initial-product">([\s\S]*?)<\/script>/.exec(html)
    const api = (await t.app.inject(`/api/product/${plain.slug}`)).json()
    expect(JSON.parse(initial![1]!)).toEqual(api.data)
    // The gallery's first picture, as the app asks for it, starts loading with the scripts.
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/gauze-800.webp" fetchpriority="high" />',
    )
  })

  it('describes the product in schema.org JSON-LD with offer and rating', async () => {
    const html = (await t.app.inject(`/product-detail/${plain.slug}`)).body
    const [product, breadcrumbs] = jsonLdBlocks(html)
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Sterile Gauze Pads',
      sku: expect.stringMatching(/^SKU-/),
      brand: { '@type': 'Brand', name: 'Acme Medical' },
      image: [`${PUBLIC_URL}/media/gauze-800.webp`],
      description: 'Soft, absorbent pads & wraps.',
      offers: {
        '@type': 'Offer',
        price: '10.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    })
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' })
  })

  it('escapes a hostile product name, description and review everywhere', async () => {
    const res = await t.app.inject(`/product-detail/${evil.slug}`)
    expect(res.statusCode).toBe(200)
    const head = headOf(res.body)
    // The only script elements are the app's own, the JSON-LD blocks and the inert product JSON.
    expect(head.match(/<script/g)).toHaveLength(4)
    expect(head.match(/<script type="application\/json" id="initial-product">/g)).toHaveLength(1)
    expect(head).not.toContain('alert("x")</script>')
    expect(head).not.toContain('<img src=x')
    expect(head).toContain(
      '<title>Gauze &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;Pro&quot; &#39;Sterile&#39; &amp; Co | Bermuda Medical Supply</title>',
    )
    expect(metaContent(head, 'og:title')).toBe(
      'Gauze &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;Pro&quot; &#39;Sterile&#39; &amp; Co | Bermuda Medical Supply',
    )
    const jsonLd = head.slice(head.indexOf('application/ld+json'))
    expect(jsonLd).toContain('\\u003cscript\\u003e')
    const [product] = jsonLdBlocks(res.body)
    expect(product!.name).toBe(EVIL_NAME)
    const initial = /id="initial-product">([\s\S]*?)<\/script>/.exec(head)![1]!
    expect(initial).not.toMatch(/[<>]/)
    expect(JSON.parse(initial).product_name).toBe(EVIL_NAME)
    expect((product!.review as { author: { name: string } }[])[0]!.author.name).toBe(
      '<img src=x onerror=alert(1)>',
    )
  })

  it('marks an item without stock as a pre-order and leaves out a rating without reviews', async () => {
    const html = (await t.app.inject(`/product-detail/${soldOut.slug}`)).body
    const [product] = jsonLdBlocks(html)
    expect(product!.offers).toMatchObject({ availability: 'https://schema.org/PreOrder' })
    expect(product).not.toHaveProperty('aggregateRating')
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/media/p\\d+-800\\.webp$`))
  })

  it('answers 404 with the app and a Page not found title for an unknown or malformed slug', async () => {
    for (const url of ['/product-detail/no-such-product', '/product-detail/bad%20slug!']) {
      const res = await t.app.inject(url)
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('<div id="root"></div>')
      expect(res.body).toContain('<title>Page not found | Bermuda Medical Supply</title>')
      expect(metaContent(res.body, 'robots')).toBe('noindex')
      expect(res.body).not.toContain('rel="canonical"')
    }
  })
})

describe('listing and static pages', () => {
  it('titles a category and a brand listing by name with a canonical URL', async () => {
    const cat = (await t.app.inject(`/category/${category.slug}/`)).body
    expect(cat).toContain('<title>Wound Care | Bermuda Medical Supply</title>')
    expect(cat).toContain(`<link rel="canonical" href="${PUBLIC_URL}/category/${category.slug}/" />`)
    const withoutSlash = await t.app.inject(`/category/${category.slug}`)
    expect(withoutSlash.statusCode).toBe(200)
    expect(withoutSlash.body).toContain(`href="${PUBLIC_URL}/category/${category.slug}/"`)
    const br = (await t.app.inject(`/brand/${brand.slug}/`)).body
    expect(br).toContain('<title>Acme Medical products | Bermuda Medical Supply</title>')
    expect(metaContent(br, 'description')).toContain('Acme Medical')
  })

  it('answers 404 for an unknown category, brand or route', async () => {
    for (const url of [
      '/category/nothing-here/',
      '/brand/nobody/',
      '/no-such-page',
      '/dashboard/unknown/x',
    ]) {
      const res = await t.app.inject(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.body).toContain('<title>Page not found | Bermuda Medical Supply</title>')
    }
  })

  it('gives listings and static pages their own title and canonical', async () => {
    const cases: [string, string, string][] = [
      ['/', 'Bermuda Medical Supply: medical, health and aesthetics supplies', '/'],
      ['/all-products', 'All products | Bermuda Medical Supply', '/all-products'],
      ['/shop', 'Shop | Bermuda Medical Supply', '/all-products'],
      ['/deals', 'Today&#39;s deals | Bermuda Medical Supply', '/deals'],
      ['/terms-conditions', 'Terms &amp; Conditions | Bermuda Medical Supply', '/terms-conditions'],
      ['/refund-policy', 'Return Policy | Bermuda Medical Supply', '/refund-policy'],
      [
        '/blog-details?slug=first-aid-kit',
        'Health blog article | Bermuda Medical Supply',
        '/blog-details?slug=first-aid-kit',
      ],
    ]
    for (const [url, title, canonical] of cases) {
      const res = await t.app.inject(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain(`<title>${title}</title>`)
      expect(res.body, url).toContain(`<link rel="canonical" href="${PUBLIC_URL}${canonical}" />`)
      expect(metaContent(res.body, 'robots'), url).toBeUndefined()
      // Browsers ask for compression: the same page, brotli-compressed.
      const compressed = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
      expect(compressed.headers['content-encoding'], url).toBe('br')
      expect(brotliDecompressSync(compressed.rawPayload).toString('utf8'), url).toContain(
        `<title>${title}</title>`,
      )
    }
  })

  it('keeps search results, cart and account pages out of the index', async () => {
    const search = (await t.app.inject('/shop?search=%3Cb%3Egauze')).body
    expect(search).toContain(
      '<title>Search results for &quot;&lt;b&gt;gauze&quot; | Bermuda Medical Supply</title>',
    )
    expect(metaContent(search, 'robots')).toBe('noindex, follow')
    for (const url of [
      '/cart',
      '/dashboard/order',
      '/dashboard/edit-address/12',
      '/login',
      '/admin',
      '/admin/orders/12',
    ]) {
      const res = await t.app.inject(url)
      expect(res.statusCode, url).toBe(200)
      expect(metaContent(res.body, 'robots'), url).toBe('noindex')
    }
  })

  it('leaves API 404s as JSON', async () => {
    const res = await t.app.inject('/api/no-such-endpoint')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toHaveProperty('message')
  })
})

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists every page, category, brand and product with absolute URLs', async () => {
    const res = await t.app.inject('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/xml')
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(locs.every((l) => l.startsWith(`${PUBLIC_URL}/`))).toBe(true)
    for (const p of [plain, evil, soldOut]) expect(locs).toContain(`${PUBLIC_URL}/product-detail/${p.slug}`)
    expect(locs).toContain(`${PUBLIC_URL}/category/${category.slug}/`)
    expect(locs).toContain(`${PUBLIC_URL}/brand/${brand.slug}/`)
    for (const p of [
      '/',
      '/all-products',
      '/deals',
      '/brands',
      '/faq',
      '/terms-conditions',
      '/privacy-policy',
    ])
      expect(locs).toContain(`${PUBLIC_URL}${p}`)
    expect(locs).not.toContain(`${PUBLIC_URL}/cart`)
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
  })

  it('serves a products part of the sitemap and 404 past the last part', async () => {
    const part = await t.app.inject('/sitemap-products-1.xml')
    expect(part.statusCode).toBe(200)
    expect(part.body.match(/<url>/g)).toHaveLength(3)
    expect((await t.app.inject('/sitemap-products-2.xml')).statusCode).toBe(404)
    expect((await t.app.inject('/sitemap-products-x.xml')).statusCode).toBe(400)
  })

  it('lets robots crawl the shop but not the cart, checkout or account', async () => {
    const res = await t.app.inject('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    const lines = res.body.split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const p of ['/admin', '/dashboard', '/cart', '/confirm-order', '/confirm-preorder', '/checkout'])
      expect(lines).toContain(`Disallow: ${p}`)
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
  })
})
