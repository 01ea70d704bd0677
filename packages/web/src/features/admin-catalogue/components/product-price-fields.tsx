import { DISCOUNT_TYPES } from '@shop/shared/schemas/admin/catalogue'
import { useWatch } from 'react-hook-form'
import { fieldBinder } from '../../../components/admin/field-binder'
import { MoneyField } from '../../../components/admin/money-field'
import { FormField, SelectField } from '../../../components/form-field'
import type { ProductFormApi } from './product-form-values'

/** The selling price and its discount: an amount or a percentage off, as chosen. */
export function ProductPriceFields({ form }: { form: ProductFormApi }) {
  const field = fieldBinder(form)
  const { control } = form
  const discountType = useWatch({ control, name: 'discount_type' })
  return (
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
  )
}
