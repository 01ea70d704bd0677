import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { insertBrand, insertCategory, insertProduct } from '../../../test/fixtures'

let t: TestApp
let gloves: { id: number; slug: string }
let wound: { id: number; slug: string }
let acme: { id: number; slug: string }
let cheapest: { id: number; slug: string }

beforeAll(async () => {
  t = await buildTestApp()
  gloves = await insertCategory(t.db, 'Gloves')
  wound = await insertCategory(t.db, 'Wound Care')
  acme = await insertBrand(t.db, 'Acme Medical', 'Clinical')
  const other = await insertBrand(t.db, 'Beta Health', 'Wellness')
  for (let i = 0; i < 20; i++) {
    await insertProduct(t.db, {
      name: `Nitrile Exam Gloves ${i}`,
      categoryId: gloves.id,
      brandId: i % 2 ? acme.id : other.id,
      sellingPriceCents: 1000 + i * 100,
    })
  }
  cheapest = await insertProduct(t.db, {
    name: 'Sterile Gauze Pads',
    categoryId: wound.id,
    brandId: acme.id,
    sellingPriceCents: 1000,
    discountType: 'percent',
    discountValue: 50,
    quantity: 5,
    quantityUsed: 5,
    isDeal: true,
  })
  await t.db.kysely
    .insertInto('reviews')
    .values(
      [4, 5, 0].map((star, i) => ({
        product_id: cheapest.id,
        user_id: null,
        name: `Reviewer ${i}`,
        email: `r${i}@example.com`,
        star,
        headline: 'Good',
        review: 'Works well',
        created_at: `2026-0${i + 1}-01T00:00:00.000Z`,
        updated_at: `2026-0${i + 1}-01T00:00:00.000Z`,
      })),
    )
    .execute()
})

describe('GET /api/products', () => {
  it('pages 15 at a time with the listing meta, cheapest first by current price', async () => {
    const res = await t.app.inject('/api/products')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.data).toHaveLength(15)
    expect(body.meta).toEqual({ current_page: 1, from: 1, to: 15, per_page: 15, total: 21 })
    expect(body.data[0].slug).toBe(cheapest.slug)
    expect(body.data[0]).toMatchObject({ selling_price: 10, discounted_price: 5, stock: 0, back_order: 1 })
    const prices = body.data.map(
      (p: { discounted_price: number | null; selling_price: number }) =>
        p.discounted_price ?? p.selling_price,
    )
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('answers the last page and sorts descending', async () => {
    const res = await t.app.inject('/api/products?page=2&sort_order=desc')
    const body = res.json()
    expect(body.meta).toMatchObject({ current_page: 2, from: 16, to: 21, total: 21 })
    expect(body.data.at(-1).slug).toBe(cheapest.slug)
  })

  it('filters by category, brand and search text', async () => {
    const byCategory = (await t.app.inject(`/api/products?category=${wound.slug}`)).json()
    expect(byCategory.meta.total).toBe(1)
    expect(byCategory.category).toMatchObject({ name: 'Wound Care' })
    const byBrand = (await t.app.inject(`/api/products?brand=${acme.slug}`)).json()
    expect(byBrand.meta.total).toBe(11)
    const bySearch = (await t.app.inject('/api/products?search=GAUZE')).json()
    expect(bySearch.data.map((p: { slug: string }) => p.slug)).toEqual([cheapest.slug])
  })

  it('rejects a bad page and sort order naming the parameter', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['sort_order=sideways', 'sort_order'],
      ['colour=red', 'querystring'],
    ] as const) {
      const res = await t.app.inject(`/api/products?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(Object.keys(res.json().errors)).toContain(field)
    }
  })

  it('answers 404 for an unknown category', async () => {
    const res = await t.app.inject('/api/products?category=no-such-thing')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Category not found.' })
  })
})

describe('GET /api/category/:category/products and /api/brand/:brand/products', () => {
  it('lists one category with sort_order', async () => {
    const res = await t.app.inject(`/api/category/${gloves.slug}/products?sort_order=desc`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.meta.total).toBe(20)
    expect(body.data[0].product_name).toBe('Nitrile Exam Gloves 19')
  })

  it('lists one brand with the param named sort', async () => {
    const res = await t.app.inject(`/api/brand/${acme.slug}/products?sort=desc`)
    expect(res.statusCode).toBe(200)
    expect(res.json().meta.total).toBe(11)
    expect((await t.app.inject(`/api/brand/${acme.slug}/products?sort_order=desc`)).statusCode).toBe(400)
  })

  it('answers 404 for an unknown brand', async () => {
    expect((await t.app.inject('/api/brand/nobody/products')).statusCode).toBe(404)
  })
})

describe('GET /api/product/:slug', () => {
  it('answers the product with images, options, reviews and a one-decimal rating ignoring zero stars', async () => {
    const res = await t.app.inject(`/api/product/${cheapest.slug}`)
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data).toMatchObject({
      id: cheapest.id,
      rating: 4.5,
      review_count: 3,
      quantity: 5,
      quantity_used: 5,
    })
    expect(data.reviews).toHaveLength(3)
    expect(Array.isArray(data.images)).toBe(true)
    expect(Array.isArray(data.subscriptions)).toBe(true)
  })

  it('shows a stock change and a new review at once, however often the page was served', async () => {
    const first = (await t.app.inject(`/api/product/${cheapest.slug}`)).json().data
    await t.db.kysely.updateTable('products').set({ quantity: 9 }).where('id', '=', cheapest.id).execute()
    const afterStock = (await t.app.inject(`/api/product/${cheapest.slug}`)).json().data
    expect(afterStock.stock).toBe(first.stock + 4)
    await t.db.kysely
      .insertInto('reviews')
      .values({
        product_id: cheapest.id,
        user_id: null,
        name: 'Late Reviewer',
        email: 'late@example.com',
        star: 1,
        headline: 'Meh',
        review: 'Not for me',
        created_at: '2026-10-01T00:00:00.000Z',
        updated_at: '2026-10-01T00:00:00.000Z',
      })
      .execute()
    const afterReview = (await t.app.inject(`/api/product/${cheapest.slug}`)).json().data
    expect(afterReview.review_count).toBe(first.review_count + 1)
    expect(afterReview.reviews[0].name).toBe('Late Reviewer')
    await t.db.kysely.updateTable('products').set({ quantity: 5 }).where('id', '=', cheapest.id).execute()
    await t.db.kysely.deleteFrom('reviews').where('name', '=', 'Late Reviewer').execute()
  })

  it('answers a JSON 404 for an unknown slug', async () => {
    const res = await t.app.inject('/api/product/does-not-exist')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Product not found.' })
  })

  it('is also reachable by id', async () => {
    const res = await t.app.inject(`/api/customer/get-product-by-id/${cheapest.id}`)
    expect(res.json().data.slug).toBe(cheapest.slug)
    expect((await t.app.inject('/api/customer/get-product-by-id/abc')).statusCode).toBe(400)
  })

  it('answers descriptions cleaned by the allow-list, whatever wrote the row', async () => {
    const product = await insertProduct(t.db, { categoryId: wound.id, brandId: acme.id })
    // Written past the back office (which cleans on save), as an old row or a direct edit would be.
    await t.db.kysely
      .updateTable('products')
      .set({
        product_desc:
          '<p onclick="alert(1)">Soft <strong>pads</strong></p><script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">x</a><a href="https://example.com/care">Care</a>',
        other_desc: '<iframe src="https://evil.example"></iframe><ul><li>12-ply</li></ul>',
      })
      .where('id', '=', product.id)
      .execute()
    const data = (await t.app.inject(`/api/product/${product.slug}`)).json().data
    expect(data.product_desc).toBe(
      '<p>Soft <strong>pads</strong></p><a rel="noopener noreferrer nofollow" target="_blank">x</a><a href="https://example.com/care" rel="noopener noreferrer nofollow" target="_blank">Care</a>',
    )
    expect(data.other_desc).toBe('<ul><li>12-ply</li></ul>')
  })
})

describe('catalogue lookups', () => {
  it('lists related products of a category up to the limit', async () => {
    const res = await t.app.inject(`/api/categories/${gloves.id}/products?limit=10`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toHaveLength(10)
    expect((await t.app.inject(`/api/categories/${gloves.id}/products?limit=11`)).statusCode).toBe(400)
  })

  it('lists best sellers by units sold, leaving out sold-out products', async () => {
    const popular = await insertProduct(t.db, {
      name: 'Popular Gloves',
      categoryId: gloves.id,
      brandId: acme.id,
      sellingPriceCents: 900,
      quantity: 100,
      quantityUsed: 60,
    })
    const second = await insertProduct(t.db, {
      name: 'Second Gloves',
      categoryId: gloves.id,
      brandId: acme.id,
      sellingPriceCents: 900,
      quantity: 100,
      quantityUsed: 30,
    })
    const res = await t.app.inject('/api/best-sellers?limit=2')
    expect(res.statusCode).toBe(200)
    expect(res.json().data.map((p: { id: number }) => p.id)).toEqual([popular.id, second.id])
    const all = (await t.app.inject('/api/best-sellers')).json().data as { id: number }[]
    expect(all.some((p) => p.id === cheapest.id)).toBe(false)
    expect((await t.app.inject('/api/best-sellers?limit=0')).statusCode).toBe(400)
  })

  it('answers categories under data.data, brands as a list and groups keyed by name', async () => {
    const cats = (await t.app.inject('/api/categories')).json()
    expect(cats.data.data.map((c: { name: string }) => c.name)).toEqual(['Gloves', 'Wound Care'])
    const brands = (await t.app.inject('/api/brands')).json()
    expect(brands.map((b: { name: string }) => b.name)).toEqual(['Acme Medical', 'Beta Health'])
    const groups = (await t.app.inject('/api/group-brands')).json()
    expect(Object.keys(groups)).toEqual(['Clinical', 'Wellness'])
  })

  it('suggests a name several products share only once', async () => {
    const twin = await insertProduct(t.db, {
      name: 'Sterile Gauze Pads',
      categoryId: wound.id,
      brandId: acme.id,
    })
    const names = (await t.app.inject('/api/search/product/gauze'))
      .json()
      .map((s: { product_name: string }) => s.product_name)
    expect(names).toEqual(['Sterile Gauze Pads'])
    await t.db.kysely.deleteFrom('products').where('id', '=', twin.id).execute()
  })

  it('suggests at most 10 names case-insensitively, and short texts work too', async () => {
    const res = await t.app.inject('/api/search/product/NITRILE')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toHaveLength(10)
    expect(body[0].product_name).toMatch(/Nitrile/)
    expect(
      (await t.app.inject('/api/search/product/ga'))
        .json()
        .map((s: { product_name: string }) => s.product_name),
    ).toEqual(['Sterile Gauze Pads'])
    expect((await t.app.inject('/api/search/product/zzzz')).json()).toEqual([])
    expect((await t.app.inject('/api/search/product/100%25_x')).statusCode).toBe(200)
  })

  it("answers today's deals under data[0].products", async () => {
    const body = (await t.app.inject('/api/todays-deals')).json()
    expect(body.data[0].products.map((p: { slug: string }) => p.slug)).toEqual([cheapest.slug])
  })

  it('answers 404 when no promo runs, then the promo', async () => {
    expect((await t.app.inject('/api/get-promo')).statusCode).toBe(404)
    await t.db.kysely
      .insertInto('promos')
      .values({ title: 'Winter', brief: 'Save', url: '/deals', link_text: 'Shop', active: 1 })
      .execute()
    expect((await t.app.inject('/api/get-promo')).json()).toEqual({
      title: 'Winter',
      brief: 'Save',
      url: '/deals',
      link_text: 'Shop',
    })
  })

  it('serves the OpenAPI document and JSON 404s for unknown API paths', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json()
    expect(doc.paths['/api/products']).toBeDefined()
    const res = await t.app.inject('/api/nope')
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toMatch(/No route/)
  })
})
