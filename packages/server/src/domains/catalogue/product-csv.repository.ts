import type { PackCents } from '@shop/shared/packs'
import { packsColumn } from './product-packs.repository'
import { packsFromColumn } from './product-packs'
import type { DbHandle } from '../../db/connect'

/** A product as the CSV sees it: its columns, category and brand names, Subscribe & Save options. */
export interface ProductCsvRecord {
  id: number
  sku: string
  product_name: string
  product_code: string
  slug: string
  category: string
  brand: string
  selling_price_cents: number
  discount_type: string | null
  discount_value: number
  unit: string
  weight: string
  published: number
  is_deal: number
  min_shelf_life_days: number | null
  professional_only: number
  professional_label: string | null
  returnability: string
  product_desc: string
  other_desc: string
  /** Quantity price breaks as the row stores them (JSON of cents), or null. */
  price_breaks: string | null
  base_unit: string
  base_unit_plural: string
  /** The packs, smallest first (docs/decisions/0114-pack-sizes.md). */
  packs: PackCents[]
  intervals: { months: number; discount: number }[]
}

function productCsvQuery(k: DbHandle) {
  return k
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select([
      'p.id',
      'p.sku',
      'p.product_name',
      'p.product_code',
      'p.slug',
      'c.name as category',
      'b.name as brand',
      'p.selling_price_cents',
      'p.discount_type',
      'p.discount_value',
      'p.unit',
      'p.weight',
      'p.published',
      'p.is_deal',
      'p.min_shelf_life_days',
      'p.professional_only',
      'p.professional_label',
      'p.returnability',
      'p.product_desc',
      'p.other_desc',
      'p.price_breaks',
      'p.base_unit',
      'p.base_unit_plural',
      packsColumn('p.id').as('packs'),
    ])
}

async function withIntervals(
  k: DbHandle,
  rows: (Omit<ProductCsvRecord, 'intervals' | 'packs'> & { packs: string | null })[],
): Promise<ProductCsvRecord[]> {
  if (!rows.length) return []
  const intervals = await k
    .selectFrom('product_subscriptions')
    .select(['product_id', 'months', 'discount'])
    .where(
      'product_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('months')
    .execute()
  const byProduct = new Map<number, { months: number; discount: number }[]>()
  for (const i of intervals) {
    const list = byProduct.get(i.product_id) ?? []
    list.push({ months: i.months, discount: i.discount })
    byProduct.set(i.product_id, list)
  }
  return rows.map((r) => ({ ...r, packs: packsFromColumn(r.packs), intervals: byProduct.get(r.id) ?? [] }))
}

/** One page of products in id order, after `afterId` (keyset paging for the export). */
export async function productCsvPage(k: DbHandle, afterId: number, size: number) {
  const rows = await productCsvQuery(k).where('p.id', '>', afterId).orderBy('p.id').limit(size).execute()
  return withIntervals(k, rows)
}

/** The products with these skus (an import's batch), by sku. */
export async function productCsvBySkus(k: DbHandle, skus: string[]) {
  if (!skus.length) return new Map<string, ProductCsvRecord>()
  const rows = await productCsvQuery(k).where('p.sku', 'in', skus).execute()
  return new Map((await withIntervals(k, rows)).map((r) => [r.sku, r]))
}

/** Which of these slugs belong to a product, and to which sku. */
export async function slugOwners(k: DbHandle, slugs: string[]) {
  if (!slugs.length) return new Map<string, string>()
  const rows = await k.selectFrom('products').select(['slug', 'sku']).where('slug', 'in', slugs).execute()
  return new Map(rows.map((r) => [r.slug, r.sku]))
}

/** Every category and brand, by lower-case name and slug (an import's lookups). */
export async function categoryAndBrandNames(k: DbHandle) {
  const [categories, brands] = await Promise.all([
    k.selectFrom('categories').select(['id', 'name', 'slug']).execute(),
    k.selectFrom('brands').select(['id', 'name', 'slug']).execute(),
  ])
  const byName = (list: { id: number; name: string; slug: string }[]) =>
    new Map(list.flatMap((x) => [[x.name.toLowerCase(), x] as const, [x.slug.toLowerCase(), x] as const]))
  return { categories: byName(categories), brands: byName(brands) }
}
