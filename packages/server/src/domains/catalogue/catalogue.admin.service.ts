import { parseStoredBreaks, storedBreaksText } from '@shop/shared/price-breaks'
import { isReturnability } from '@shop/shared/returns'
import { discountedPrice } from '@shop/shared/pricing'
import type { z } from 'zod'
import type {
  AdminProductDetail,
  AdminProductsQuerySchema,
  AdminProductSummary,
  Picture,
  ProductValues,
} from '@shop/shared/schemas/admin/catalogue'
import type { Paged } from '@shop/shared/schemas/admin/common'
import type { Db, DbHandle } from '../../db/connect'
import { isUniqueViolation, writeTransaction } from '../../db/transaction'
import { badRequest, conflict, conflictOn, notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import { pageOf } from '../../lib/paging'
import { sanitizeRichText } from '../../lib/rich-text'
import { slugify } from '../../lib/slug'
import { recordAudit, type StaffActor } from '../../audit/audit'
import { readShopSettings } from '../../settings/settings.service'
import { deleteProductReviews } from '../reviews/reviews.repository'
import * as repo from './catalogue.admin.repository'
import { packsFromColumn } from './product-packs'
import { findPackCodeOwner, replacePacks } from './product-packs.repository'

type ProductsQuery = z.output<typeof AdminProductsQuerySchema>

/** The 300px URL of a picture's compress JSON, or '' when it has none. */
function size300(compress: string): string {
  try {
    const urls = (JSON.parse(compress) as { image_urls?: Record<string, string> }).image_urls
    return urls?.['300px'] ?? ''
  } catch {
    return ''
  }
}

export function toAdminProductSummary(r: repo.AdminProductRow): AdminProductSummary {
  return {
    id: r.id,
    sku: r.sku,
    product_name: r.product_name,
    slug: r.slug,
    category_id: r.category_id,
    category: r.category,
    brand_id: r.brand_id,
    brand: r.brand,
    selling_price_cents: r.selling_price_cents,
    price_cents: r.price_cents,
    stock: Number(r.stock),
    published: Boolean(r.published),
    is_deal: Boolean(r.is_deal),
    thumbnail_300: size300(r.thumbnail_compress),
    expiry_date: r.expiry_date,
    updated_at: r.updated_at,
  }
}

export function toPicture(row: {
  id: number
  position: number
  name: string
  url: string
  compress_image: string
}): Picture {
  const urls = (() => {
    try {
      return (JSON.parse(row.compress_image) as { image_urls?: Record<string, string> }).image_urls ?? {}
    } catch {
      return {}
    }
  })()
  return {
    id: row.id,
    position: row.position,
    name: row.name,
    url_300: urls['300px'] ?? row.url,
    url_800: urls['800px'] ?? row.url,
  }
}

export async function listAdminProducts(k: DbHandle, q: ProductsQuery): Promise<Paged<AdminProductSummary>> {
  const { low_stock_threshold } = await readShopSettings(k)
  const filter: repo.AdminProductFilter = {
    q: q.q,
    categoryId: q.category_id,
    brandId: q.brand_id,
    published: q.published,
    stock: q.stock,
    lowStockThreshold: low_stock_threshold,
    deal: q.deal,
  }
  return pageOf(
    q,
    () => repo.countAdminProducts(k, filter),
    (limit, offset) => repo.findAdminProductsPage(k, filter, { column: q.sort, dir: q.dir }, limit, offset),
    toAdminProductSummary,
  )
}

export async function getAdminProduct(k: DbHandle, id: number): Promise<AdminProductDetail> {
  const row = await repo.findAdminProduct(k, id)
  if (!row) throw notFound('No such product.')
  const [intervals, pictures] = await Promise.all([repo.findIntervals(k, id), repo.findPictures(k, id)])
  return {
    ...toAdminProductSummary(row),
    product_code: row.product_code,
    discount_type: row.discount_type,
    discount_value: row.discount_value,
    discounted_price_cents: row.discounted_price_cents,
    unit: row.unit,
    weight: row.weight,
    product_desc: row.product_desc,
    other_desc: row.other_desc,
    min_shelf_life_days: row.min_shelf_life_days,
    professional_only: row.professional_only === 1,
    professional_label: row.professional_label,
    returnability: isReturnability(row.returnability) ? row.returnability : 'returnable',
    subscription_intervals: intervals,
    price_breaks: parseStoredBreaks(row.price_breaks).map((b) => ({
      min_qty: b.minQty,
      price_cents: b.unitCents,
    })),
    base_unit: row.base_unit,
    base_unit_plural: row.base_unit_plural,
    packs: packsFromColumn(row.packs).map((p) => ({
      code: p.code,
      label: p.label,
      units_per_pack: p.unitsPerPack,
      price_cents: p.priceCents,
    })),
    pictures: pictures.map(toPicture),
    created_at: row.created_at,
  }
}

/** The row values of a product form: prices by the shared rule, descriptions sanitised. */
function productColumns(v: ProductValues) {
  const discounted = discountedPrice(v.selling_price_cents, v.discount_type, v.discount_value)
  return {
    sku: v.sku,
    product_name: v.product_name,
    product_code: v.product_code,
    category_id: v.category_id,
    brand_id: v.brand_id,
    selling_price_cents: v.selling_price_cents,
    discount_type: v.discount_type,
    discount_value: v.discount_type ? v.discount_value : 0,
    discounted_price_cents: discounted,
    price_cents: discounted ?? v.selling_price_cents,
    unit: v.unit,
    weight: v.weight,
    product_desc: sanitizeRichText(v.product_desc),
    other_desc: sanitizeRichText(v.other_desc),
    published: v.published ? 1 : 0,
    is_deal: v.is_deal ? 1 : 0,
    min_shelf_life_days: v.min_shelf_life_days,
    professional_only: v.professional_only ? 1 : 0,
    professional_label: v.professional_label,
    price_breaks: storedBreaksText(
      v.price_breaks.map((b) => ({ minQty: b.min_qty, unitCents: b.price_cents })),
    ),
    returnability: v.returnability,
    ...(v.base_unit !== undefined ? { base_unit: v.base_unit } : {}),
    ...(v.base_unit_plural !== undefined ? { base_unit_plural: v.base_unit_plural } : {}),
  }
}

/** Category and brand must exist; sku must be free; a slug is made from the name when none is given. */
async function checkReferences(trx: DbHandle, v: ProductValues, exceptId?: number): Promise<string> {
  const [category, brand] = await Promise.all([
    repo.findCategoryId(trx, v.category_id),
    repo.findBrandId(trx, v.brand_id),
  ])
  if (!category) throw badRequest('category_id: No such category.', { category_id: ['No such category.'] })
  if (!brand) throw badRequest('brand_id: No such brand.', { brand_id: ['No such brand.'] })
  if (await repo.isSkuOrSlugTaken(trx, 'sku', v.sku, exceptId)) {
    throw conflictOn(`sku: ${v.sku} is taken by another product.`, { sku: ['is taken by another product'] })
  }
  if (v.slug) {
    if (await repo.isSkuOrSlugTaken(trx, 'slug', v.slug.toLowerCase(), exceptId)) {
      throw conflictOn(`slug: ${v.slug} is taken by another product.`, {
        slug: ['is taken by another product'],
      })
    }
    return v.slug.toLowerCase()
  }
  const base = slugify(v.product_name) || slugify(v.sku)
  let slug = base
  for (let n = 2; await repo.isSkuOrSlugTaken(trx, 'slug', slug, exceptId); n++) slug = `${base}-${n}`
  return slug
}

/** Writes one product (new or existing) inside the caller's transaction; answers its id. */
export async function writeProduct(trx: DbHandle, v: ProductValues, existingId?: number): Promise<number> {
  const slug = await checkReferences(trx, v, existingId)
  return writeCheckedProduct(trx, v, slug, existingId)
}

/**
 * Writes a product whose category, brand, sku and slug the caller has checked (the unique indexes
 * still refuse a sku or slug taken meanwhile); its Subscribe & Save options and packs only when
 * asked (an import writes only the columns its row changed). A new product has neither yet, so
 * none are written for it when it brings none: an import of thousands of rows on PostgreSQL spent
 * most of its time on such empty deletes.
 */
export async function writeCheckedProduct(
  trx: DbHandle,
  v: ProductValues,
  slug: string,
  existingId?: number,
  options: { intervals: boolean; packs: boolean } = { intervals: true, packs: true },
): Promise<number> {
  const now = nowIso()
  const columns = { ...productColumns(v), slug, updated_at: now }
  let id = existingId
  if (id === undefined) {
    id = await repo.insertProduct(trx, {
      ...columns,
      quantity: 0,
      quantity_used: 0,
      thumbnail: '',
      thumbnail_name: '',
      thumbnail_compress: JSON.stringify({ image_urls: {} }),
      expiry_date: null,
      created_at: now,
    })
  } else {
    await repo.updateProduct(trx, id, columns)
  }
  const created = existingId === undefined
  if (options.intervals && !(created && v.subscription_intervals.length === 0))
    await repo.replaceIntervals(trx, id, v.subscription_intervals)
  if (v.packs && options.packs && !(created && v.packs.length === 0)) await writePacks(trx, id, v.packs)
  return id
}

/** Replaces a product's packs; a code another product's pack has is refused (codes are unique). */
async function writePacks(trx: DbHandle, productId: number, packs: NonNullable<ProductValues['packs']>) {
  const taken = await findPackCodeOwner(
    trx,
    packs.map((p) => p.code),
    productId,
  )
  if (taken) {
    throw conflictOn(`packs: ${taken.code} is the code of another product's pack.`, {
      packs: [`${taken.code} is the code of another product's pack`],
    })
  }
  await replacePacks(
    trx,
    productId,
    packs.map((p) => ({
      code: p.code,
      label: p.label,
      unitsPerPack: p.units_per_pack,
      priceCents: p.price_cents,
    })),
  )
}

async function withUniqueGuard<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    // Two saves raced past the checks above: the unique index decided.
    if (isUniqueViolation(error))
      throw conflictOn('sku or slug is taken by another product.', { sku: ['is taken'] })
    throw error
  }
}

export async function createProduct(db: Db, actor: StaffActor | null, v: ProductValues) {
  return withUniqueGuard(() =>
    writeTransaction(db, async (trx) => {
      const id = await writeProduct(trx, v)
      const after = await getAdminProduct(trx, id)
      await recordAudit(trx, actor, {
        action: 'product.create',
        entity: 'product',
        entityId: id,
        before: null,
        after,
      })
      return after
    }),
  )
}

export async function updateProduct(db: Db, actor: StaffActor | null, id: number, v: ProductValues) {
  return withUniqueGuard(() =>
    writeTransaction(db, async (trx) => {
      const before = await getAdminProduct(trx, id)
      await writeProduct(trx, v, id)
      const after = await getAdminProduct(trx, id)
      await recordAudit(trx, actor, {
        action: 'product.update',
        entity: 'product',
        entityId: id,
        before,
        after,
      })
      return after
    }),
  )
}

export async function setProductPublished(db: Db, actor: StaffActor | null, id: number, published: boolean) {
  return writeTransaction(db, async (trx) => {
    const before = await getAdminProduct(trx, id)
    await repo.updateProduct(trx, id, { published: published ? 1 : 0, updated_at: nowIso() })
    await recordAudit(trx, actor, {
      action: published ? 'product.publish' : 'product.hide',
      entity: 'product',
      entityId: id,
      before: { published: before.published },
      after: { published },
    })
    return getAdminProduct(trx, id)
  })
}

/** Deletes a product no order holds; one that was ordered stays for its orders and can be hidden. */
export async function deleteProduct(db: Db, actor: StaffActor | null, id: number) {
  return writeTransaction(db, async (trx) => {
    const before = await getAdminProduct(trx, id)
    if ((await repo.countOrderLines(trx, id)) > 0) {
      throw conflict(`${before.product_name} is on orders: hide it instead of deleting it.`)
    }
    await deleteProductReviews(trx, id)
    await repo.deleteProductRows(trx, id)
    await recordAudit(trx, actor, {
      action: 'product.delete',
      entity: 'product',
      entityId: id,
      before,
      after: null,
    })
    return { message: `${before.product_name} deleted.` }
  })
}
