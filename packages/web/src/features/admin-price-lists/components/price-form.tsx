import { zodResolver } from '@hookform/resolvers/zod'
import { MAX_LINE_QUANTITY } from '@shop/shared/constants'
import { MAX_PRICE_BREAKS } from '@shop/shared/price-breaks'
import { PriceListPriceInputSchema } from '@shop/shared/schemas/admin/price-lists'
import { useId, type ReactNode } from 'react'
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { fieldBinder } from '../../../components/admin/field-binder'
import { MoneyField } from '../../../components/admin/money-field'
import { useAdminSave } from '../../../components/admin/use-admin-save'
import { FormField } from '../../../components/form-field'
import { useGetPricedProductQuery, useSetPriceListPriceMutation } from '../admin-price-lists.api'

type Values = z.input<typeof PriceListPriceInputSchema>
type Output = z.output<typeof PriceListPriceInputSchema>

/** What the product search is given: the back office's own product picker is put in by the route. */
export interface ProductChoice {
  label: string
  value: number | null
  onChange: (productId: number | null) => void
  error?: string
}

/** Adds (or replaces) one product's or pack's price in a list, with the list's own quantity breaks. */
export function PriceForm({
  listId,
  renderProductPicker,
}: {
  listId: number
  renderProductPicker: (choice: ProductChoice) => ReactNode
}) {
  const id = useId()
  const [save, { isLoading }] = useSetPriceListPriceMutation()
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(PriceListPriceInputSchema),
    defaultValues: {
      product_id: null as unknown as number,
      pack_code: null,
      unit_price_cents: null as unknown as number,
      price_breaks: [],
    },
  })
  const { control, setValue } = form
  const field = fieldBinder(form)
  const breaks = useFieldArray({ control, name: 'price_breaks' })
  const productId = useWatch({ control, name: 'product_id' })
  const packCode = useWatch({ control, name: 'pack_code' })
  const product = useGetPricedProductQuery(productId ?? 0, { skip: !productId })
  const packs = productId && product.data?.id === productId ? product.data.packs : []
  const onSubmit = useAdminSave(form, {
    send: (values) => save({ id: listId, ...values }),
    saved: 'The price was saved.',
    reset: true,
  })
  const breaksError = form.formState.errors.price_breaks
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a price" className="d-grid gap-2">
      <Controller
        control={control}
        name="product_id"
        render={({ field: f, fieldState }) => (
          <>
            {renderProductPicker({
              label: 'Product',
              value: f.value ?? null,
              onChange: (v) => {
                f.onChange(v)
                setValue('pack_code', null)
              },
              error: fieldState.error?.message,
            })}
          </>
        )}
      />
      <div className="row g-2 align-items-start">
        <div className="col-sm-5">
          <label htmlFor={`${id}-pack`} className="form-label small mb-1">
            Sold as
          </label>
          <select
            id={`${id}-pack`}
            className="form-select form-select-sm"
            value={packCode ?? ''}
            onChange={(e) => {
              setValue('pack_code', e.target.value || null)
              if (e.target.value) breaks.replace([])
            }}
          >
            <option value="">Single {product.data?.base_unit ?? 'piece'}</option>
            {packs.map((p) => (
              <option key={p.code} value={p.code}>
                {p.label} ({p.units_per_pack})
              </option>
            ))}
          </select>
        </div>
        <MoneyField
          className="col-sm-7"
          control={control}
          name="unit_price_cents"
          label={packCode ? 'Price of the pack (US $)' : 'Price each (US $)'}
        />
      </div>
      {!packCode && (
        <fieldset>
          <legend className="h6 small fw-semibold mb-1">Quantity breaks in this list</legend>
          {breaks.fields.map((f, i) => (
            <div key={f.id} className="row g-2 align-items-start mb-1">
              <FormField
                className="col-5"
                label={`From (pieces), break ${i + 1}`}
                type="number"
                min={2}
                max={MAX_LINE_QUANTITY}
                {...field(`price_breaks.${i}.min_qty`, { valueAsNumber: true })}
              />
              <MoneyField
                className="col-5"
                control={control}
                name={`price_breaks.${i}.price_cents`}
                label={`Price each, break ${i + 1}`}
              />
              <div className="col-2 pt-4">
                <button
                  type="button"
                  className="btn btn-sm btn-link link-danger p-0"
                  onClick={() => breaks.remove(i)}
                >
                  Remove<span className="visually-hidden"> break {i + 1}</span>
                </button>
              </div>
            </div>
          ))}
          {(breaksError?.root?.message ?? breaksError?.message) && (
            <div className="invalid-feedback d-block" role="alert">
              {breaksError?.root?.message ?? breaksError?.message}
            </div>
          )}
          {breaks.fields.length < MAX_PRICE_BREAKS && (
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => {
                const last = breaks.fields.at(-1)
                breaks.append({
                  min_qty: last ? Math.min(MAX_LINE_QUANTITY, last.min_qty + 5) : 5,
                  price_cents: null as unknown as number,
                })
              }}
            >
              Add quantity break
            </button>
          )}
        </fieldset>
      )}
      <div>
        <button type="submit" className="btn btn-sm btn-primary" disabled={isLoading}>
          Save price
        </button>
      </div>
    </form>
  )
}
