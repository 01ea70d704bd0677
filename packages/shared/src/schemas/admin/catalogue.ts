import { z } from 'zod'
import { RETURNABILITY } from '../../returns'
import { isPathOnThisSite } from '../../site-path'
import { MAX_LINE_QUANTITY } from '../../constants'
import { MAX_PRICE_BREAKS, priceBreaksProblem } from '../../price-breaks'
import { discountedPrice } from '../../pricing'
import { MAX_PACKS, MAX_UNITS_PER_PACK, packsProblem } from '../../packs'
import { MAX_SUBSCRIPTION_MONTHS } from '../cart'
import { SlugSchema } from '../catalogue'
import {
  adminOptionalText,
  adminText,
  AdminIdSchema,
  calendarDateSchema,
  centsSchema,
  choiceIdSchema,
  listQuerySchema,
  pagedSchema,
  SearchQuerySchema,
  wholeNumberSchema,
} from './common'

/** Product descriptions are rich text: the server keeps only an allow-list of tags (docs/requirements/back-office.md §4). */
export const DESCRIPTION_MAX_LENGTH = 50_000

export const PRODUCT_STOCK_FILTERS = ['in', 'low', 'out'] as const

/** GET /api/admin/products */
export const AdminProductsQuerySchema = listQuerySchema(
  ['product_name', 'sku', 'price_cents', 'stock', 'created_at', 'updated_at'],
  'product_name',
  'asc',
)
  .extend({
    q: SearchQuerySchema,
    category_id: AdminIdSchema.optional(),
    brand_id: AdminIdSchema.optional(),
    published: z
      .enum(['true', 'false'], { error: "published must be 'true' or 'false'" })
      .transform((v) => v === 'true')
      .optional(),
    stock: z.enum(PRODUCT_STOCK_FILTERS, { error: "stock must be 'in', 'low' or 'out'" }).optional(),
    deal: z
      .enum(['true', 'false'], { error: "deal must be 'true' or 'false'" })
      .transform((v) => v === 'true')
      .optional(),
  })
  .strict()
export type AdminProductsQuery = z.input<typeof AdminProductsQuerySchema>

export const PictureSchema = z.object({
  id: z.number(),
  position: z.number(),
  name: z.string(),
  /** The 300px and 800px WebP files the storefront shows. */
  url_300: z.string(),
  url_800: z.string(),
})
export type Picture = z.infer<typeof PictureSchema>

export const SubscriptionIntervalSchema = z
  .object({
    months: wholeNumberSchema('months', 1, MAX_SUBSCRIPTION_MONTHS),
    discount: wholeNumberSchema('discount', 0, 90),
  })
  .strict()

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const

/** One quantity price break as the product form sends it: from `min_qty` pieces, `price_cents` each. */
export const PriceBreakInputSchema = z
  .object({
    min_qty: wholeNumberSchema('min_qty', 2, MAX_LINE_QUANTITY),
    price_cents: centsSchema('price_cents').min(1, 'Enter a price such as 9.20'),
  })
  .strict()

/** A pack of the product's base unit (docs/decisions/0114-pack-sizes.md), price in cents. */
export const PackInputSchema = z
  .object({
    code: z.string({ error: 'code must be text' }).trim().min(1, 'Enter a pack code').max(60),
    label: z
      .string({ error: 'label must be text' })
      .trim()
      .min(1, 'Enter a label such as Box of 100')
      .max(100)
      .regex(/^[^\t\n\r:;]*$/, 'A label holds no colons, semicolons or line breaks'),
    units_per_pack: wholeNumberSchema('units_per_pack', 2, MAX_UNITS_PER_PACK),
    price_cents: centsSchema('price_cents').min(1, 'Enter a price such as 9.00'),
  })
  .strict()

export const AdminProductSummarySchema = z.object({
  id: z.number(),
  sku: z.string(),
  product_name: z.string(),
  slug: z.string(),
  category_id: z.number(),
  category: z.string(),
  brand_id: z.number(),
  brand: z.string(),
  selling_price_cents: z.number(),
  price_cents: z.number(),
  /** Sellable units: the sum of the product's lots on the shelf less what orders hold. */
  stock: z.number(),
  published: z.boolean(),
  is_deal: z.boolean(),
  thumbnail_300: z.string(),
  /** Earliest expiry of a lot that will ship; null without dated lots. */
  expiry_date: z.string().nullable(),
  updated_at: z.string(),
})
export type AdminProductSummary = z.infer<typeof AdminProductSummarySchema>
export const AdminProductsPageSchema = pagedSchema(AdminProductSummarySchema)

export const AdminProductDetailSchema = AdminProductSummarySchema.extend({
  product_code: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES).nullable(),
  discount_value: z.number(),
  discounted_price_cents: z.number().nullable(),
  unit: z.string(),
  weight: z.string(),
  product_desc: z.string(),
  other_desc: z.string(),
  min_shelf_life_days: z.number().nullable(),
  /** Sold to verified professionals only, with the label shoppers read (null: the default wording). */
  professional_only: z.boolean(),
  professional_label: z.string().nullable(),
  returnability: z.enum(RETURNABILITY),
  subscription_intervals: z.array(z.object({ months: z.number(), discount: z.number() })),
  price_breaks: z.array(z.object({ min_qty: z.number(), price_cents: z.number() })),
  base_unit: z.string(),
  base_unit_plural: z.string(),
  packs: z.array(
    z.object({ code: z.string(), label: z.string(), units_per_pack: z.number(), price_cents: z.number() }),
  ),
  pictures: z.array(PictureSchema),
  created_at: z.string(),
})
export type AdminProductDetail = z.infer<typeof AdminProductDetailSchema>
export const AdminProductResponseSchema = z.object({
  message: z.string().optional(),
  product: AdminProductDetailSchema,
})

/**
 * POST /api/admin/products and PUT /api/admin/products/:id. Stock is not set here: it comes from
 * lots (deliveries and adjustments). `discount_value` is whole percent, or cents when fixed.
 */
export const ProductInputSchema = z
  .object({
    product_name: adminText('Product name', 200),
    sku: adminText('SKU', 60).regex(/^[A-Za-z0-9._-]+$/, 'SKU may hold letters, digits, . _ and -'),
    product_code: adminOptionalText('Product code', 60).transform((v) => v ?? ''),
    slug: SlugSchema.optional(),
    category_id: choiceIdSchema('category'),
    brand_id: choiceIdSchema('brand'),
    selling_price_cents: centsSchema('selling_price_cents').min(1, 'Enter a price such as 12.50'),
    discount_type: z
      .enum(DISCOUNT_TYPES, { error: "discount_type must be 'percent' or 'fixed'" })
      .nullable()
      .default(null),
    discount_value: wholeNumberSchema('discount_value', 0, 100_000_000).default(0),
    unit: adminOptionalText('Unit', 50).transform((v) => v ?? ''),
    weight: adminOptionalText('Weight', 50).transform((v) => v ?? ''),
    /** Rich text (HTML); sanitised by the server with an allow-list. */
    product_desc: z.string({ error: 'product_desc must be text' }).max(DESCRIPTION_MAX_LENGTH).default(''),
    other_desc: z.string({ error: 'other_desc must be text' }).max(DESCRIPTION_MAX_LENGTH).default(''),
    published: z.boolean({ error: 'published must be true or false' }).default(true),
    is_deal: z.boolean({ error: 'is_deal must be true or false' }).default(false),
    min_shelf_life_days: wholeNumberSchema('min_shelf_life_days', 0, 3650).nullable().default(null),
    professional_only: z.boolean({ error: 'professional_only must be true or false' }).default(false),
    /** What shoppers read about the restriction, e.g. 'Prescription-only medicine'. */
    professional_label: adminOptionalText('Professional label', 80).transform((v) => v ?? null),
    returnability: z
      .enum(RETURNABILITY, { error: `returnability must be one of: ${RETURNABILITY.join(', ')}` })
      .default('returnable'),
    subscription_intervals: z
      .array(SubscriptionIntervalSchema)
      .max(12, 'at most 12 intervals')
      .refine((a) => new Set(a.map((i) => i.months)).size === a.length, 'each interval only once')
      .default([]),
    /** Quantity price breaks in cents, lowest quantity first (docs/decisions/0105-quantity-price-breaks.md). */
    price_breaks: z
      .array(PriceBreakInputSchema)
      .max(MAX_PRICE_BREAKS, `at most ${MAX_PRICE_BREAKS} price breaks`)
      .default([]),
    /** The base unit stock counts ('glove', 'gloves'); absent: kept as it is. */
    base_unit: z.string({ error: 'base_unit must be text' }).trim().max(40).optional(),
    base_unit_plural: z.string({ error: 'base_unit_plural must be text' }).trim().max(40).optional(),
    /** Packs of the base unit; absent: kept as they are, [] removes them. */
    packs: z.array(PackInputSchema).max(MAX_PACKS, `at most ${MAX_PACKS} packs`).optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.packs) {
      const oneTimeCents =
        discountedPrice(p.selling_price_cents, p.discount_type, p.discount_value) ?? p.selling_price_cents
      const problem = packsProblem(
        {
          oneTimeCents,
          breaks: p.price_breaks.map((b) => ({ minQty: b.min_qty, unitCents: b.price_cents })),
        },
        p.packs.map((k) => ({
          code: k.code,
          label: k.label,
          unitsPerPack: k.units_per_pack,
          priceCents: k.price_cents,
        })),
      )
      if (problem) ctx.addIssue({ code: 'custom', path: ['packs'], message: problem })
    }
    const breaksProblem = priceBreaksProblem(
      p.selling_price_cents,
      p.price_breaks.map((b) => ({ minQty: b.min_qty, unitCents: b.price_cents })),
      p.subscription_intervals.map((i) => i.discount),
    )
    if (breaksProblem) ctx.addIssue({ code: 'custom', path: ['price_breaks'], message: breaksProblem })
    if (p.discount_type === 'percent' && p.discount_value > 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['discount_value'],
        message: 'discount_value must be at most 100 percent',
      })
    }
    if (p.discount_type === 'fixed' && p.discount_value >= p.selling_price_cents) {
      ctx.addIssue({
        code: 'custom',
        path: ['discount_value'],
        message: 'discount_value must be less than the price',
      })
    }
  })
export type ProductInput = z.input<typeof ProductInputSchema>
export type ProductValues = z.output<typeof ProductInputSchema>

/** PATCH /api/admin/products/:id/publish */
export const PublishProductSchema = z
  .object({ published: z.boolean({ error: 'published must be true or false' }) })
  .strict()

/** PUT /api/admin/products/:id/pictures/order: every picture id of the product, in the new order. */
export const ReorderPicturesSchema = z
  .object({ picture_ids: z.array(AdminIdSchema).min(1, 'picture_ids is required').max(50) })
  .strict()
export const PictureParamsSchema = z.object({ id: AdminIdSchema, pictureId: AdminIdSchema }).strict()
export const PicturesResponseSchema = z.object({ pictures: z.array(PictureSchema) })
/** Pictures: JPEG, PNG or WebP, at most this many bytes. */
export const PICTURE_MAX_BYTES = 8 * 1024 * 1024

// Categories, brands, brand groups

export const CategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  position: z.number(),
  product_count: z.number(),
})
export const CategoryInputSchema = z
  .object({
    name: adminText('Name', 100),
    slug: SlugSchema.optional(),
    position: wholeNumberSchema('position', 0, 10000).default(0),
  })
  .strict()
export type CategoryInput = z.input<typeof CategoryInputSchema>
export const CategoryListResponseSchema = z.object({ items: z.array(CategorySchema) })
export const CategoryResponseSchema = z.object({ message: z.string(), category: CategorySchema })

export const BrandSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  group_name: z.string(),
  product_count: z.number(),
})
export const BrandInputSchema = z
  .object({
    name: adminText('Name', 100),
    slug: SlugSchema.optional(),
    group_name: adminText('Brand group', 100),
  })
  .strict()
export type BrandInput = z.input<typeof BrandInputSchema>
export const BrandListResponseSchema = z.object({ items: z.array(BrandSchema) })
export const BrandResponseSchema = z.object({ message: z.string(), brand: BrandSchema })

export const BrandGroupSchema = z.object({ name: z.string(), brand_count: z.number() })
export const BrandGroupListResponseSchema = z.object({ items: z.array(BrandGroupSchema) })
/** PUT /api/admin/brand-groups/:name: renames a group on all its brands. */
export const BrandGroupParamsSchema = z.object({ name: z.string().trim().min(1).max(100) }).strict()
export const RenameBrandGroupSchema = z.object({ name: adminText('Name', 100) }).strict()
export type RenameBrandGroupInput = z.input<typeof RenameBrandGroupSchema>

// Promo strip, today's deals

export const PromoSchema = z.object({
  id: z.number(),
  title: z.string(),
  brief: z.string(),
  url: z.string(),
  link_text: z.string(),
  active: z.boolean(),
})
export const PromoInputSchema = z
  .object({
    title: adminText('Title', 200),
    brief: adminOptionalText('Brief', 500).transform((v) => v ?? ''),
    /** A path on this site ('/category/…'): the strip never links elsewhere. */
    url: z
      .string()
      .trim()
      .max(300)
      .regex(/^\/(?!\/)[^\s]*$/, 'url must be a path on this site, like /deals')
      .refine(isPathOnThisSite, 'url must be a path on this site, like /deals'),
    link_text: adminText('Link text', 100),
    active: z.boolean({ error: 'active must be true or false' }).default(true),
  })
  .strict()
export type PromoInput = z.input<typeof PromoInputSchema>
export const PromoListResponseSchema = z.object({ items: z.array(PromoSchema) })
export const PromoResponseSchema = z.object({ message: z.string(), promo: PromoSchema })

/** PUT /api/admin/deals: the products of today's deals, replacing the list. */
export const DealsInputSchema = z
  .object({ product_ids: z.array(AdminIdSchema).max(200, 'at most 200 deals') })
  .strict()
export const DealsResponseSchema = z.object({ items: z.array(AdminProductSummarySchema) })

// CSV import and export

/** The columns of the products CSV, in order (export writes them; import needs the header row). */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'product_name',
  'product_code',
  'slug',
  'category',
  'brand',
  'selling_price',
  'discount_type',
  'discount_value',
  'unit',
  'weight',
  'published',
  'is_deal',
  'min_shelf_life_days',
  'subscription_intervals',
  'product_desc',
  'professional_only',
  'professional_label',
  'price_breaks',
  'returnability',
  'base_unit',
  'base_unit_plural',
  'packs',
] as const
export const CSV_IMPORT_MAX_ROWS = 20_000
export const CSV_IMPORT_MAX_BYTES = 30 * 1024 * 1024

/**
 * The back office's import form (POST /api/admin/products/import): one file, no larger than the
 * route takes. The route reads the file as a stream and holds it to the same CSV_IMPORT_MAX_BYTES.
 */
export const CsvImportFileSchema = z.object({
  file: z
    .custom<Blob>(
      (value) => typeof value === 'object' && value !== null && typeof (value as Blob).size === 'number',
      'A CSV file is required.',
    )
    .refine((file) => file.size <= CSV_IMPORT_MAX_BYTES, 'The file is too large.'),
})
export type CsvImportFileInput = z.input<typeof CsvImportFileSchema>

export const CsvRejectionSchema = z.object({ row: z.number(), field: z.string(), message: z.string() })
export type CsvRejection = z.infer<typeof CsvRejectionSchema>
/** A product an import created or changed, and the columns of it that changed. */
export const CsvImportChangeSchema = z.object({
  row: z.number(),
  sku: z.string(),
  action: z.enum(['created', 'updated']),
  fields: z.array(z.string()),
})
export type CsvImportChange = z.infer<typeof CsvImportChangeSchema>
export const CsvImportResponseSchema = z.object({
  message: z.string(),
  rows: z.number(),
  created: z.number(),
  updated: z.number(),
  /** Rows for a product that already had every value the row gives (nothing written). */
  unchanged: z.number(),
  rejected: z.array(CsvRejectionSchema),
  changes: z.array(CsvImportChangeSchema),
})
export type CsvImportResponse = z.infer<typeof CsvImportResponseSchema>

/** A calendar date schema re-exported for forms that take expiry dates. */
export const ExpiryDateSchema = calendarDateSchema('expiry_date')
