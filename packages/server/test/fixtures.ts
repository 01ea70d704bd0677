import { discountedPrice, type DiscountType } from '@shop/shared/pricing'
import type { Db } from '../src/db/connect'
import type { NewProduct } from '../src/db/schema'
import { nowIso } from '../src/lib/clock'
import { hashPassword } from '../src/lib/password'

let counter = 0
const next = () => ++counter

/** Small explicit rows for API tests; each helper returns the inserted row's id. */
export async function insertCategory(
  db: Db,
  name = `Category ${next()}`,
): Promise<{ id: number; slug: string }> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  const row = await db.kysely
    .insertInto('categories')
    .values({ name, slug, position: counter })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow()
  return row
}

export async function insertBrand(db: Db, name = `Brand ${next()}`, group = 'Group A') {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return db.kysely
    .insertInto('brands')
    .values({ name, slug, group_name: group })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow()
}

export interface ProductFixture {
  name?: string
  categoryId: number
  brandId: number
  sellingPriceCents?: number
  discountType?: DiscountType | null
  discountValue?: number
  quantity?: number
  quantityUsed?: number
  isDeal?: boolean
}

export async function insertProduct(db: Db, f: ProductFixture) {
  const n = next()
  const name = f.name ?? `Test Product ${n}`
  const selling = f.sellingPriceCents ?? 1000
  const discounted = discountedPrice(selling, f.discountType ?? null, f.discountValue ?? 0)
  const compress = JSON.stringify({
    image_urls: { '300px': `/media/p${n}-300.webp`, '800px': `/media/p${n}-800.webp` },
  })
  const now = nowIso()
  const values: NewProduct = {
    sku: `SKU-${n}`,
    product_name: name,
    product_code: `PC-${n}`,
    slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n}`,
    category_id: f.categoryId,
    brand_id: f.brandId,
    selling_price_cents: selling,
    discounted_price_cents: discounted,
    price_cents: discounted ?? selling,
    discount_type: f.discountType ?? null,
    discount_value: f.discountValue ?? 0,
    quantity: f.quantity ?? 50,
    quantity_used: f.quantityUsed ?? 0,
    unit: 'box',
    weight: '100 g',
    thumbnail: `/media/p${n}-800.webp`,
    thumbnail_name: `p${n}-800.webp`,
    thumbnail_compress: compress,
    product_desc: '<p>Description</p>',
    other_desc: '<p>Other</p>',
    expiry_date: '2027-06-30',
    is_deal: f.isDeal ? 1 : 0,
    created_at: now,
    updated_at: now,
  }
  return db.kysely.insertInto('products').values(values).returning(['id', 'slug']).executeTakeFirstOrThrow()
}

/** A customer with a known password; returns its id and e-mail. */
export async function insertUser(db: Db, password = 'Correct-Horse-42') {
  const n = next()
  const now = nowIso()
  const email = `customer${n}-${Date.now()}@example.com`
  const row = await db.kysely
    .insertInto('users')
    .values({
      first_name: 'Test',
      middle_name: null,
      last_name: `Customer${n}`,
      email,
      phone: `441555${String(n).padStart(4, '0')}${Math.floor(Date.now() % 1000)}`,
      work_phone: null,
      home_phone: null,
      gender: null,
      dob: null,
      address: '1 Front Street',
      street: null,
      flat_apartment: null,
      city: 'Hamilton',
      state: null,
      zipcode: 'HM 11',
      country: 'Bermuda',
      thumbnail: null,
      password_hash: await hashPassword(password),
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow()
  return { ...row, password }
}
