import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { insertBrand, insertCategory, insertProduct } from '../../../test/fixtures'
import { refreshAllProductRatings } from '../reviews/reviews.repository'

/** Filters, facets, sorts and typo-forgiving search (docs/requirements/catalogue-api.md §4.1, §4.2, §7.1). */
let t: TestApp
const ids: Record<string, number> = {}

const get = async (url: string) => {
  const res = await t.app.inject(url)
  return { status: res.statusCode, body: res.json() }
}
const names = (body: { data: { product_name: string }[] }) => body.data.map((p) => p.product_name)

beforeAll(async () => {
  t = await buildTestApp()
  const vitamins = await insertCategory(t.db, 'Vitamins')
  const gloves = await insertCategory(t.db, 'Gloves')
  const medivita = await insertBrand(t.db, 'MediVita')
  const safehands = await insertBrand(t.db, 'SafeHands')
  const products = [
    {
      name: 'Vitamin D3 1000 IU Softgels',
      c: vitamins,
      b: medivita,
      cents: 1500,
      pct: 20,
      day: '01',
      stars: [5],
    },
    {
      name: 'Vitamin C 500 mg Tablets',
      c: vitamins,
      b: medivita,
      cents: 800,
      out: true,
      day: '03',
      stars: [3],
    },
    {
      name: 'Multivitamin Gummies',
      c: vitamins,
      b: safehands,
      cents: 2000,
      fixed: 500,
      day: '02',
      stars: [],
    },
    { name: 'Nitrile Exam Gloves', c: gloves, b: safehands, cents: 1000, day: '04', stars: [4] },
    { name: 'Latex Exam Gloves', c: gloves, b: medivita, cents: 1200, pct: 50, day: '05', stars: [2] },
  ]
  for (const p of products) {
    const row = await insertProduct(t.db, {
      name: p.name,
      categoryId: p.c.id,
      brandId: p.b.id,
      sellingPriceCents: p.cents,
      discountType: p.pct ? 'percent' : p.fixed ? 'fixed' : null,
      discountValue: p.pct ?? p.fixed ?? 0,
      quantity: 5,
      quantityUsed: p.out ? 5 : 0,
      createdAt: `2026-${p.day}-01T00:00:00.000Z`,
    })
    ids[p.name] = row.id
    for (const [i, star] of p.stars.entries()) {
      await t.db.kysely
        .insertInto('reviews')
        .values({
          product_id: row.id,
          user_id: null,
          name: `Reviewer ${i}`,
          email: `r${row.id}-${i}@example.com`,
          star,
          headline: 'Fine',
          review: 'Does what it says',
          created_at: '2026-06-01T00:00:00.000Z',
          updated_at: '2026-06-01T00:00:00.000Z',
        })
        .execute()
    }
  }
  await refreshAllProductRatings(t.db.kysely)
})

describe('listing filters', () => {
  it('filters by several categories and brands, price range, stock, sale and rating', async () => {
    expect((await get('/api/products?category=vitamins')).body.meta.total).toBe(3)
    expect(names((await get('/api/products?category=vitamins,gloves&brand=medivita')).body)).toEqual([
      'Latex Exam Gloves',
      'Vitamin C 500 mg Tablets',
      'Vitamin D3 1000 IU Softgels',
    ])
    expect(names((await get('/api/products?min_price=10&max_price=15')).body)).toEqual([
      'Nitrile Exam Gloves',
      'Vitamin D3 1000 IU Softgels',
      'Multivitamin Gummies',
    ])
    expect((await get('/api/products?in_stock=1')).body.meta.total).toBe(4)
    expect(names((await get('/api/products?on_sale=true')).body)).toEqual([
      'Latex Exam Gloves',
      'Vitamin D3 1000 IU Softgels',
      'Multivitamin Gummies',
    ])
    expect(names((await get('/api/products?rating=4')).body)).toEqual([
      'Nitrile Exam Gloves',
      'Vitamin D3 1000 IU Softgels',
    ])
    expect(
      names((await get('/api/products?in_stock=1&on_sale=1&brand=medivita&sort_order=desc')).body),
    ).toEqual(['Vitamin D3 1000 IU Softgels', 'Latex Exam Gloves'])
  })

  it('filters the category and brand listings by the other dimension', async () => {
    const byCategory = await get('/api/category/vitamins/products?brand=safehands')
    expect(names(byCategory.body)).toEqual(['Multivitamin Gummies'])
    expect(byCategory.body.category).toMatchObject({ slug: 'vitamins' })
    const byBrand = await get('/api/brand/medivita/products?category=gloves&sort=desc')
    expect(names(byBrand.body)).toEqual(['Latex Exam Gloves'])
    expect(byBrand.body.brand).toMatchObject({ slug: 'medivita' })
  })

  it('pages a filtered listing and keeps the spec shape with sort_by added', async () => {
    const { body } = await get('/api/products?page=2&in_stock=1')
    expect(body.meta).toEqual({ current_page: 2, from: null, to: null, per_page: 15, total: 4 })
    expect(body.sort_by).toBe('price')
    expect(body).not.toHaveProperty('facets')
    expect(body).not.toHaveProperty('did_you_mean')
  })

  it('answers 400 naming the parameter for bad filter values, 404 for an unknown slug', async () => {
    for (const [query, field] of [
      ['rating=5', 'rating'],
      ['min_price=abc', 'min_price'],
      ['min_price=20&max_price=10', 'max_price'],
      ['in_stock=yes', 'in_stock'],
      ['sort_by=popular', 'sort_by'],
      ['sort_by=relevance', 'sort_by'],
      ['category=Bad_Slug!', 'category'],
      ['colour=red', 'colour'],
    ] as const) {
      const res = await get(`/api/products?${query}`)
      expect(res.status, query).toBe(400)
      expect(Object.keys(res.body.errors ?? {}).join(' ') + res.body.message, query).toContain(field)
    }
    expect((await get('/api/category/vitamins/products?category=gloves')).status).toBe(400)
    expect((await get('/api/products?brand=medivita,nobody')).body.message).toBe('Brand not found.')
  })
})

describe('facets', () => {
  it('counts each facet with the other filters applied and its own left out', async () => {
    const { body } = await get('/api/products?brand=medivita&facets=1')
    expect(body.meta.total).toBe(3)
    expect(body.facets.brands.map((b: { slug: string; count: number }) => [b.slug, b.count])).toEqual([
      ['medivita', 3],
      ['safehands', 2],
    ])
    expect(body.facets.categories.map((c: { slug: string; count: number }) => [c.slug, c.count])).toEqual([
      ['vitamins', 2],
      ['gloves', 1],
    ])
    expect(body.facets).toMatchObject({
      price: { min: 6, max: 12 },
      in_stock: 2,
      on_sale: 2,
      ratings: [
        { rating: 4, count: 1 },
        { rating: 3, count: 2 },
        { rating: 2, count: 3 },
        { rating: 1, count: 3 },
      ],
    })
  })

  it('leaves a chosen flag out of its own count but applies it to the others', async () => {
    const { body } = await get('/api/products?in_stock=1&min_price=7&facets=1')
    expect(body.meta.total).toBe(3)
    expect(body.facets.in_stock).toBe(3)
    // The price range is counted without the price filter: the 6 dollar gloves count.
    expect(body.facets.price).toEqual({ min: 6, max: 15 })
    expect(body.facets.categories.map((c: { count: number }) => c.count)).toEqual([2, 1])
  })

  it('keeps a chosen value listed at 0 and leaves out values with nothing', async () => {
    const { body } = await get('/api/products?category=gloves&rating=3&in_stock=1&facets=1')
    expect(body.facets.categories).toEqual([
      { id: expect.any(Number), slug: 'vitamins', name: 'Vitamins', count: 1 },
      { id: expect.any(Number), slug: 'gloves', name: 'Gloves', count: 1 },
    ])
    const none = (await get('/api/products?search=vitamin&category=gloves&facets=1')).body
    expect(none.meta.total).toBe(0)
    expect(none.facets.categories).toEqual([
      expect.objectContaining({ slug: 'vitamins', count: 3 }),
      expect.objectContaining({ slug: 'gloves', count: 0 }),
    ])
    expect(none.facets.price).toEqual({ min: null, max: null })
  })
})

describe('sorts', () => {
  it('sorts newest first and biggest saving first', async () => {
    expect(names((await get('/api/products?sort_by=newest')).body)).toEqual([
      'Latex Exam Gloves',
      'Nitrile Exam Gloves',
      'Vitamin C 500 mg Tablets',
      'Multivitamin Gummies',
      'Vitamin D3 1000 IU Softgels',
    ])
    expect(names((await get('/api/products?sort_by=discount')).body)).toEqual([
      'Latex Exam Gloves',
      'Multivitamin Gummies',
      'Vitamin D3 1000 IU Softgels',
      'Vitamin C 500 mg Tablets',
      'Nitrile Exam Gloves',
    ])
  })

  it('sorts a search by relevance by default, or by price when asked', async () => {
    const relevance = await get('/api/products?search=vitamin')
    expect(relevance.body.sort_by).toBe('relevance')
    expect(names(relevance.body)).toEqual([
      'Vitamin C 500 mg Tablets',
      'Vitamin D3 1000 IU Softgels',
      'Multivitamin Gummies',
    ])
    expect(relevance.body.did_you_mean).toBeNull()
    const byPrice = await get('/api/products?search=vitamin&sort_by=price&sort_order=desc')
    expect(names(byPrice.body)).toEqual([
      'Multivitamin Gummies',
      'Vitamin D3 1000 IU Softgels',
      'Vitamin C 500 mg Tablets',
    ])
  })
})

describe('search that forgives', () => {
  it("finds the vitamins for 'vitamn' and says what it searched", async () => {
    const { body } = await get('/api/products?search=vitamn')
    expect(body.did_you_mean).toBe('vitamin')
    expect(body.meta.total).toBe(3)
    expect(names(body)[0]).toBe('Vitamin C 500 mg Tablets')
    expect((await get('/api/products?search=Exam%20Glovs')).body).toMatchObject({
      did_you_mean: 'exam gloves',
      meta: { total: 2 },
    })
  })

  it('answers no products and no correction for text far from every name', async () => {
    const { body } = await get('/api/products?search=zzzzzz')
    expect(body).toMatchObject({ data: [], did_you_mean: null, meta: { total: 0 } })
  })

  it('suggests with picture, price and category, correcting typing mistakes', async () => {
    const legacy = await get('/api/search/product/vitamn')
    expect(legacy.status).toBe(200)
    expect(legacy.body[0]).toEqual({
      product_name: 'Vitamin C 500 mg Tablets',
      slug: expect.any(String),
      id: ids['Vitamin C 500 mg Tablets'],
      price: 8,
      selling_price: 8,
      discounted_price: null,
      thumbnail: expect.stringMatching(/-300\.webp$/),
      category: 'Vitamins',
      category_slug: 'vitamins',
    })
    const rich = await get('/api/search/suggestions?q=vitamn')
    expect(rich.body).toMatchObject({ total: 3, did_you_mean: 'vitamin' })
    expect(rich.body.data.map((s: { price: number }) => s.price)).toEqual([8, 12, 15])
    expect((await get('/api/search/suggestions?q=gloves')).body).toMatchObject({
      total: 2,
      did_you_mean: null,
    })
    expect((await get('/api/search/suggestions?q=qqqqqq')).body).toEqual({
      data: [],
      total: 0,
      did_you_mean: null,
    })
    expect((await get('/api/search/suggestions')).status).toBe(400)
  })
})
