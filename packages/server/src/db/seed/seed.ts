import { sql } from 'kysely'
import type { DbHandle } from '../connect'
import { hashPassword } from '../../lib/password'
import { refreshAllProductRatings } from '../../domains/reviews/reviews.repository'
import type { Db } from '../connect'
import type { NewProduct } from '../schema'
import { setDemoReturnability } from './returnability'
import { BRANDS } from './brand-data'
import { CATEGORIES } from './catalogue-data'
import { daysFromBase } from './dates'
import { galleryFor, PictureWriter, type GalleryImage } from './images'
import { describeProduct, specifyProduct } from './product-html'
import { planProduct, ProductNamer, SHOWCASE_PRODUCTS, slugify, type ProductPlan } from './product-plan'
import { seedPriceBreaks } from './price-break-plan'
import { planDemoCustomerReviews, planReviews } from './reviews'
import { COUPONS, DEMO_ADDRESSES, DEMO_CUSTOMER, PROMO, SHIPPING_RATES, TAX_RATES } from './shop-data'
import { insertDemoLots } from './lots'
import { seedPacks, type SeedPacks } from './pack-plan'
import { insertProfessionalProducts } from './professional-products'
import type { FileStore } from '../../lib/file-store'

export { isCatalogueEmpty } from './catalogue-empty'

export const DEFAULT_PRODUCT_COUNT = 320
/** product_code stays unique up to this many products (see product-plan.ts). */
export const MAX_PRODUCT_COUNT = 900_000
/** Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const BATCH_SIZE = 500
/** Showcase products (by index) on the demo customer's wish list; 5 is sold out. */
const WISH_LIST_PRODUCTS = [2, 5, 7]

export interface SeedOptions {
  /** Where the pictures go (their `products/` in the store's pictures). */
  files: FileStore
  mediaUrl: string
  /** How many products; 320 by default. */
  products?: number
  log?: (message: string) => void
}

export interface SeedSummary {
  products: number
  categories: number
  brands: number
  ms: number
}

interface CatalogueIds {
  categoryIds: Map<string, number>
  brandIds: Map<string, number>
}

interface NamedPlan {
  plan: ProductPlan
  name: string
  slug: string
  gallery: GalleryImage[]
  /** Its packs and base unit, when it is sold in packs. */
  packed: SeedPacks | null
}

/**
 * Fills a migrated database with the deterministic demo shop (docs/decisions/0030-a-deterministic-demo-shop.md): the same
 * catalogue, reviews, coupons, rates and demo customer on every run, with pictures written under
 * the file store's `products/`. Everything goes in one transaction, so a failure leaves no half shop.
 */
export async function seedDemoShop(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now()
  const total = options.products ?? DEFAULT_PRODUCT_COUNT
  if (!Number.isInteger(total) || total < 1 || total > MAX_PRODUCT_COUNT) {
    throw new RangeError(`products must be a whole number from 1 to ${MAX_PRODUCT_COUNT}, not ${total}`)
  }
  const log = options.log ?? (() => undefined)
  const pictures = new PictureWriter(options.files, options.mediaUrl)
  // Hashing runs on a worker thread while the catalogue goes in.
  const passwordHash = hashDemoPassword()
  passwordHash.catch(() => undefined)

  await db.kysely.transaction().execute(async (trx) => {
    const categoryIds = await insertCategories(trx)
    const brandIds = await insertBrands(trx)
    const showcaseIds = await insertProducts(trx, { categoryIds, brandIds }, total, pictures, log)
    await setDemoReturnability(trx)
    await insertShopSettings(trx)
    const customer = await insertDemoCustomer(trx, await passwordHash)
    if (customer.created) {
      await insertDemoCustomerReviews(trx, customer.id, total, showcaseIds)
      await insertDemoAddresses(trx, customer.id)
      await insertWishList(trx, customer.id, showcaseIds)
    }
    await refreshAllProductRatings(trx)
    await insertProfessionalProducts(trx, pictures)
    log(`Finishing the last of ${pictures.count} distinct pictures...`)
    await pictures.finish()
  })

  // PostgreSQL plans by its statistics, which a bulk load leaves empty until autovacuum comes by:
  // without them it read every guest review on each paid order of a large seeded shop. The load
  // also leaves every product row written several times (ratings, lots): until a vacuum the table
  // is five times its size and no index-only scan can skip it (a facet count took 2.5 s at
  // 100,000 products, 83 ms after). Autovacuum would do both in time, where it is on.
  if (db.dialect === 'postgres')
    await sql`vacuum analyze products, reviews, categories, brands`.execute(db.kysely)
  log(`Pictures: ${pictures.written} files written, ${pictures.reused} already there`)
  return {
    products: total,
    categories: CATEGORIES.length,
    brands: BRANDS.length,
    ms: Math.round(performance.now() - started),
  }
}

let demoPasswordHash: Promise<string> | undefined

/** The demo customer's password hash, made once per process: scrypt is slow on purpose. */
function hashDemoPassword(): Promise<string> {
  demoPasswordHash ??= hashPassword(DEMO_CUSTOMER.password).catch((error: unknown) => {
    demoPasswordHash = undefined
    throw error
  })
  return demoPasswordHash
}

async function insertCategories(trx: DbHandle): Promise<Map<string, number>> {
  const rows = CATEGORIES.map((c, i) => ({ name: c.name, slug: c.slug, position: i + 1 }))
  const inserted = await trx.insertInto('categories').values(rows).returning(['id', 'slug']).execute()
  return new Map(inserted.map((r) => [r.slug, r.id]))
}

async function insertBrands(trx: DbHandle): Promise<Map<string, number>> {
  const rows = BRANDS.map((b) => ({ name: b.name, slug: slugify(b.name), group_name: b.group }))
  const inserted = await trx.insertInto('brands').values(rows).returning(['id', 'name']).execute()
  return new Map(inserted.map((r) => [r.name, r.id]))
}

/** The demo customer; an existing account with her e-mail is kept as it is. */
async function insertDemoCustomer(
  trx: DbHandle,
  passwordHash: string,
): Promise<{ id: number; created: boolean }> {
  const { password: _password, ...profile } = DEMO_CUSTOMER
  const at = daysFromBase(-240)
  const inserted = await trx
    .insertInto('users')
    .values({ ...profile, password_hash: passwordHash, created_at: at, updated_at: at })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst()
  if (inserted) return { id: inserted.id, created: true }
  const existing = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_CUSTOMER.email)
    .executeTakeFirstOrThrow(
      () => new Error(`Cannot create the demo customer: phone ${DEMO_CUSTOMER.phone} is taken`),
    )
  return { id: existing.id, created: false }
}

/** Inserts the catalogue batch by batch; returns the ids of the showcase products in order. */
async function insertProducts(
  trx: DbHandle,
  ids: CatalogueIds,
  total: number,
  pictures: PictureWriter,
  log: (message: string) => void,
): Promise<number[]> {
  const namer = new ProductNamer()
  const showcaseIds: number[] = []
  for (let start = 0; start < total; start += BATCH_SIZE) {
    const batch = planBatch(start, Math.min(total, start + BATCH_SIZE), namer, pictures)
    const productIds = await insertProductRows(trx, batch, ids)
    await insertGalleries(trx, batch, productIds)
    await insertSubscriptionOptions(trx, batch, productIds)
    await insertPacks(trx, batch, productIds)
    await insertReviews(trx, batch, productIds)
    await insertDemoLots(
      trx,
      batch.map((b) => b.plan),
      productIds,
    )
    productIds.forEach((id, i) => {
      if (start + i < SHOWCASE_PRODUCTS) showcaseIds.push(id)
    })
    log(`Products: ${start + batch.length} of ${total}`)
    // better-sqlite3 never yields; this lets the picture writer start its next renders.
    await new Promise((resolve) => setImmediate(resolve))
  }
  return showcaseIds
}

function planBatch(from: number, to: number, namer: ProductNamer, pictures: PictureWriter): NamedPlan[] {
  const batch: NamedPlan[] = []
  for (let index = from; index < to; index++) {
    const named = namer.name(planProduct(index))
    const packed = seedPacks(named.plan, named.name, seedPriceBreaks(named.plan, named.name))
    const { name, slug } = named
    const plan = packed?.plan ?? named.plan
    batch.push({ plan, name, slug, gallery: galleryFor(pictures, plan, name, slug), packed })
  }
  return batch
}

/** Inserts one batch of products; returns their ids in batch order. */
async function insertProductRows(trx: DbHandle, batch: NamedPlan[], ids: CatalogueIds): Promise<number[]> {
  const rows = batch.map((named) => productRow(named, ids))
  const inserted = await trx.insertInto('products').values(rows).returning(['id', 'sku']).execute()
  // RETURNING order is not guaranteed by either database, so match rows by their unique SKU.
  const idBySku = new Map(inserted.map((r) => [r.sku, r.id]))
  return batch.map(({ plan }) => {
    const id = idBySku.get(plan.sku)
    if (id === undefined) throw new Error(`Product ${plan.sku} was not inserted`)
    return id
  })
}

async function insertPacks(trx: DbHandle, batch: NamedPlan[], productIds: number[]): Promise<void> {
  const rows = batch.flatMap(({ packed }, i) =>
    (packed?.packs ?? []).map((p) => ({
      product_id: productIds[i] as number,
      code: p.code,
      label: p.label,
      units_per_pack: p.unitsPerPack,
      price_cents: p.priceCents,
    })),
  )
  for (const chunk of chunks(rows, BATCH_SIZE)) await trx.insertInto('product_packs').values(chunk).execute()
}

function productRow({ plan, name, slug, gallery, packed }: NamedPlan, ids: CatalogueIds): NewProduct {
  const thumbnail = gallery[0]?.picture
  const categoryId = ids.categoryIds.get(plan.category.slug)
  const brandId = ids.brandIds.get(plan.brand.name)
  if (!thumbnail || categoryId === undefined || brandId === undefined) {
    throw new Error(`Product ${plan.sku} has no picture, category or brand`)
  }
  return {
    sku: plan.sku,
    product_name: name,
    product_code: plan.productCode,
    slug,
    category_id: categoryId,
    brand_id: brandId,
    selling_price_cents: plan.sellingPriceCents,
    discounted_price_cents: plan.discountedPriceCents,
    price_cents: plan.priceCents,
    discount_type: plan.discountType,
    discount_value: plan.discountValue,
    quantity: plan.quantity,
    quantity_used: plan.quantityUsed,
    unit: plan.unit,
    weight: plan.weight,
    thumbnail: thumbnail.url,
    thumbnail_name: thumbnail.fileName,
    thumbnail_compress: thumbnail.compress,
    product_desc: describeProduct(plan, name),
    other_desc: specifyProduct(plan),
    expiry_date: plan.expiryDate,
    is_deal: plan.isDeal ? 1 : 0,
    price_breaks: seedPriceBreaks(plan, name),
    base_unit: packed?.baseUnit.singular ?? '',
    base_unit_plural: packed?.baseUnit.plural ?? '',
    created_at: plan.createdAt,
    updated_at: plan.updatedAt,
  }
}

async function insertGalleries(trx: DbHandle, batch: NamedPlan[], productIds: number[]): Promise<void> {
  const rows = batch.flatMap(({ gallery }, i) =>
    gallery.map(({ picture, name }, position) => ({
      product_id: productIds[i] as number,
      url: picture.url,
      image_name: picture.fileName,
      name,
      compress_image: picture.compress,
      position,
    })),
  )
  for (const chunk of chunks(rows, BATCH_SIZE)) await trx.insertInto('product_images').values(chunk).execute()
}

async function insertSubscriptionOptions(
  trx: DbHandle,
  batch: NamedPlan[],
  productIds: number[],
): Promise<void> {
  const rows = batch.flatMap(({ plan }, i) =>
    plan.subscriptions.map((s) => ({ product_id: productIds[i] as number, ...s })),
  )
  for (const chunk of chunks(rows, BATCH_SIZE)) {
    await trx.insertInto('product_subscriptions').values(chunk).execute()
  }
}

async function insertReviews(trx: DbHandle, batch: NamedPlan[], productIds: number[]): Promise<void> {
  const rows = batch.flatMap(({ plan }, i) =>
    planReviews(plan).map((r) => ({ product_id: productIds[i] as number, ...r })),
  )
  for (const chunk of chunks(rows, BATCH_SIZE)) await trx.insertInto('reviews').values(chunk).execute()
}

async function insertDemoCustomerReviews(
  trx: DbHandle,
  userId: number,
  total: number,
  showcaseIds: number[],
): Promise<void> {
  const rows = planDemoCustomerReviews(total, userId).flatMap(({ productIndex, ...review }) => {
    const productId = showcaseIds[productIndex]
    return productId === undefined ? [] : [{ ...review, product_id: productId }]
  })
  if (rows.length > 0) await trx.insertInto('reviews').values(rows).execute()
}

/** Promo, coupons, shipping and tax rates; rows already there (same code or country) are kept. */
async function insertShopSettings(trx: DbHandle): Promise<void> {
  const hasPromo = await trx.selectFrom('promos').select('id').limit(1).executeTakeFirst()
  if (!hasPromo) await trx.insertInto('promos').values(PROMO).execute()
  const createdAt = daysFromBase(-60)
  await trx
    .insertInto('coupons')
    .values(
      COUPONS.map((c) => ({
        ...c,
        code: c.code.toUpperCase(),
        used_count: 0,
        active: 1,
        created_at: createdAt,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute()
  await trx
    .insertInto('shipping_rates')
    .values([...SHIPPING_RATES])
    .onConflict((oc) => oc.column('country').doNothing())
    .execute()
  await trx
    .insertInto('tax_rates')
    .values([...TAX_RATES])
    .onConflict((oc) => oc.column('country').doNothing())
    .execute()
}

async function insertDemoAddresses(trx: DbHandle, userId: number): Promise<void> {
  const rows = DEMO_ADDRESSES.map((address, i) => {
    const at = daysFromBase(-200 + i * 30)
    return { ...address, user_id: userId, created_at: at, updated_at: at }
  })
  await trx.insertInto('addresses').values(rows).execute()
}

async function insertWishList(trx: DbHandle, userId: number, showcaseIds: number[]): Promise<void> {
  const rows = WISH_LIST_PRODUCTS.flatMap((index, i) => {
    const productId = showcaseIds[index]
    return productId === undefined
      ? []
      : [{ user_id: userId, product_id: productId, created_at: daysFromBase(-14 + i * 5) }]
  })
  if (rows.length > 0) await trx.insertInto('wishlists').values(rows).execute()
}

function chunks<T>(rows: T[], size: number): T[][] {
  const result: T[][] = []
  for (let i = 0; i < rows.length; i += size) result.push(rows.slice(i, i + size))
  return result
}
