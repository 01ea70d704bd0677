import { describe, expect, it } from 'vitest'
import { insertBrand, insertCategory, insertProduct } from '../../../test/fixtures'
import { buildTestApp } from '../../../test/helper'
import { insertStaffMember } from '../../../test/staff-fixtures'

// What a products CSV import changes, what it refuses, and what every export writes.

const { app, db } = await buildTestApp()
const staff = await insertStaffMember(db, 'staff')
const category = await insertCategory(db)
const brand = await insertBrand(db)
const names = {
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
}

const importCsv = (payload: string | Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/products/import',
    headers: { ...staff.headers, 'content-type': 'text/csv' },
    payload,
  })

function multipart(content: Buffer) {
  const boundary = `----shop${Date.now()}`
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { ...staff.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

const productBySku = (sku: string) =>
  db.kysely.selectFrom('products').selectAll().where('sku', '=', sku).executeTakeFirstOrThrow()
/** A fixture product with its sku. */
async function newProduct(f: Omit<Parameters<typeof insertProduct>[1], 'categoryId' | 'brandId'> = {}) {
  const { id } = await insertProduct(db, { categoryId: category.id, brandId: brand.id, ...f })
  const { sku } = await db.kysely
    .selectFrom('products')
    .select('sku')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return { id, sku }
}
const productCount = async () =>
  Number(
    (
      await db.kysely
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('a CSV that holds only some columns', () => {
  it('changes only the columns it has, audits each product before and after, and reports the fields', async () => {
    const a = await newProduct({ sellingPriceCents: 295, discountType: 'percent', discountValue: 10 })
    const b = await newProduct({ sellingPriceCents: 500 })
    await db.kysely
      .insertInto('product_subscriptions')
      .values({ product_id: a.id, months: 3, discount: 5 })
      .execute()
    const before = await productBySku(a.sku)
    const beforeB = await productBySku(b.sku)

    const file = [
      'sku,product_name,category,brand,selling_price',
      `${a.sku},${before.product_name},${names.category},${names.brand},0.01`,
      `${b.sku},${beforeB.product_name},${names.category},${names.brand},5.00`,
    ].join('\n')
    const res = await importCsv(file)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      rows: 2,
      created: 0,
      updated: 1,
      unchanged: 1,
      rejected: [],
      changes: [{ row: 2, sku: a.sku, action: 'updated', fields: ['selling_price'] }],
    })

    const after = await productBySku(a.sku)
    expect(after.selling_price_cents).toBe(1)
    // Everything the file does not hold is as it was.
    for (const field of [
      'product_code',
      'slug',
      'unit',
      'weight',
      'product_desc',
      'other_desc',
      'discount_type',
      'discount_value',
      'published',
    ] as const)
      expect(after[field]).toEqual(before[field])
    const intervals = await db.kysely
      .selectFrom('product_subscriptions')
      .select(['months', 'discount'])
      .where('product_id', '=', a.id)
      .execute()
    expect(intervals).toEqual([{ months: 3, discount: 5 }])

    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'before_json', 'after_json', 'staff_email'])
      .where('entity', '=', 'product')
      .where('entity_id', 'in', [String(a.id), String(b.id)])
      .execute()
    expect(audit).toEqual([
      {
        action: 'product.update',
        entity_id: String(a.id),
        before_json: JSON.stringify({ selling_price: '2.95' }),
        after_json: JSON.stringify({ selling_price: '0.01' }),
        staff_email: staff.email,
      },
    ])
  })

  it('clears a field whose cell is empty in a column the file has', async () => {
    const p = await newProduct()
    const before = await productBySku(p.sku)
    expect(before.unit).toBe('box')
    const res = await importCsv(
      [
        'sku,product_name,category,brand,selling_price,unit,product_code',
        `${p.sku},${before.product_name},${names.category},${names.brand},10.00,,`,
      ].join('\n'),
    )
    expect(res.json()).toMatchObject({
      updated: 1,
      changes: [{ sku: p.sku, fields: ['product_code', 'unit'] }],
    })
    const after = await productBySku(p.sku)
    expect([after.unit, after.product_code, after.weight]).toEqual(['', '', before.weight])
  })
})

describe('what an import refuses while it reads', () => {
  const header = 'sku,product_name,category,brand,selling_price'

  it('refuses a file over the row limit with a 400 and writes nothing of it', async () => {
    const before = await productCount()
    const lines = [header]
    for (let i = 0; i < 20_001; i++) lines.push(`ROWS-${i},Gauze ${i},${names.category},${names.brand},1.00`)
    const res = await importCsv(lines.join('\n'))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      message: 'file: At most 20000 rows per file.',
      errors: { file: ['at most 20000 rows'] },
    })
    expect(await productCount()).toBe(before)
  })

  it('refuses latin-1 and UTF-16 with a message saying the file must be UTF-8, and reads UTF-8 with a BOM', async () => {
    const latin1 = Buffer.from(
      `${header}\nLAT-1,Compresse stérile,${names.category},${names.brand},1.00\n`,
      'latin1',
    )
    const res = await importCsv(latin1)
    expect(res.statusCode).toBe(400)
    expect(res.json<{ message: string }>().message).toMatch(/^file: The file must be UTF-8 text/)
    expect(res.json()).toMatchObject({ errors: { file: ['must be UTF-8 text'] } })

    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`${header}\nU16-1,Gauze,${names.category},${names.brand},1.00\n`, 'utf16le'),
    ])
    const sent = await app.inject({ method: 'POST', url: '/api/admin/products/import', ...multipart(utf16) })
    expect(sent.statusCode).toBe(400)
    expect(sent.json<{ message: string }>().message).toContain('UTF-16')

    const bom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`${header}\nBOM-1,Compresse stérile,${names.category},${names.brand},1.00\n`),
    ])
    const ok = await app.inject({ method: 'POST', url: '/api/admin/products/import', ...multipart(bom) })
    expect(ok.json()).toMatchObject({ created: 1, rejected: [] })
    expect((await productBySku('BOM-1')).product_name).toBe('Compresse stérile')
    expect(
      await db.kysely.selectFrom('products').select('id').where('sku', 'in', ['LAT-1', 'U16-1']).execute(),
    ).toEqual([])
  })
})

describe('CSV exports', () => {
  it('make formula cells inert, and an import of the export reads them back unchanged', async () => {
    const names = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\tTab', '\rReturn']
    const skus: string[] = []
    for (const name of names) {
      const p = await newProduct({ name })
      // The fixture's slug from such a name starts with a hyphen, which no product form makes.
      await db.kysely
        .updateTable('products')
        .set({ slug: `formula-${p.id}` })
        .where('id', '=', p.id)
        .execute()
      skus.push(p.sku)
    }
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/products/export.csv',
      headers: staff.headers,
    })
    expect(res.statusCode).toBe(200)
    for (const name of names) {
      const cell = `'${name}`
      expect(res.body).toContain(/[",\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)
    }
    // No cell of the export starts as a formula.
    const lines = res.body.split('\r\n')
    const ours = lines.filter((l) => skus.some((s) => l.startsWith(`${s},`)))
    expect(ours).toHaveLength(names.length)
    for (const line of ours) expect(line.split(',')[1]).toMatch(/^"?'/)

    // The product form trims names, so only the four without leading white space come back whole.
    const formulas = ours.slice(0, 4)
    const again = await importCsv([lines[0], ...formulas].join('\r\n'))
    expect(again.json()).toMatchObject({ rows: 4, unchanged: 4, rejected: [] })
    for (const [i, sku] of skus.slice(0, 4).entries())
      expect((await productBySku(sku)).product_name).toBe(names[i])
  })

  it('make formula cells of the newsletter export inert', async () => {
    await db.kysely
      .insertInto('newsletter_signups')
      .values({ email: '=1+1@example.com', created_at: new Date().toISOString() })
      .execute()
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/newsletter/export.csv',
      headers: staff.headers,
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.split('\r\n')).toContainEqual(expect.stringMatching(/^'=1\+1@example\.com,/))
  })
})
