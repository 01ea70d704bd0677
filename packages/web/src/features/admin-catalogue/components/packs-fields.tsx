import { MAX_PACKS } from '@shop/shared/packs'
import type { Control, UseFormReturn } from 'react-hook-form'
import { useFieldArray } from 'react-hook-form'
import { fieldBinder } from '../../../components/admin/field-binder'
import { MoneyField } from '../../../components/admin/money-field'
import { FormField } from '../../../components/form-field'

/** The form values the pack fields edit. */
export interface PackFormValues {
  base_unit?: string
  base_unit_plural?: string
  packs?: { code: string; label: string; units_per_pack: number; price_cents: number }[]
}

/**
 * The product form's pack sizes (docs/decisions/0114-pack-sizes.md): the base unit stock counts,
 * and packs of it, each with its own code, label, size and price.
 */
export function PacksFields<T extends PackFormValues>({
  form,
}: {
  form: UseFormReturn<T, unknown, unknown>
}) {
  const f = form as unknown as UseFormReturn<PackFormValues, unknown, unknown>
  const control = f.control as Control<PackFormValues>
  const field = fieldBinder(f)
  const packs = useFieldArray({ control, name: 'packs' })
  const error = f.formState.errors.packs
  const message = error?.root?.message ?? error?.message
  return (
    <section className="admin-panel" aria-labelledby="product-packs">
      <h2 id="product-packs">Pack sizes</h2>
      <div className="row g-2">
        <FormField
          className="col-sm-6 mb-3"
          label="Base unit (one)"
          placeholder="glove"
          {...field('base_unit')}
        />
        <FormField
          className="col-sm-6 mb-3"
          label="Base unit (several)"
          placeholder="gloves"
          {...field('base_unit_plural')}
        />
      </div>
      {packs.fields.length === 0 && <p className="small text-muted">Sold by the piece only.</p>}
      {packs.fields.map((p, i) => (
        <fieldset key={p.id} className="row g-2 align-items-end mb-2">
          <legend className="visually-hidden">Pack {i + 1}</legend>
          <FormField className="col-sm-3" label="Pack code" {...field(`packs.${i}.code`)} />
          <FormField className="col-sm-4" label="Label" {...field(`packs.${i}.label`)} />
          <FormField
            className="col-sm-2"
            label="Units"
            type="number"
            min={2}
            {...field(`packs.${i}.units_per_pack`, { valueAsNumber: true })}
          />
          <MoneyField
            className="col-sm-3"
            control={control}
            name={`packs.${i}.price_cents`}
            label="Pack price"
          />
          <div className="col-12 mt-0 text-end">
            <button
              type="button"
              className="btn btn-sm btn-link link-danger p-0"
              onClick={() => packs.remove(i)}
            >
              Remove<span className="visually-hidden"> pack {i + 1}</span>
            </button>
          </div>
        </fieldset>
      ))}
      {message && (
        <div className="invalid-feedback d-block" role="alert">
          {message}
        </div>
      )}
      {packs.fields.length < MAX_PACKS && (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={() =>
            packs.append({ code: '', label: '', units_per_pack: 100, price_cents: null as unknown as number })
          }
        >
          Add pack size
        </button>
      )}
      <p className="small text-muted mt-2 mb-0">
        Stock and lots count the base unit: a case and a box draw on the same stock. A bigger pack must cost
        more than a smaller one. Packs are bought once, without price breaks or Subscribe &amp; Save.
      </p>
    </section>
  )
}
