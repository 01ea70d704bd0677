import { zodResolver } from '@hookform/resolvers/zod'
import {
  ProductInputSchema,
  type AdminProductDetail,
  type ProductValues,
} from '@shop/shared/schemas/admin/catalogue'
import { useForm } from 'react-hook-form'
import { useAdminSave, type SaveResult } from '../../../components/admin/use-admin-save'
import { PacksFields } from './packs-fields'
import { PriceBreaksFields } from './price-breaks-fields'
import { ProductBasicsFields } from './product-basics-fields'
import { formValues, type ProductFormValues } from './product-form-values'
import { ProductPriceFields } from './product-price-fields'
import { ProductVisibilityFields } from './product-visibility-fields'
import { SubscriptionIntervalsFields } from './subscription-intervals-fields'

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
  const form = useForm<ProductFormValues, unknown, ProductValues>({
    resolver: zodResolver(ProductInputSchema) as never,
    values: formValues(product),
    resetOptions: { keepDirtyValues: true },
  })
  // Not reset: a saved product's details come back from the server; a new one opens its own page.
  const submit = useAdminSave(form, { send, saved, onSaved })

  return (
    <form noValidate onSubmit={submit} aria-label="Product details">
      <div className="row g-3">
        <div className="col-lg-8">
          <ProductBasicsFields form={form} />
          <PacksFields form={form} />
        </div>
        <div className="col-lg-4">
          <ProductPriceFields form={form} />
          <PriceBreaksFields form={form} />
          <ProductVisibilityFields form={form} />
          <SubscriptionIntervalsFields form={form} />
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
