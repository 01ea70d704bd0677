import type { UseFormReturn } from 'react-hook-form'
import type { AdminProductDetail, ProductInput, ProductValues } from '@shop/shared/schemas/admin/catalogue'

/** The product form's values as the fields hold them: lists as rows, blanks where nothing is chosen yet. */
export type ProductFormValues = Omit<ProductInput, 'subscription_intervals' | 'price_breaks' | 'packs'> & {
  subscription_intervals: { months: number; discount: number }[]
  price_breaks: { min_qty: number; price_cents: number }[]
  packs: { code: string; label: string; units_per_pack: number; price_cents: number }[]
}

export function formValues(p: AdminProductDetail | undefined): ProductFormValues {
  return {
    product_name: p?.product_name ?? '',
    sku: p?.sku ?? '',
    product_code: p?.product_code ?? '',
    slug: p?.slug,
    category_id: p?.category_id ?? ('' as unknown as number),
    brand_id: p?.brand_id ?? ('' as unknown as number),
    selling_price_cents: p?.selling_price_cents ?? (null as unknown as number),
    discount_type: p?.discount_type ?? null,
    discount_value: p?.discount_value ?? 0,
    unit: p?.unit ?? '',
    weight: p?.weight ?? '',
    product_desc: p?.product_desc ?? '',
    other_desc: p?.other_desc ?? '',
    published: p?.published ?? false,
    is_deal: p?.is_deal ?? false,
    min_shelf_life_days: p?.min_shelf_life_days ?? null,
    professional_only: p?.professional_only ?? false,
    professional_label: p?.professional_label ?? null,
    returnability: p?.returnability ?? 'returnable',
    subscription_intervals: p?.subscription_intervals ?? [],
    price_breaks: p?.price_breaks ?? [],
    base_unit: p?.base_unit ?? '',
    base_unit_plural: p?.base_unit_plural ?? '',
    packs: p?.packs ?? [],
  }
}

export const toNumberOrBlank = (v: unknown) => (v === '' || v === null ? '' : Number(v))

/** The product form as its parts are handed it: its values, checked into ProductValues on save. */
export type ProductFormApi = UseFormReturn<ProductFormValues, unknown, ProductValues>
