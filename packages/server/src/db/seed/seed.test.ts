import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { packsProblem } from '@shop/shared/packs'
import { parseStoredBreaks } from '@shop/shared/price-breaks'
import { discountedPrice } from '@shop/shared/pricing'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../test/helper'
import { verifyPassword } from '../../lib/password'
import { connectDb, type Db } from '../connect'
import { migrateToLatest } from '../migrate'
import { CATEGORIES } from './catalogue-data'
import { planProduct, SHOWCASE_PRODUCTS } from './product-plan'
import { deleteAllRows } from './reset'
import { isCatalogueEmpty, seedDemoShop, type SeedSummary } from './seed'
import { DEMO_CUSTOMER } from './shop-data'
import { PROFESSIONAL_PRODUCTS } from './professional-products'
import { createFileStore } from '../../lib/file-store'

/** The local file store with its pictures in `mediaDir` (the seed writes no private file). */
const filesIn = (mediaDir: string) =>
  createFileStore({ kind: 'local', mediaDir, privateDir: path.join(mediaDir, 'private') })

const PRODUCTS = 60
const MEDIA_URL = '/media'

/** The columns that make a catalogue, in a stable order, for comparing two seeds. */
async function catalogueOf(db: Db) {
  return db.kysely
    .selectFrom('products')
    .select([
      'sku',
      'product_name',
      'slug',
      'selling_price_cents',
      'price_cents',
      'quantity',
      'quantity_used',
    ])
    .orderBy('sku')
    .execute()
}

describe('planProduct', () => {
  const showcase = Array.from({ length: SHOWCASE_PRODUCTS }, (_, i) => planProduct(i))

  it('gives the 320 showcase products the mix the demo needs', () => {
    const soldOut = showcase.filter((p) => p.quantity === p.quantityUsed)
    const discounted = showcase.filter((p) => p.discountType !== null)
    expect(soldOut.length).toBeGreaterThanOrEqual(20)
    expect(showcase.filter((p) => p.subscriptions.length > 0).length).toBeGreaterThanOrEqual(40)
    expect(discounted.length / showcase.length).toBeCloseTo(0.3, 1)
    expect(discounted.filter((p) => p.isDeal).length).toBeGreaterThanOrEqual(15)
    expect(discounted.filter((p) => p.isDeal).length).toBeLessThanOrEqual(25)
    expect(new Set(showcase.map((p) => p.category.slug)).size).toBe(CATEGORIES.length)
  })

  it('plans each product from its own stream, so a small shop is the start of a big one', () => {
    expect(planProduct(42)).toEqual(showcase[42])
    expect(planProduct(SHOWCASE_PRODUCTS - 1)).toEqual(showcase[SHOWCASE_PRODUCTS - 1])
  })
})

describe('seedDemoShop', () => {
  let mediaDir: string
  let first: TestDatabase
  let db: Db
  let emptyBefore: boolean
  let summary: SeedSummary

  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seed-media-'))
    first = await createTestDatabase()
    db = first.db
    emptyBefore = await isCatalogueEmpty(db)
    summary = await seedDemoShop(db, { files: filesIn(mediaDir), mediaUrl: MEDIA_URL, products: PRODUCTS })
  })

  afterAll(async () => {
    await first?.destroy()
    fs.rmSync(mediaDir, { recursive: true, force: true })
  })

  it('fills an empty catalogue and reports what it made', async () => {
    expect(emptyBefore).toBe(true)
    expect(await isCatalogueEmpty(db)).toBe(false)
    expect(summary).toMatchObject({ products: PRODUCTS })
    expect(summary.categories).toBeGreaterThanOrEqual(12)
    expect(summary.brands).toBeGreaterThanOrEqual(30)
  })

  it('makes at least 12 categories and 30 brands in at least 5 groups, with unique slugs', async () => {
    const categories = await db.kysely.selectFrom('categories').selectAll().orderBy('position').execute()
    const brands = await db.kysely.selectFrom('brands').selectAll().execute()
    expect(categories.length).toBe(summary.categories)
    expect(categories.length).toBeGreaterThanOrEqual(12)
    expect(new Set(categories.map((c) => c.slug)).size).toBe(categories.length)
    expect(categories.map((c) => c.position)).toEqual(categories.map((_, i) => i + 1))
    expect(brands.length).toBe(summary.brands)
    expect(new Set(brands.map((b) => b.slug)).size).toBe(brands.length)
    expect(new Set(brands.map((b) => b.group_name)).size).toBeGreaterThanOrEqual(5)
  })

  it('gives every product a unique slug, sku and code and prices it with the shared rules', async () => {
    const products = await db.kysely.selectFrom('products').selectAll().execute()
    // The catalogue, then the professional-only demo products.
    const all = PRODUCTS + PROFESSIONAL_PRODUCTS.length
    expect(products).toHaveLength(all)
    for (const key of ['slug', 'sku', 'product_code'] as const) {
      expect(new Set(products.map((p) => p[key])).size).toBe(all)
    }
    expect(products.filter((p) => p.professional_only === 1).map((p) => p.id)).toEqual([
      PRODUCTS + 1,
      PRODUCTS + 2,
    ])
    for (const p of products) {
      const discounted = discountedPrice(p.selling_price_cents, p.discount_type, p.discount_value)
      expect(p.discounted_price_cents).toBe(discounted)
      expect(p.price_cents).toBe(discounted ?? p.selling_price_cents)
      // A product counted in gloves, needles or strips prices one of them; its boxes are packs.
      expect(p.selling_price_cents).toBeGreaterThanOrEqual(p.base_unit === '' ? 200 : 1)
      expect(p.selling_price_cents).toBeLessThanOrEqual(60_000)
      if (p.discount_type === 'percent') expect(p.discount_value).toBeGreaterThanOrEqual(5)
      if (p.discount_type === 'percent') expect(p.discount_value).toBeLessThanOrEqual(30)
      if (p.discount_type === 'fixed') expect(p.discount_value).toBeLessThan(p.selling_price_cents)
      if (p.is_deal) expect(p.discount_type).not.toBeNull()
      expect(p.expiry_date === null || /^\d{4}-\d{2}-\d{2}$/.test(p.expiry_date)).toBe(true)
      expect(p.product_desc).toContain('<ul>')
      expect(p.other_desc).toContain('<table>')
    }
    const discountedCount = products.filter((p) => p.discount_type !== null).length
    expect(discountedCount).toBeGreaterThan(PRODUCTS * 0.1)
    expect(discountedCount).toBeLessThan(PRODUCTS * 0.6)
    expect(products.some((p) => p.expiry_date === null)).toBe(true)
    expect(products.some((p) => p.is_deal === 1)).toBe(true)
  })

  it('never oversells, and some products are sold out', async () => {
    const products = await db.kysely
      .selectFrom('products')
      .select(['quantity', 'quantity_used', 'base_unit'])
      .execute()
    for (const p of products) {
      expect(p.quantity_used).toBeGreaterThanOrEqual(0)
      expect(p.quantity_used).toBeLessThanOrEqual(p.quantity)
      // Boxes of up to 200 counted pieces are stocked as pieces.
      expect(p.quantity).toBeLessThanOrEqual(
        p.base_unit === '' || p.base_unit === 'dressing' ? 250 : 250 * 200,
      )
    }
    // Every twelfth product is sold out, so 60 products have five.
    expect(products.filter((p) => p.quantity === p.quantity_used).length).toBeGreaterThanOrEqual(5)
  })

  it('keeps the sellable stock in lots, the earliest expiry being the product expiry', async () => {
    const products = await db.kysely
      .selectFrom('products')
      .select(['id', 'quantity', 'quantity_used', 'expiry_date'])
      .execute()
    const lots = await db.kysely
      .selectFrom('stock_lots')
      .selectAll()
      .where('status', '=', 'available')
      .execute()
    for (const p of products) {
      const own = lots.filter((l) => l.product_id === p.id)
      expect(own.reduce((n, l) => n + l.quantity, 0)).toBe(p.quantity - p.quantity_used)
      const dated = own.map((l) => l.expiry_date).filter((d): d is string => d !== null)
      if (dated.length) expect(dated.sort()[0]).toBe(p.expiry_date)
    }
  })

  it('sells gloves, pen needles, test strips and dressings in packs the shop would accept', async () => {
    const products = await db.kysely
      .selectFrom('products')
      .select(['id', 'product_name', 'selling_price_cents', 'price_breaks', 'base_unit'])
      .execute()
    const packs = await db.kysely.selectFrom('product_packs').selectAll().execute()
    expect(new Set(packs.map((p) => p.code)).size).toBe(packs.length)
    expect(products.some((p) => p.base_unit !== '')).toBe(true)
    for (const p of products.filter((x) =>
      /Exam Gloves.* - Box of|Pen Needles|Test Strips.*Count/.test(x.product_name),
    )) {
      expect(['glove', 'needle', 'strip']).toContain(p.base_unit)
    }
    for (const p of products.filter((x) => x.base_unit !== '')) {
      const own = packs
        .filter((k) => k.product_id === p.id)
        .map((k) => ({
          code: k.code,
          label: k.label,
          unitsPerPack: k.units_per_pack,
          priceCents: k.price_cents,
        }))
      expect(own.length).toBeGreaterThan(0)
      const piece = { oneTimeCents: p.selling_price_cents, breaks: parseStoredBreaks(p.price_breaks) }
      expect(packsProblem(piece, own)).toBeNull()
    }
  })

  it('offers Subscribe & Save on some consumables, 1 to 6 months at 5 to 15 percent', async () => {
    const options = await db.kysely.selectFrom('product_subscriptions').selectAll().execute()
    expect(new Set(options.map((o) => o.product_id)).size).toBeGreaterThanOrEqual(5)
    for (const o of options) {
      expect([1, 2, 3, 6]).toContain(o.months)
      expect(o.discount).toBeGreaterThanOrEqual(5)
      expect(o.discount).toBeLessThanOrEqual(15)
    }
  })

  it('gives every product 2 to 4 pictures whose 300px and 800px files exist', async () => {
    const products = await db.kysely
      .selectFrom('products')
      .select(['id', 'thumbnail', 'thumbnail_name', 'thumbnail_compress'])
      .execute()
    const images = await db.kysely.selectFrom('product_images').selectAll().orderBy('position').execute()
    const fileOf = (url: string) => path.join(mediaDir, url.slice(MEDIA_URL.length))
    for (const product of products) {
      const own = images.filter((i) => i.product_id === product.id)
      expect(own.length).toBeGreaterThanOrEqual(2)
      expect(own.length).toBeLessThanOrEqual(4)
      expect(product.thumbnail).toBe(own[0]?.url)
      expect(product.thumbnail_name).toBe(own[0]?.image_name)
      expect(product.thumbnail_compress).toBe(own[0]?.compress_image)
      for (const image of own) {
        const urls = (JSON.parse(image.compress_image) as { image_urls: Record<string, string> }).image_urls
        expect(urls['800px']).toBe(image.url)
        expect(path.basename(image.url)).toBe(image.image_name)
        expect(fs.existsSync(fileOf(urls['800px'] ?? ''))).toBe(true)
        expect(fs.existsSync(fileOf(urls['300px'] ?? ''))).toBe(true)
      }
    }
    const firstUrls = JSON.parse(products[0]?.thumbnail_compress ?? '{}') as {
      image_urls: Record<string, string>
    }
    const large = await sharp(fileOf(firstUrls.image_urls['800px'] ?? '')).metadata()
    const small = await sharp(fileOf(firstUrls.image_urls['300px'] ?? '')).metadata()
    expect([large.format, large.width, large.height]).toEqual(['webp', 800, 800])
    expect([small.format, small.width, small.height]).toEqual(['webp', 300, 300])
  })

  it('writes reviews of 1 to 5 stars, leaning positive, a few by the demo customer', async () => {
    const reviews = await db.kysely.selectFrom('reviews').selectAll().execute()
    expect(new Set(reviews.map((r) => r.product_id)).size).toBeGreaterThan(PRODUCTS / 3)
    for (const r of reviews) {
      expect(r.star).toBeGreaterThanOrEqual(1)
      expect(r.star).toBeLessThanOrEqual(5)
      expect(r.headline.length).toBeGreaterThan(0)
      expect(r.email).toMatch(r.user_id === null ? /@example\.com$/ : /^demo@/)
    }
    const positive = reviews.filter((r) => r.star >= 4).length
    expect(positive).toBeGreaterThan(reviews.length / 2)
    expect(reviews.filter((r) => r.user_id !== null).length).toBeGreaterThanOrEqual(2)
  })

  it('sets up coupons, rates, the promo and the demo customer with addresses and a wish list', async () => {
    const k = db.kysely
    const coupons = await k.selectFrom('coupons').selectAll().orderBy('code').execute()
    expect(coupons.map((c) => c.code)).toEqual(['BULK15', 'EXPIRED20', 'SAVE5', 'WELCOME10'])
    expect(Date.parse(coupons.find((c) => c.code === 'EXPIRED20')?.ends_at ?? '')).toBeLessThan(Date.now())
    const rates = await k.selectFrom('shipping_rates').selectAll().orderBy('country').execute()
    expect(rates.map((r) => [r.country, r.rate_cents, r.free_over_cents])).toEqual([
      ['*', 3500, 30000],
      ['Bermuda', 1000, 10000],
    ])
    expect(
      await k.selectFrom('tax_rates').select(['country', 'rate_bp']).orderBy('country').execute(),
    ).toEqual([
      { country: '*', rate_bp: 0 },
      { country: 'Bermuda', rate_bp: 0 },
    ])
    expect(await k.selectFrom('promos').select(['url', 'active']).execute()).toEqual([
      { url: '/deals', active: 1 },
    ])
    const customer = await k
      .selectFrom('users')
      .selectAll()
      .where('email', '=', DEMO_CUSTOMER.email)
      .executeTakeFirstOrThrow()
    expect(await verifyPassword(DEMO_CUSTOMER.password, customer.password_hash)).toBe(true)
    expect([customer.city, customer.zipcode, customer.country]).toEqual(['Hamilton', 'HM 11', 'Bermuda'])
    const addresses = await k.selectFrom('addresses').selectAll().where('user_id', '=', customer.id).execute()
    expect(addresses.map((a) => a.default_address).sort()).toEqual([0, 1])
    const wishes = await k.selectFrom('wishlists').selectAll().where('user_id', '=', customer.id).execute()
    expect(wishes).toHaveLength(3)
  })

  it('makes the same shop every time and reuses pictures already on disk', async () => {
    const filesBefore = fs.readdirSync(path.join(mediaDir, 'products')).sort()
    // Always a SQLite file: with TEST_DATABASE_URL set this also compares PostgreSQL with SQLite.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seed-second-'))
    const second = connectDb(`sqlite:${path.join(dir, 'shop.db')}`)
    try {
      await migrateToLatest(second)
      await seedDemoShop(second, { files: filesIn(mediaDir), mediaUrl: MEDIA_URL, products: PRODUCTS })
      expect(await catalogueOf(second)).toEqual(await catalogueOf(db))
      expect(fs.readdirSync(path.join(mediaDir, 'products')).sort()).toEqual(filesBefore)
    } finally {
      await second.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('can be reset and seeded again with ids starting over', async () => {
    const before = await catalogueOf(db)
    await deleteAllRows(db)
    expect(await isCatalogueEmpty(db)).toBe(true)
    expect(await db.kysely.selectFrom('users').select('id').execute()).toEqual([])
    await seedDemoShop(db, { files: filesIn(mediaDir), mediaUrl: MEDIA_URL, products: PRODUCTS })
    expect(await catalogueOf(db)).toEqual(before)
    const ids = await db.kysely.selectFrom('products').select('id').orderBy('id').execute()
    expect(ids.map((r) => r.id)).toEqual(
      Array.from({ length: PRODUCTS + PROFESSIONAL_PRODUCTS.length }, (_, i) => i + 1),
    )
  })
})
