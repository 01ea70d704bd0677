import { describe, expect, it } from 'vitest'
import { insertBrand, insertCategory } from '../../../test/fixtures'
import { buildTestApp } from '../../../test/helper'
import { insertStaffMember } from '../../../test/staff-fixtures'

// Staff keep a product's packs and base unit with the product form and the products CSV
// (docs/decisions/0114-pack-sizes.md).

const { app, db } = await buildTestApp()
const staff = await insertStaffMember(db, 'staff')
const category = await insertCategory(db)
const brand = await insertBrand(db)
const names = async () => ({
  category: (
    await db.kysely
      .selectFrom('categories')
      .select('name')
      .where('id', '=', category.id)
      .executeTakeFirstOrThrow()
  ).name,
  brand: (
    await db.kysely.selectFrom('brands').select('name').where('id', '=', brand.id).executeTakeFirstOrThrow()
  ).name,
})

const PACKS = [
  { code: 'F-BOX', label: 'Box of 100', units_per_pack: 100, price_cents: 900 },
  { code: 'F-CASE', label: 'Case of 10 boxes', units_per_pack: 1000, price_cents: 8500 },
]

function form(overrides: Record<string, unknown> = {}) {
  return {
    product_name: 'Form Gloves',
    sku: `FG-${Math.random().toString(36).slice(2, 8)}`,
    category_id: category.id,
    brand_id: brand.id,
    selling_price_cents: 12,
    base_unit: 'glove',
    base_unit_plural: 'gloves',
    packs: PACKS,
    ...overrides,
  }
}

describe('the product form', () => {
  it('saves packs and the base unit, keeps them when a save leaves them out, and the storefront shows them', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: staff.headers,
      payload: form(),
    })
    expect(created.statusCode).toBe(201)
    const product = created.json().product
    expect(product).toMatchObject({ base_unit: 'glove', base_unit_plural: 'gloves', packs: PACKS })
    const { packs: _packs, base_unit: _u, base_unit_plural: _p, ...rest } = form({ sku: product.sku })
    const kept = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: staff.headers,
      payload: { ...rest, product_name: 'Form Gloves, renamed' },
    })
    expect(kept.statusCode).toBe(200)
    expect(kept.json().product.packs).toEqual(PACKS)
    const shop = await app.inject({ url: `/api/product/${kept.json().product.slug}` })
    expect(shop.statusCode, shop.body).toBe(200)
    expect(shop.json().data.packs.map((p: { code: string }) => p.code)).toEqual(['F-BOX', 'F-CASE'])
    const emptied = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: staff.headers,
      payload: { ...rest, packs: [] },
    })
    expect(emptied.json().product.packs).toEqual([])
  })

  it('refuses a bigger pack that costs less, and a code another product has, naming the field', async () => {
    const cheaper = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: staff.headers,
      payload: form({
        packs: [PACKS[0], { ...PACKS[1], code: 'X-CASE', price_cents: 800 }].map((p) => ({
          ...p,
          code: `${p!.code}-2`,
        })),
      }),
    })
    expect(cheaper.statusCode).toBe(400)
    expect(cheaper.json().errors.packs[0]).toMatch(/must cost more than/)
    await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: staff.headers,
      payload: form({ packs: [{ ...PACKS[0], code: 'OWNED' }] }),
    })
    const taken = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: staff.headers,
      payload: form({ packs: [{ ...PACKS[0], code: 'OWNED' }] }),
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().errors.packs[0]).toMatch(/OWNED is the code of another product's pack/)
  })
})

describe('the products CSV', () => {
  it('reads and writes the packs column', async () => {
    const { category: c, brand: b } = await names()
    const sku = `CSV-PK-${Date.now()}`
    const header = 'sku,product_name,category,brand,selling_price,base_unit,base_unit_plural,packs'
    const good = await app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...staff.headers, 'content-type': 'text/csv' },
      payload: `${header}\n${sku},CSV Gloves,${c},${b},0.12,glove,gloves,C-BOX:Box of 100:100:9.00; C-CASE:Case of 10 boxes:1000:85.00\n`,
    })
    expect(good.statusCode).toBe(200)
    expect(good.json()).toMatchObject({ created: 1 })
    const packs = await db.kysely
      .selectFrom('product_packs')
      .innerJoin('products', 'products.id', 'product_packs.product_id')
      .select(['code', 'units_per_pack', 'product_packs.price_cents', 'products.base_unit'])
      .where('products.sku', '=', sku)
      .orderBy('units_per_pack')
      .execute()
    expect(packs).toEqual([
      { code: 'C-BOX', units_per_pack: 100, price_cents: 900, base_unit: 'glove' },
      { code: 'C-CASE', units_per_pack: 1000, price_cents: 8500, base_unit: 'glove' },
    ])
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...staff.headers, 'content-type': 'text/csv' },
      payload: `${header}\n${sku}-2,CSV 2,${c},${b},0.12,,,BOX:100:9\n`,
    })
    expect(bad.json().rejected).toEqual([
      expect.objectContaining({
        row: 2,
        field: 'packs',
        message: expect.stringMatching(/code:label:units:price/),
      }),
    ])
    const exported = await app.inject({ url: '/api/admin/products/export.csv', headers: staff.headers })
    const line = exported.body.split(/\r?\n/).find((l) => l.startsWith(`${sku},`))
    expect(line).toContain('glove,gloves,C-BOX:Box of 100:100:9.00; C-CASE:Case of 10 boxes:1000:85.00')
  })
})
