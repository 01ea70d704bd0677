import { MAX_LINE_QUANTITY } from '@shop/shared/constants'
import { MAX_PRICE_BREAKS } from '@shop/shared/price-breaks'
import { useFieldArray } from 'react-hook-form'
import { fieldBinder } from '../../../components/admin/field-binder'
import { MoneyField } from '../../../components/admin/money-field'
import { FormField } from '../../../components/form-field'
import type { ProductFormApi } from './product-form-values'

/** Quantity price breaks (docs/decisions/0105-quantity-price-breaks.md): from so many pieces on a line, a lower price each. */
export function PriceBreaksFields({ form }: { form: ProductFormApi }) {
  const field = fieldBinder(form)
  const {
    control,
    formState: { errors },
  } = form
  const breaks = useFieldArray({ control, name: 'price_breaks' })
  return (
    <section className="admin-panel" aria-labelledby="product-breaks">
      <h2 id="product-breaks">Quantity price breaks</h2>
      {breaks.fields.length === 0 && <p className="small text-muted">One price whatever the quantity.</p>}
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
        From that many pieces on one line, each costs the price given. Subscribe &amp; Save and coupons come
        off on top.
      </p>
    </section>
  )
}
