import { toCents, toDollars } from '@shop/shared/money'
import {
  CSV_IMPORT_MAX_ROWS,
  PRODUCT_CSV_COLUMNS,
  ProductInputSchema,
  type CsvImportResponse,
  type CsvRejection,
  type ProductValues,
} from '@shop/shared/schemas/admin/catalogue'
import { parse } from 'csv-parse/sync'
import type { Db, DbHandle } from '../../db/connect'
import { writeTransaction } from '../../db/transaction'
import { badRequest } from '../../errors'
import { nowIso } from '../../lib/clock'
import { csvCell } from '../../lib/csv'
import { slugify } from '../../lib/slug'
import { recordAudit, type StaffActor } from '../../audit/audit'
import { writeProduct } from './catalogue.admin.service'

// CSV import and export of products (docs/requirements/back-office.md §4). Money in the file is in
// dollars as people type it; `discount_value` is a percent, or dollars for a fixed discount;
// `subscription_intervals` reads '1:5;3:10' (months:percent); flags read yes/no, true/false or 1/0.

/** Rows written per transaction: a whole batch, or (when one row fails) each row of it alone. */
const BATCH = 500

type Row = Record<string, string>

/** Every product as CSV, in id order, with the import's columns. */
export async function exportProductsCsv(k: DbHandle): Promise<string> {
  const [products, intervals] = await Promise.all([
    k
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
        'p.product_desc',
      ])
      .orderBy('p.id')
      .execute(),
    k
      .selectFrom('product_subscriptions')
      .select(['product_id', 'months', 'discount'])
      .orderBy('months')
      .execute(),
  ])
  const byProduct = new Map<number, string[]>()
  for (const i of intervals)
    byProduct.set(i.product_id, [...(byProduct.get(i.product_id) ?? []), `${i.months}:${i.discount}`])
  const lines = [PRODUCT_CSV_COLUMNS.join(',')]
  for (const p of products) {
    const row: Record<(typeof PRODUCT_CSV_COLUMNS)[number], string | number | null> = {
      sku: p.sku,
      product_name: p.product_name,
      product_code: p.product_code,
      slug: p.slug,
      category: p.category,
      brand: p.brand,
      selling_price: toDollars(p.selling_price_cents).toFixed(2),
      discount_type: p.discount_type ?? '',
      discount_value: p.discount_type === 'fixed' ? toDollars(p.discount_value).toFixed(2) : p.discount_value,
      unit: p.unit,
      weight: p.weight,
      published: p.published ? 'yes' : 'no',
      is_deal: p.is_deal ? 'yes' : 'no',
      min_shelf_life_days: p.min_shelf_life_days,
      subscription_intervals: (byProduct.get(p.id) ?? []).join(';'),
      product_desc: p.product_desc,
    }
    lines.push(PRODUCT_CSV_COLUMNS.map((c) => csvCell(row[c])).join(','))
  }
  return `${lines.join('\r\n')}\r\n`
}

const FLAGS: Record<string, boolean> = {
  yes: true,
  no: false,
  true: true,
  false: false,
  '1': true,
  '0': false,
  '': false,
}

/** One CSV row as the product form's input; problems it cannot even read are reported by field. */
function rowToInput(
  row: Row,
  refs: { categories: Map<string, number>; brands: Map<string, number> },
): { input?: Record<string, unknown>; problems: { field: string; message: string }[] } {
  const problems: { field: string; message: string }[] = []
  const money = (field: string, text: string) => {
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(text.trim())) {
      problems.push({ field, message: 'must be an amount in dollars like 12.50' })
      return 0
    }
    return toCents(Number(text))
  }
  const flag = (field: string) => {
    const value = FLAGS[(row[field] ?? '').trim().toLowerCase()]
    if (value === undefined) problems.push({ field, message: 'must be yes or no' })
    return value ?? false
  }
  const category = refs.categories.get((row.category ?? '').trim().toLowerCase())
  if (category === undefined) problems.push({ field: 'category', message: 'No such category' })
  const brand = refs.brands.get((row.brand ?? '').trim().toLowerCase())
  if (brand === undefined) problems.push({ field: 'brand', message: 'No such brand' })
  const discountType = (row.discount_type ?? '').trim().toLowerCase() || null
  const discountText = (row.discount_value ?? '').trim()
  let discountValue = 0
  if (discountType === 'fixed') discountValue = money('discount_value', discountText)
  else if (discountText) discountValue = Number(discountText)
  const intervals = (row.subscription_intervals ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [months, discount] = part.split(':').map((n) => Number(n))
      return { months, discount: discount ?? 0 }
    })
  const shelf = (row.min_shelf_life_days ?? '').trim()
  const input = {
    sku: row.sku,
    product_name: row.product_name,
    product_code: row.product_code || undefined,
    slug: row.slug?.trim() || undefined,
    category_id: category ?? 1,
    brand_id: brand ?? 1,
    selling_price_cents: money('selling_price', row.selling_price ?? ''),
    discount_type: discountType,
    discount_value: discountValue,
    unit: row.unit || undefined,
    weight: row.weight || undefined,
    published: flag('published'),
    is_deal: flag('is_deal'),
    min_shelf_life_days: shelf ? Number(shelf) : null,
    subscription_intervals: intervals,
    product_desc: row.product_desc ?? '',
  }
  return { input, problems }
}

/** The CSV column a schema path came from. */
function csvField(path: PropertyKey[]): string {
  const first = String(path[0] ?? '')
  const map: Record<string, string> = {
    category_id: 'category',
    brand_id: 'brand',
    selling_price_cents: 'selling_price',
  }
  return map[first] ?? (first || 'row')
}

/**
 * Imports a products CSV: each row is checked whole (the product form's schema, known category and
 * brand, a sku and slug no other row or product has); a bad row is reported and nothing of it is
 * written; good rows are written in batches, each row whole (new sku: created; known sku: updated).
 */
export async function importProductsCsv(
  db: Db,
  actor: StaffActor | null,
  text: string,
): Promise<CsvImportResponse> {
  let rows: Row[]
  try {
    rows = parse(text, {
      columns: true,
      skip_empty_lines: true,
      trim: false,
      bom: true,
      relax_column_count: true,
    }) as Row[]
  } catch (error) {
    throw badRequest(
      `file: The CSV could not be read (${error instanceof Error ? error.message : 'bad format'}).`,
      {
        file: ['is not a readable CSV file'],
      },
    )
  }
  const header = rows.length ? Object.keys(rows[0]!) : []
  const missing = ['sku', 'product_name', 'category', 'brand', 'selling_price'].filter(
    (c) => !header.includes(c),
  )
  if (missing.length) {
    throw badRequest(`file: Missing columns: ${missing.join(', ')}.`, {
      file: [`missing columns: ${missing.join(', ')}`],
    })
  }
  if (rows.length > CSV_IMPORT_MAX_ROWS) {
    throw badRequest(`file: At most ${CSV_IMPORT_MAX_ROWS} rows per file.`, {
      file: [`at most ${CSV_IMPORT_MAX_ROWS} rows`],
    })
  }

  const k = db.kysely
  const [categories, brands, existing] = await Promise.all([
    k.selectFrom('categories').select(['id', 'name', 'slug']).execute(),
    k.selectFrom('brands').select(['id', 'name', 'slug']).execute(),
    k.selectFrom('products').select(['id', 'sku', 'slug']).execute(),
  ])
  const refs = {
    categories: new Map(
      categories.flatMap((c) => [
        [c.name.toLowerCase(), c.id] as const,
        [c.slug.toLowerCase(), c.id] as const,
      ]),
    ),
    brands: new Map(
      brands.flatMap((b) => [[b.name.toLowerCase(), b.id] as const, [b.slug.toLowerCase(), b.id] as const]),
    ),
  }
  const idBySku = new Map(existing.map((p) => [p.sku, p.id]))
  const slugOwner = new Map(existing.map((p) => [p.slug, p.sku]))
  const seenSkus = new Set<string>()

  const rejected: CsvRejection[] = []
  const good: { row: number; values: ProductValues; id?: number }[] = []
  rows.forEach((raw, index) => {
    const rowNo = index + 2
    const { input, problems } = rowToInput(raw, refs)
    const parsed = ProductInputSchema.safeParse(input)
    const issues = [
      ...problems,
      ...(parsed.success
        ? []
        : parsed.error.issues.map((i) => ({ field: csvField(i.path), message: i.message }))),
    ]
    // One report per field: a field the reader already refused is not reported again by the schema.
    const seen = new Set<string>()
    const unique = issues.filter((i) => !seen.has(i.field) && seen.add(i.field))
    if (!parsed.success || problems.length) {
      for (const i of unique) rejected.push({ row: rowNo, ...i })
      return
    }
    const v = parsed.data
    if (seenSkus.has(v.sku)) {
      rejected.push({ row: rowNo, field: 'sku', message: 'appears on an earlier row of the file' })
      return
    }
    const slug = (v.slug ?? slugify(v.product_name)).toLowerCase()
    const owner = slugOwner.get(slug)
    if (v.slug && owner !== undefined && owner !== v.sku) {
      rejected.push({ row: rowNo, field: 'slug', message: 'is taken by another product' })
      return
    }
    seenSkus.add(v.sku)
    if (v.slug) slugOwner.set(slug, v.sku)
    good.push({ row: rowNo, values: v, id: idBySku.get(v.sku) })
  })

  let created = 0
  let updated = 0
  const writeOne = async (trx: DbHandle, item: (typeof good)[number]) => {
    await writeProduct(trx, item.values, item.id)
    if (item.id === undefined) created += 1
    else updated += 1
  }
  for (let i = 0; i < good.length; i += BATCH) {
    const batch = good.slice(i, i + BATCH)
    const counts = { created, updated }
    try {
      await writeTransaction(db, async (trx) => {
        for (const item of batch) await writeOne(trx, item)
      })
    } catch {
      // Something only the database could see (a sku or slug taken meanwhile): each row alone.
      created = counts.created
      updated = counts.updated
      for (const item of batch) {
        try {
          await writeTransaction(db, (trx) => writeOne(trx, item))
        } catch (error) {
          const message = error instanceof Error ? error.message : 'could not be written'
          rejected.push({ row: item.row, field: 'row', message })
        }
      }
    }
  }
  rejected.sort((a, b) => a.row - b.row)
  await recordAudit(k, actor, {
    action: 'product.import',
    entity: 'product',
    entityId: null,
    before: null,
    after: {
      rows: rows.length,
      created,
      updated,
      rejected_rows: new Set(rejected.map((r) => r.row)).size,
      at: nowIso(),
    },
  })
  const rejectedRows = new Set(rejected.map((r) => r.row)).size
  return {
    message: `${created + updated} of ${rows.length} rows imported (${created} new, ${updated} updated); ${rejectedRows} rejected.`,
    rows: rows.length,
    created,
    updated,
    rejected,
  }
}
