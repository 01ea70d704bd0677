import { MAX_SUBSCRIPTION_MONTHS } from '@shop/shared/schemas/cart'
import { useFieldArray } from 'react-hook-form'
import { fieldBinder } from '../../../components/admin/field-binder'
import { FormField } from '../../../components/form-field'
import type { ProductFormApi } from './product-form-values'

/** The Subscribe & Save intervals offered: every so many months, so much off. */
export function SubscriptionIntervalsFields({ form }: { form: ProductFormApi }) {
  const field = fieldBinder(form)
  const {
    control,
    formState: { errors },
  } = form
  const intervals = useFieldArray({ control, name: 'subscription_intervals' })
  return (
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
  )
}
