import { zodResolver } from '@hookform/resolvers/zod'
import {
  DeliveryInputSchema,
  type DeliveryInput,
  type DeliveryResponse,
} from '@shop/shared/schemas/admin/stock'
import type { ReactNode } from 'react'
import { Controller, useFieldArray, useForm } from 'react-hook-form'
import { fieldBinder } from '../../../components/admin/field-binder'
import { DateField } from '../../../components/date-field'
import { FormField } from '../../../components/form-field'
import { useAdminSave } from '../../../components/admin/use-admin-save'
import { useReceiveDeliveryMutation } from '../admin-stock.api'

interface DeliveryFormValues {
  reference: string
  lots: { product_id: number | null; lot_number: string; expiry_date: string | null; quantity: number }[]
}

export interface ProductChoice {
  label: string
  value: number | null
  onChange: (id: number | null) => void
  error?: string
}

interface DeliveryFormProps {
  /** The product a line starts with (from a product's page). */
  productId?: number
  /** The product chooser, given by the page (the catalogue's picker). */
  renderProductPicker: (choice: ProductChoice) => ReactNode
  onReceived: (answer: DeliveryResponse) => void
}

const emptyLot = (productId: number | null = null) => ({
  product_id: productId,
  lot_number: '',
  expiry_date: null,
  quantity: 1,
})

/**
 * Receives one delivery as lots (docs/requirements/back-office.md §5): per line a product, the
 * supplier's lot number, the expiry date (none for goods that do not expire) and the units.
 */
export function DeliveryForm({ productId, renderProductPicker, onReceived }: DeliveryFormProps) {
  const [receive, { isLoading }] = useReceiveDeliveryMutation()
  const form = useForm<DeliveryFormValues, unknown, DeliveryInput>({
    resolver: zodResolver(DeliveryInputSchema) as never,
    defaultValues: { reference: '', lots: [emptyLot(productId ?? null)] },
  })
  const field = fieldBinder(form)
  const {
    control,
    formState: { errors },
  } = form
  const lots = useFieldArray({ control, name: 'lots' })

  const submit = useAdminSave(form, {
    send: receive,
    saved: 'Delivery received.',
    onSaved: (answer) => {
      // The next delivery starts blank, not with the product this page was opened for.
      form.reset({ reference: '', lots: [emptyLot()] })
      onReceived(answer)
    },
  })

  return (
    <form noValidate onSubmit={submit} aria-label="Receive a delivery">
      <div className="admin-panel">
        <FormField
          label="Delivery reference"
          {...field('reference')}
          hint="The supplier's delivery note or invoice number (optional)."
          className="mb-0"
        />
      </div>
      {lots.fields.map((f, i) => (
        <fieldset key={f.id} className="admin-panel">
          <legend className="h6">Lot {i + 1}</legend>
          <Controller
            control={control}
            name={`lots.${i}.product_id`}
            render={({ field }) => (
              <>
                {renderProductPicker({
                  label: 'Product',
                  value: field.value,
                  onChange: field.onChange,
                  error: errors.lots?.[i]?.product_id?.message,
                })}
              </>
            )}
          />
          <div className="row g-2 mt-1 align-items-start">
            <FormField
              className="col-sm-4 mb-0"
              label="Lot number"
              required
              {...field(`lots.${i}.lot_number`)}
            />
            <DateField
              control={control}
              name={`lots.${i}.expiry_date`}
              className="col-sm-4 mb-0"
              label="Expiry date"
              hint="Empty: does not expire."
            />
            <FormField
              className="col-sm-2 col-8 mb-0"
              label="Units"
              type="number"
              min={1}
              required
              {...field(`lots.${i}.quantity`, { valueAsNumber: true })}
            />
            <div className="col-sm-2 col-4 align-self-end">
              {lots.fields.length > 1 && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger w-100"
                  onClick={() => lots.remove(i)}
                >
                  Remove<span className="visually-hidden"> lot {i + 1}</span>
                </button>
              )}
            </div>
          </div>
        </fieldset>
      ))}
      {errors.lots?.message && <div className="invalid-feedback d-block">{errors.lots.message}</div>}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="button" className="btn btn-outline-primary" onClick={() => lots.append(emptyLot())}>
          Add another lot
        </button>
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {isLoading ? 'Receiving…' : 'Receive delivery'}
        </button>
      </div>
    </form>
  )
}
