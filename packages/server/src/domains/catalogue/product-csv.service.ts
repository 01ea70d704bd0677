import { toCents, toDollars } from '@shop/shared/money'
import { packsText, parsePacksText } from '@shop/shared/packs'
import {
  parsePriceBreaksText,
  parseStoredBreaks,
  priceBreaksText,
  storedBreaksText,
} from '@shop/shared/price-breaks'
import {
  PRODUCT_CSV_COLUMNS,
  ProductInputSchema,
  type CsvImportChange,
  type CsvImportResponse,
  type CsvRejection,
  type ProductValues,
} from '@shop/shared/schemas/admin/catalogue'
import type { Readable } from 'node:stream'
import type { Db, DbHandle } from '../../db/connect'
import { writeTransaction } from '../../db/transaction'
import { badRequest } from '../../errors'
import { nowIso } from '../../lib/clock'
import { csvStream, keysetRows, uninertCell } from '../../lib/csv'
import type { SpooledCsv } from '../../lib/csv-upload'
import { sanitizeRichText } from '../../lib/rich-text'
import { slugify } from '../../lib/slug'
import { yieldToRequests } from '../../lib/yield'
import { recordAudit, type StaffActor } from '../../audit/audit'
import { writeCheckedProduct, writeProduct } from './catalogue.admin.service'
import {
  categoryAndBrandNames,
  productCsvBySkus,
  productCsvPage,
  slugOwners,
  type ProductCsvRecord,
} from './product-csv.repository'

// CSV import and export of products (docs/requirements/back-office.md §4). Money in the file is in
// dollars as people type it; `discount_value` is a percent, or dollars for a fixed discount;
// `subscription_intervals` reads '1:5;3:10' (months:percent); `price_breaks` reads '10:9.20; 20:8.80'
// (from quantity:dollars each); flags read yes/no, true/false or 1/0.
// A file may hold only some columns: the others keep what the product has (a new product takes the
// product form's defaults), and an empty cell in a column the file has clears that field.

type Column = (typeof PRODUCT_CSV_COLUMNS)[number]
type Cells = Record<Column, string>
type Row = Partial<Record<string, string>>

/** Rows read and checked together (one lookup of their products and slugs). */
const READ_BATCH = 200
/**
 * A write transaction ends after this long and the import waits for other requests before the
 * next: on SQLite the one connection is the import's while a transaction is open, and on
 * PostgreSQL a checkout waits for the catalogue version row the import's transaction holds.
 */
const SLICE_MS = 25

const REQUIRED: Column[] = ['sku', 'product_name', 'category', 'brand', 'selling_price']

/** A product's cells, as the export writes them and as an import compares them. */
function productCells(p: ProductCsvRecord): Cells {
  return {
    sku: p.sku,
    product_name: p.product_name,
    product_code: p.product_code,
    slug: p.slug,
    category: p.category,
    brand: p.brand,
    selling_price: toDollars(p.selling_price_cents).toFixed(2),
    discount_type: p.discount_type ?? '',
    discount_value:
      p.discount_type === 'fixed' ? toDollars(p.discount_value).toFixed(2) : String(p.discount_value),
    unit: p.unit,
    weight: p.weight,
    published: p.published ? 'yes' : 'no',
    is_deal: p.is_deal ? 'yes' : 'no',
    min_shelf_life_days: p.min_shelf_life_days === null ? '' : String(p.min_shelf_life_days),
    subscription_intervals: p.intervals.map((i) => `${i.months}:${i.discount}`).join(';'),
    product_desc: p.product_desc,
    professional_only: p.professional_only ? 'yes' : 'no',
    professional_label: p.professional_label ?? '',
    price_breaks: priceBreaksText(parseStoredBreaks(p.price_breaks)),
    returnability: p.returnability,
    base_unit: p.base_unit,
    base_unit_plural: p.base_unit_plural,
    packs: packsText(p.packs),
  }
}

/** Every product as CSV, in id order, with the import's columns: read a page at a time. */
export function exportProductsCsv(k: DbHandle): Readable {
  async function* rows() {
    for await (const p of keysetRows((after, size) => productCsvPage(k, after, size), 500)) {
      const cells = productCells(p)
      yield PRODUCT_CSV_COLUMNS.map((c) => cells[c])
    }
  }
  return csvStream(PRODUCT_CSV_COLUMNS, rows())
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

interface Refs {
  categories: Map<string, { id: number; name: string }>
  brands: Map<string, { id: number; name: string }>
}

/** One CSV row as the product form's input; problems it cannot even read are reported by field. */
function rowToInput(
  row: Row,
  refs: Refs,
): { input: Record<string, unknown>; problems: { field: string; message: string }[] } {
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
  const breaks = parsePriceBreaksText(row.price_breaks ?? '')
  if (breaks.problem !== null) problems.push({ field: 'price_breaks', message: breaks.problem })
  const packs = parsePacksText(row.packs ?? '')
  if (packs.problem !== null) problems.push({ field: 'packs', message: packs.problem })
  const input = {
    sku: row.sku,
    product_name: row.product_name,
    product_code: row.product_code || undefined,
    slug: row.slug?.trim() || undefined,
    category_id: category?.id ?? 1,
    brand_id: brand?.id ?? 1,
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
    professional_only: flag('professional_only'),
    professional_label: row.professional_label ?? '',
    price_breaks: (breaks.breaks ?? []).map((b) => ({ min_qty: b.minQty, price_cents: b.unitCents })),
    returnability: (row.returnability ?? '').trim().toLowerCase() || 'returnable',
    base_unit: row.base_unit ?? '',
    base_unit_plural: row.base_unit_plural ?? '',
    packs: (packs.packs ?? []).map((p) => ({
      code: p.code,
      label: p.label,
      units_per_pack: p.unitsPerPack,
      price_cents: p.priceCents,
    })),
  }
  return { input, problems }
}

/** The cells a product will have once `v` is written (the slug: given, kept or made anew). */
function valuesCells(v: ProductValues, slug: string, refs: { category: string; brand: string }): Cells {
  return productCells({
    id: 0,
    sku: v.sku,
    product_name: v.product_name,
    product_code: v.product_code,
    slug,
    category: refs.category,
    brand: refs.brand,
    selling_price_cents: v.selling_price_cents,
    discount_type: v.discount_type,
    discount_value: v.discount_type ? v.discount_value : 0,
    unit: v.unit,
    weight: v.weight,
    published: v.published ? 1 : 0,
    is_deal: v.is_deal ? 1 : 0,
    min_shelf_life_days: v.min_shelf_life_days,
    professional_only: v.professional_only ? 1 : 0,
    professional_label: v.professional_label,
    returnability: v.returnability,
    product_desc: sanitizeRichText(v.product_desc),
    other_desc: v.other_desc,
    price_breaks: storedBreaksText(
      v.price_breaks.map((b) => ({ minQty: b.min_qty, unitCents: b.price_cents })),
    ),
    intervals: [...v.subscription_intervals].sort((a, b) => a.months - b.months),
    base_unit: v.base_unit ?? '',
    base_unit_plural: v.base_unit_plural ?? '',
    packs: (v.packs ?? []).map((p) => ({
      code: p.code,
      label: p.label,
      unitsPerPack: p.units_per_pack,
      priceCents: p.price_cents,
    })),
  })
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

const pick = (cells: Cells, fields: Column[]) => Object.fromEntries(fields.map((f) => [f, cells[f]]))

interface Write {
  row: number
  values: ProductValues
  id?: number
  /** The slug it will have, known free; null: made anew from the name when written. */
  slug: string | null
  fields: Column[]
  before: Record<string, string> | null
  after: Record<string, string>
}

/**
 * Imports a products CSV, read a batch of rows at a time from the spooled upload: each row is
 * checked whole (the product form's schema, known category and brand, a sku and slug no other row
 * or product has); a bad row is reported and nothing of it is written. Good rows that change
 * something are written in short transactions (new sku: created; known sku: the file's columns
 * updated), each with its own audit entry holding the fields before and after.
 */
export async function importProductsCsv(
  db: Db,
  actor: StaffActor | null,
  upload: SpooledCsv,
): Promise<CsvImportResponse> {
  const missing = REQUIRED.filter((c) => !upload.header.includes(c))
  if (missing.length) {
    throw badRequest(`file: Missing columns: ${missing.join(', ')}.`, {
      file: [`missing columns: ${missing.join(', ')}`],
    })
  }
  const present = PRODUCT_CSV_COLUMNS.filter((c) => upload.header.includes(c))
  const k = db.kysely
  const names = await categoryAndBrandNames(k)
  const refs: Refs = { categories: names.categories, brands: names.brands }
  const nameOf = (map: Map<string, { id: number; name: string }>, id: number) =>
    [...map.values()].find((x) => x.id === id)?.name ?? ''

  const seenSkus = new Set<string>()
  const fileSlugs = new Map<string, string>()
  const rejected: CsvRejection[] = []
  const changes: CsvImportChange[] = []
  let created = 0
  let updated = 0
  let unchanged = 0

  /** Checks a batch of rows against the file so far and the database; answers what to write. */
  const check = async (batch: { row: number; raw: Row }[]): Promise<Write[]> => {
    const skus = batch.map((b) => (b.raw.sku ?? '').trim()).filter(Boolean)
    // Slugs the file gives, and those a new product's name would make.
    const slugs = batch
      .flatMap((b) => [(b.raw.slug ?? '').trim().toLowerCase(), slugify(b.raw.product_name ?? '')])
      .filter(Boolean)
    const [existing, owners] = await Promise.all([productCsvBySkus(k, skus), slugOwners(k, slugs)])
    const writes: Write[] = []
    for (const { row, raw } of batch) {
      const current = existing.get((raw.sku ?? '').trim())
      const currentCells = current ? productCells(current) : null
      const given = Object.fromEntries(present.map((c) => [c, uninertCell(raw[c] ?? '')]))
      const merged: Row = { ...currentCells, ...given }
      const { input, problems } = rowToInput(merged, refs)
      input.other_desc = current?.other_desc ?? ''
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
        for (const i of unique) rejected.push({ row, ...i })
        continue
      }
      const v = parsed.data
      if (seenSkus.has(v.sku)) {
        rejected.push({ row, field: 'sku', message: 'appears on an earlier row of the file' })
        continue
      }
      const slug = (v.slug ?? slugify(v.product_name)).toLowerCase()
      const owner = fileSlugs.get(slug) ?? owners.get(slug)
      if (v.slug && owner !== undefined && owner !== v.sku) {
        rejected.push({ row, field: 'slug', message: 'is taken by another product' })
        continue
      }
      seenSkus.add(v.sku)
      if (v.slug) fileSlugs.set(slug, v.sku)
      const after = valuesCells(v, v.slug ? slug : (currentCells?.slug ?? slug), {
        category: nameOf(refs.categories, v.category_id),
        brand: nameOf(refs.brands, v.brand_id),
      })
      if (!current || !currentCells) {
        // A name's slug no product or earlier row has is taken at once; otherwise the writer numbers it.
        const free = v.slug || (slug && owner === undefined) ? slug : null
        if (free && !v.slug) fileSlugs.set(free, v.sku)
        writes.push({
          row,
          values: v,
          slug: free,
          fields: present,
          before: null,
          after: pick(after, present),
        })
        continue
      }
      // A slug cleared in the file is made anew from the name when written.
      const fields = PRODUCT_CSV_COLUMNS.filter(
        (c) => after[c] !== currentCells[c] || (c === 'slug' && present.includes('slug') && !v.slug),
      )
      if (!fields.length) {
        unchanged += 1
        continue
      }
      writes.push({
        row,
        values: v,
        id: current.id,
        slug: present.includes('slug') && !v.slug ? null : after.slug,
        fields,
        before: pick(currentCells, fields),
        after: pick(after, fields),
      })
    }
    return writes
  }

  const writeOne = async (trx: DbHandle, w: Write) => {
    const created = w.id === undefined
    const options = {
      intervals: created || w.fields.includes('subscription_intervals'),
      packs: created || w.fields.includes('packs'),
    }
    const id =
      w.slug === null
        ? await writeProduct(trx, w.values, w.id)
        : await writeCheckedProduct(trx, w.values, w.slug, w.id, options)
    await recordAudit(trx, actor, {
      action: w.id === undefined ? 'product.create' : 'product.update',
      entity: 'product',
      entityId: id,
      before: w.before,
      after: w.after,
    })
  }
  const written = (w: Write) => {
    if (w.id === undefined) created += 1
    else updated += 1
    changes.push({
      row: w.row,
      sku: w.values.sku,
      action: w.id === undefined ? 'created' : 'updated',
      fields: w.fields,
    })
  }

  /** Writes in slices of about SLICE_MS, letting other requests in between. */
  const write = async (writes: Write[]) => {
    let next = 0
    while (next < writes.length) {
      const start = next
      try {
        await writeTransaction(db, async (trx) => {
          const began = performance.now()
          while (next < writes.length && (next === start || performance.now() - began < SLICE_MS)) {
            await writeOne(trx, writes[next]!)
            next += 1
          }
        })
        writes.slice(start, next).forEach(written)
      } catch {
        // Something only the database could see (a sku or slug taken meanwhile): each row alone.
        const end = Math.min(next + 1, writes.length)
        for (const w of writes.slice(start, end)) {
          try {
            await writeTransaction(db, (trx) => writeOne(trx, w))
            written(w)
          } catch (error) {
            const message = error instanceof Error ? error.message : 'could not be written'
            rejected.push({ row: w.row, field: 'row', message })
          }
          await yieldToRequests()
        }
        next = end
      }
      await yieldToRequests()
    }
  }

  let rowNo = 1
  let batch: { row: number; raw: Row }[] = []
  for await (const raw of upload.records()) {
    batch.push({ row: ++rowNo, raw })
    if (batch.length < READ_BATCH) continue
    await write(await check(batch))
    batch = []
    await yieldToRequests()
  }
  if (batch.length) await write(await check(batch))

  rejected.sort((a, b) => a.row - b.row)
  changes.sort((a, b) => a.row - b.row)
  const rejectedRows = new Set(rejected.map((r) => r.row)).size
  await recordAudit(k, actor, {
    action: 'product.import',
    entity: 'product',
    entityId: null,
    before: null,
    after: { rows: upload.rows, created, updated, unchanged, rejected_rows: rejectedRows, at: nowIso() },
  })
  return {
    message: `${created + updated} of ${upload.rows} rows imported (${created} new, ${updated} updated, ${unchanged} unchanged); ${rejectedRows} rejected.`,
    rows: upload.rows,
    created,
    updated,
    unchanged,
    rejected,
    changes,
  }
}
