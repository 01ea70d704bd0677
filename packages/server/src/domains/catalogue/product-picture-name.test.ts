import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertBrand, insertCategory, insertProduct } from '../../../test/fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { insertStaffMember } from '../../../test/staff-fixtures'

let t: TestApp
let staff: Awaited<ReturnType<typeof insertStaffMember>>
let png: Buffer

beforeAll(async () => {
  t = await buildTestApp()
  staff = await insertStaffMember(t.db, 'staff')
  png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer()
})

/** Uploads `png` to a new product under `filename` (RFC 5987, so any character reaches the server). */
async function upload(filename: string) {
  const category = await insertCategory(t.db)
  const brand = await insertBrand(t.db)
  const product = await insertProduct(t.db, { categoryId: category.id, brandId: brand.id })
  const boundary = `----shop${Date.now()}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
        `filename*=UTF-8''${encodeURIComponent(filename)}\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${product.id}/pictures`,
    headers: { ...staff.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  })
  const { product_name } = await t.db.kysely
    .selectFrom('products')
    .select('product_name')
    .where('id', '=', product.id)
    .executeTakeFirstOrThrow()
  return { res, productName: product_name }
}

describe("a product picture's name (its alt text, from the uploaded file's name)", () => {
  it('is kept without control characters, NUL included', async () => {
    const { res } = await upload('front\u0000 view\u001b.png')
    expect(res.statusCode).toBe(201)
    expect(res.json().pictures.map((p: { name: string }) => p.name)).toEqual(['front view'])
  })

  it("is the product's name when nothing else is left", async () => {
    const { res, productName } = await upload('\u0000\u0007.png')
    expect(res.statusCode).toBe(201)
    expect(res.json().pictures.map((p: { name: string }) => p.name)).toEqual([productName])
  })
})
