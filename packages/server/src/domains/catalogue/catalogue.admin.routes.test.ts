import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { insertBrand, insertCategory } from '../../../test/fixtures'
import { buildTestApp } from '../../../test/helper'
import { insertStaffMember } from '../../../test/staff-fixtures'

const { app, db, mediaDir } = await buildTestApp()
const staff = await insertStaffMember(db, 'staff')
const category = await insertCategory(db)
const brand = await insertBrand(db)
const categoryRow = await db.kysely
  .selectFrom('categories')
  .select('name')
  .where('id', '=', category.id)
  .executeTakeFirstOrThrow()
const brandRow = await db.kysely
  .selectFrom('brands')
  .select('name')
  .where('id', '=', brand.id)
  .executeTakeFirstOrThrow()

function productForm(overrides: Record<string, unknown> = {}) {
  return {
    product_name: 'Digital Thermometer',
    sku: `THERM-${Math.random().toString(36).slice(2, 8)}`,
    category_id: category.id,
    brand_id: brand.id,
    selling_price_cents: 2499,
    discount_type: 'percent',
    discount_value: 10,
    product_desc:
      '<p>Fast <strong>and</strong> safe.</p><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">x</a>',
    subscription_intervals: [{ months: 3, discount: 5 }],
    ...overrides,
  }
}

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = `----shop${Date.now()}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return {
    payload,
    headers: { ...staff.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

describe('products', () => {
  it('creates a product with server prices and a sanitised description, shows it, hides it from the storefront', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: staff.headers,
      payload: productForm(),
    })
    expect(res.statusCode).toBe(201)
    const { product } = res.json<{
      product: {
        id: number
        slug: string
        price_cents: number
        product_desc: string
        subscription_intervals: unknown[]
      }
    }>()
    expect(product.price_cents).toBe(2249)
    expect(product.product_desc).toContain('<strong>and</strong>')
    expect(product.product_desc).not.toMatch(/script|javascript|onclick/)
    expect(product.subscription_intervals).toEqual([{ months: 3, discount: 5 }])

    expect((await app.inject({ method: 'GET', url: `/api/product/${product.slug}` })).statusCode).toBe(200)
    const hidden = await app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}/publish`,
      headers: staff.headers,
      payload: { published: false },
    })
    expect(hidden.statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: `/api/product/${product.slug}` })).statusCode).toBe(404)
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/products?published=false&q=thermo',
      headers: staff.headers,
    })
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: product.id, published: false }] })
  })

  it('refuses bad input by field and a taken sku', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: staff.headers,
      payload: productForm({ selling_price_cents: -5, discount_type: 'fixed', discount_value: 99999 }),
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json<{ errors: object }>().errors).toHaveProperty('selling_price_cents')
    const form = productForm()
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/products',
          headers: staff.headers,
          payload: form,
        })
      ).statusCode,
    ).toBe(201)
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: staff.headers,
      payload: form,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json<{ errors: object }>().errors).toHaveProperty('sku')
  })

  it('uploads pictures resized to 300px and 800px WebP, reorders them (thumbnail follows) and deletes one', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: staff.headers,
      payload: productForm(),
    })
    const id = created.json<{ product: { id: number } }>().product.id
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer()
    const first = await app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/pictures`,
      ...multipart('file', 'front.png', 'image/png', png),
    })
    expect(first.statusCode).toBe(201)
    const second = await app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/pictures`,
      ...multipart('file', 'side.png', 'image/png', png),
    })
    const pictures = second.json<{ pictures: { id: number; url_300: string; url_800: string }[] }>().pictures
    expect(pictures).toHaveLength(2)
    const file300 = path.join(mediaDir, 'products', path.basename(pictures[0]!.url_300))
    const meta = await sharp(fs.readFileSync(file300)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 300])
    const meta800 = await sharp(
      fs.readFileSync(path.join(mediaDir, 'products', path.basename(pictures[0]!.url_800))),
    ).metadata()
    expect(meta800.width).toBe(800)

    const reordered = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}/pictures/order`,
      headers: staff.headers,
      payload: { picture_ids: [pictures[1]!.id, pictures[0]!.id] },
    })
    expect(reordered.statusCode).toBe(200)
    const row = await db.kysely
      .selectFrom('products')
      .select('thumbnail')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.thumbnail).toBe(pictures[1]!.url_800)

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${id}/pictures/${pictures[1]!.id}`,
      headers: staff.headers,
    })
    expect(removed.json<{ pictures: unknown[] }>().pictures).toHaveLength(1)

    const notPicture = await app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/pictures`,
      ...multipart('file', 'x.png', 'image/png', Buffer.from('not a picture')),
    })
    expect(notPicture.statusCode).toBe(400)
  })
})

describe('CSV import and export', () => {
  // 2,000 rows cross ten read batches and several write slices, with bad rows in two thousands;
  // memory-bounds.test.ts imports 10,000 rows while shoppers are answered.
  const ROWS = 2_000
  it('imports 2,000 rows: good rows written whole, bad rows reported by row and field', async () => {
    const header =
      'sku,product_name,category,brand,selling_price,discount_type,discount_value,published,subscription_intervals,product_desc'
    const lines = [header]
    const bad = new Map<number, string>()
    for (let i = 0; i < ROWS; i++) {
      const row = i + 2
      let price = `${(5 + (i % 50)).toFixed(2)}`
      let categoryName = categoryRow.name
      let sku = `CSV-${i}`
      if (i % 1000 === 7) {
        price = 'ten'
        bad.set(row, 'selling_price')
      } else if (i % 1000 === 8) {
        categoryName = 'No Such Category'
        bad.set(row, 'category')
      } else if (i % 1000 === 9) {
        sku = 'CSV-0'
        bad.set(row, 'sku')
      }
      lines.push(
        `${sku},"Bulk Gauze, pack ${i}",${categoryName},${brandRow.name},${price},percent,5,yes,1:5;3:10,"<p>Pack ${i}</p>"`,
      )
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...staff.headers, 'content-type': 'text/csv' },
      payload: lines.join('\n'),
    })
    expect(res.statusCode).toBe(200)
    const report = res.json<{
      rows: number
      created: number
      updated: number
      rejected: { row: number; field: string }[]
    }>()
    expect(report.rows).toBe(ROWS)
    expect(report.created).toBe(ROWS - bad.size)
    expect(report.rejected.map((r) => [r.row, r.field])).toEqual([...bad.entries()])
    const written = await db.kysely
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sku', 'like', 'CSV-%')
      .executeTakeFirstOrThrow()
    expect(Number(written.n)).toBe(ROWS - bad.size)
    const intervals = await db.kysely
      .selectFrom('product_subscriptions')
      .innerJoin('products', 'products.id', 'product_subscriptions.product_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('products.sku', 'like', 'CSV-%')
      .executeTakeFirstOrThrow()
    expect(Number(intervals.n)).toBe(2 * (ROWS - bad.size))
    // Nothing of a rejected row: its sku never appears.
    const rejectedSku = await db.kysely
      .selectFrom('products')
      .select('id')
      .where('sku', '=', 'CSV-7')
      .executeTakeFirst()
    expect(rejectedSku).toBeUndefined()
  }, 120_000)

  it('exports every product with the import columns, and a second import of the export updates them', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/products/export.csv',
      headers: staff.headers,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    const lines = res.body.trim().split('\r\n')
    expect(lines[0]).toBe(
      'sku,product_name,product_code,slug,category,brand,selling_price,discount_type,discount_value,unit,weight,published,is_deal,min_shelf_life_days,subscription_intervals,product_desc,professional_only,professional_label,price_breaks,returnability,base_unit,base_unit_plural,packs',
    )
    const small = [lines[0], ...lines.filter((l) => l.startsWith('CSV-1,'))].join('\r\n')
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...staff.headers, 'content-type': 'text/csv' },
      payload: small,
    })
    // The export's own values: nothing to write.
    expect(again.json()).toMatchObject({ rows: 1, created: 0, updated: 0, unchanged: 1, rejected: [] })
  })
})
