import { zodResolver } from '@hookform/resolvers/zod'
import { MAX_LINE_QUANTITY } from '@shop/shared/constants'
import { MAX_PRICE_BREAKS } from '@shop/shared/price-breaks'
import { RETURNABILITY, RETURNABILITY_LABELS } from '@shop/shared/returns'
import { MAX_SUBSCRIPTION_MONTHS } from '@shop/shared/schemas/cart'
import {
  DISCOUNT_TYPES,
  ProductInputSchema,
  type AdminProductDetail,
  type ProductInput,
  type ProductValues,
} from '@shop/shared/schemas/admin/catalogue'
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form'
import { fieldBinder } from '../../../components/admin/field-binder'
import { MoneyField } from '../../../components/admin/money-field'
import { SlugField, slugOptions } from '../../../components/admin/name-and-slug-fields'
import { RichTextEditor } from '../../../components/admin/rich-text-editor'
import { useAdminSave, type SaveResult } from '../../../components/admin/use-admin-save'
import { FormField, SelectField } from '../../../components/form-field'
import { PacksFields } from './packs-fields'
import { useGetAdminBrandsQuery, useGetAdminCategoriesQuery } from '../admin-catalogue.api'

type ProductFormValues = Omit<ProductInput, 'subscription_intervals' | 'price_breaks' | 'packs'> & {
  subscription_intervals: { months: number; discount: number }[]
  price_breaks: { min_qty: number; price_cents: number }[]
  packs: { code: string; label: string; units_per_pack: number; price_cents: number }[]
}

function formValues(p: AdminProductDetail | undefined): ProductFormValues {
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

const toNumberOrBlank = (v: unknown) => (v === '' || v === null ? '' : Number(v))

interface ProductFormProps<TData> {
  product?: AdminProductDetail
  busy: boolean
  /** Creates or updates the product with the checked details. */
  send: (values: ProductValues) => Promise<SaveResult<TData>>
  /** The toast after a save, when the server's answer has no message. */
  saved: string
  onSaved?: (data: Exclude<TData, undefined>) => void
}

/**
 * A product's details, checked with the shared ProductInputSchema before they go: name, SKU,
 * category and brand, price and discount, Subscribe & Save intervals, shelf life, flags and the
 * two rich-text descriptions. Stock is not here: it comes from lots.
 */
export function ProductForm<TData>({ product, busy, send, saved, onSaved }: ProductFormProps<TData>) {
  const categories = useGetAdminCategoriesQuery()
  const brands = useGetAdminBrandsQuery()
  const form = useForm<ProductFormValues, unknown, ProductValues>({
    resolver: zodResolver(ProductInputSchema) as never,
    values: formValues(product),
    resetOptions: { keepDirtyValues: true },
  })
  // Not reset: a saved product's details come back from the server; a new one opens its own page.
  const submit = useAdminSave(form, { send, saved, onSaved })
  const field = fieldBinder(form)
  const {
    register,
    control,
    formState: { errors },
  } = form
  const intervals = useFieldArray({ control, name: 'subscription_intervals' })
  const breaks = useFieldArray({ control, name: 'price_breaks' })
  const discountType = useWatch({ control, name: 'discount_type' })

  return (
    <form noValidate onSubmit={submit} aria-label="Product details">
      <div className="row g-3">
        <div className="col-lg-8">
          <section className="admin-panel" aria-labelledby="product-basics">
            <h2 id="product-basics">Basics</h2>
            <FormField label="Product name" required {...field('product_name')} />
            <div className="row g-2">
              <FormField className="col-sm-6 mb-3" label="SKU" required {...field('sku')} />
              <FormField className="col-sm-6 mb-3" label="Product code" {...field('product_code')} />
            </div>
            <SlugField {...field('slug', slugOptions)} hint="Leave empty to make one from the name." />
            <div className="row g-2">
              <SelectField
                className="col-sm-6 mb-3"
                label="Category"
                required
                placeholder="Choose…"
                options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                {...field('category_id', { setValueAs: toNumberOrBlank })}
              />
              <SelectField
                className="col-sm-6 mb-3"
                label="Brand"
                required
                placeholder="Choose…"
                options={(brands.data ?? []).map((b) => ({
                  value: String(b.id),
                  label: `${b.name} (${b.group_name})`,
                }))}
                {...field('brand_id', { setValueAs: toNumberOrBlank })}
              />
            </div>
            <div className="row g-2">
              <FormField className="col-sm-6 mb-3" label="Unit" {...field('unit')} hint="e.g. box of 100" />
              <FormField className="col-sm-6 mb-3" label="Weight" {...field('weight')} />
            </div>
            <Controller
              control={control}
              name="product_desc"
              render={({ field }) => (
                <RichTextEditor
                  label="Description"
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  error={errors.product_desc?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="other_desc"
              render={({ field }) => (
                <RichTextEditor
                  label="More information"
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  error={errors.other_desc?.message}
                  hint="Directions, ingredients, warnings."
                />
              )}
            />
          </section>
          <PacksFields form={form} />
        </div>
        <div className="col-lg-4">
          <section className="admin-panel" aria-labelledby="product-price">
            <h2 id="product-price">Price</h2>
            <MoneyField control={control} name="selling_price_cents" label="Price" required />
            <SelectField
              label="Discount"
              placeholder="No discount"
              options={DISCOUNT_TYPES.map((t) => ({
                value: t,
                label: t === 'percent' ? 'Percent off' : 'Amount off',
              }))}
              {...field('discount_type', { setValueAs: (v: string) => (v ? v : null) })}
            />
            {discountType === 'fixed' && (
              <MoneyField control={control} name="discount_value" label="Amount off" emptyIsZero />
            )}
            {discountType === 'percent' && (
              <FormField
                label="Percent off"
                type="number"
                min={0}
                max={100}
                {...field('discount_value', { valueAsNumber: true })}
              />
            )}
          </section>
          <section className="admin-panel" aria-labelledby="product-breaks">
            <h2 id="product-breaks">Quantity price breaks</h2>
            {breaks.fields.length === 0 && (
              <p className="small text-muted">One price whatever the quantity.</p>
            )}
            {breaks.fields.map((f, i) => (
              <fieldset key={f.id} className="row g-2 align-items-end mb-2">
                <legend className="visually-hidden">Price break {i + 1}</legend>
                <FormField
                  className="col-5"
                  label="From (pieces)"
                  type="number"
                  min={2}
                  max={MAX_LINE_QUANTITY}
                  {...field(`price_breaks.${i}.min_qty`, { valueAsNumber: true })}
                />
                <MoneyField
                  className="col-7"
                  control={control}
                  name={`price_breaks.${i}.price_cents`}
                  label="Price each"
                />
                <div className="col-12 mt-0 text-end">
                  <button
                    type="button"
                    className="btn btn-sm btn-link link-danger p-0"
                    onClick={() => breaks.remove(i)}
                  >
                    Remove<span className="visually-hidden"> price break {i + 1}</span>
                  </button>
                </div>
              </fieldset>
            ))}
            {(errors.price_breaks?.root?.message ?? errors.price_breaks?.message) && (
              <div className="invalid-feedback d-block" role="alert">
                {errors.price_breaks?.root?.message ?? errors.price_breaks?.message}
              </div>
            )}
            {breaks.fields.length < MAX_PRICE_BREAKS && (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => {
                  const last = breaks.fields.at(-1)
                  breaks.append({
                    min_qty: last ? Math.min(MAX_LINE_QUANTITY, last.min_qty + 5) : 5,
                    price_cents: null as unknown as number,
                  })
                }}
              >
                Add price break
              </button>
            )}
            <p className="small text-muted mt-2 mb-0">
              From that many pieces on one line, each costs the price given. Subscribe &amp; Save and coupons
              come off on top.
            </p>
          </section>
          <section className="admin-panel" aria-labelledby="product-visibility">
            <h2 id="product-visibility">In the shop</h2>
            <div className="form-check mb-2">
              <input
                id="product-published"
                type="checkbox"
                className="form-check-input"
                {...register('published')}
              />
              <label htmlFor="product-published" className="form-check-label">
                Published (shoppers see it)
              </label>
            </div>
            <div className="form-check mb-3">
              <input
                id="product-deal"
                type="checkbox"
                className="form-check-input"
                {...register('is_deal')}
              />
              <label htmlFor="product-deal" className="form-check-label">
                In today's deals
              </label>
            </div>
            <FormField
              label="Minimum shelf life on arrival (days)"
              type="number"
              min={0}
              {...field('min_shelf_life_days', {
                setValueAs: (v) => (v === '' || v === null ? null : Number(v)),
              })}
              hint="A lot arriving with fewer days left is held off the shelf. Empty: the shop's default."
            />
            <div className="form-check mb-2">
              <input
                id="product-professional"
                type="checkbox"
                className="form-check-input"
                {...register('professional_only')}
              />
              <label htmlFor="product-professional" className="form-check-label">
                Professional-only (verified professionals buy it; others see the label and how to apply)
              </label>
            </div>
            <FormField
              label="Label shoppers read"
              {...field('professional_label', { setValueAs: (v) => (v === '' ? null : v) })}
              hint="For example 'Prescription-only medicine' or 'For practitioner use'. Empty: 'For practitioner use'."
            />
            <SelectField
              className="mb-3"
              label="Returns"
              options={RETURNABILITY.map((r) => ({ value: r, label: RETURNABILITY_LABELS[r] }))}
              {...field('returnability')}
              hint="Sterile, cold-chain, professional-only and personal-care items: not returnable unless damaged or wrong."
            />
          </section>
          <section className="admin-panel" aria-labelledby="product-sns">
            <h2 id="product-sns">Subscribe &amp; Save</h2>
            {intervals.fields.length === 0 && <p className="small text-muted">Not offered.</p>}
            {intervals.fields.map((f, i) => (
              <fieldset key={f.id} className="row g-2 align-items-end mb-2">
                <legend className="visually-hidden">Interval {i + 1}</legend>
                <FormField
                  className="col-5"
                  label="Every (months)"
                  type="number"
                  min={1}
                  max={MAX_SUBSCRIPTION_MONTHS}
                  {...field(`subscription_intervals.${i}.months`, { valueAsNumber: true })}
                />
                <FormField
                  className="col-4"
                  label="% off"
                  type="number"
                  min={0}
                  max={90}
                  {...field(`subscription_intervals.${i}.discount`, { valueAsNumber: true })}
                />
                <div className="col-3">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger w-100"
                    onClick={() => intervals.remove(i)}
                  >
                    Remove<span className="visually-hidden"> interval {i + 1}</span>
                  </button>
                </div>
              </fieldset>
            ))}
            {errors.subscription_intervals?.root?.message && (
              <div className="invalid-feedback d-block">{errors.subscription_intervals.root.message}</div>
            )}
            {errors.subscription_intervals?.message && (
              <div className="invalid-feedback d-block">{errors.subscription_intervals.message}</div>
            )}
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => intervals.append({ months: 1, discount: 5 })}
            >
              Add interval
            </button>
          </section>
        </div>
      </div>
      <div className="d-flex gap-2 mt-3">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : product ? 'Save product' : 'Create product'}
        </button>
      </div>
    </form>
  )
}
