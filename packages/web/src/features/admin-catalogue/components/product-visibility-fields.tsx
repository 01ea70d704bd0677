import { RETURNABILITY, RETURNABILITY_LABELS } from '@shop/shared/returns'
import { fieldBinder } from '../../../components/admin/field-binder'
import { FormField, SelectField } from '../../../components/form-field'
import type { ProductFormApi } from './product-form-values'

/** How the product shows in the shop: published, in the deals, shelf life, professional-only and its label, returns. */
export function ProductVisibilityFields({ form }: { form: ProductFormApi }) {
  const field = fieldBinder(form)
  const { register } = form
  return (
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
        <input id="product-deal" type="checkbox" className="form-check-input" {...register('is_deal')} />
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
  )
}
