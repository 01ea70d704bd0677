import { zodResolver } from '@hookform/resolvers/zod'
import { PriceListInputSchema, type PriceList } from '@shop/shared/schemas/admin/price-lists'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { fieldBinder } from '../../../components/admin/field-binder'
import { useAdminSave } from '../../../components/admin/use-admin-save'
import { FormField } from '../../../components/form-field'
import {
  useCreatePriceListMutation,
  useUpdatePriceListMutation,
  type PriceListDetail,
} from '../admin-price-lists.api'

type Values = z.input<typeof PriceListInputSchema>
type Output = z.output<typeof PriceListInputSchema>

// An empty date box means no first (or last) day, which the server takes as null.
const dayOrNull = (v: unknown) => (typeof v === 'string' && v ? v : null)

/** A new price list, or an existing one's name and days (owners only). */
export function PriceListForm({
  list,
  onSaved,
}: {
  list?: PriceList
  onSaved?: (saved: PriceListDetail) => void
}) {
  const [create, created] = useCreatePriceListMutation()
  const [update, updated] = useUpdatePriceListMutation()
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(PriceListInputSchema),
    defaultValues: {
      name: list?.name ?? '',
      starts_on: list?.starts_on ?? null,
      ends_on: list?.ends_on ?? null,
    },
  })
  const field = fieldBinder(form)
  const onSubmit = useAdminSave(form, {
    send: (values) => (list ? update({ id: list.id, ...values }) : create(values)),
    saved: list ? 'The price list was saved.' : 'The price list was created.',
    reset: !list,
    onSaved,
  })
  const busy = created.isLoading || updated.isLoading
  return (
    <form onSubmit={onSubmit} noValidate aria-label={list ? `Change ${list.name}` : 'New price list'}>
      <div className="row g-2 align-items-start">
        <FormField className="col-md-5" label="Name" maxLength={80} {...field('name')} />
        <FormField
          className="col-6 col-md-3"
          label="First day"
          type="date"
          hint="Empty: from today"
          {...field('starts_on', { setValueAs: dayOrNull })}
        />
        <FormField
          className="col-6 col-md-3"
          label="Last day"
          type="date"
          hint="Empty: no end"
          {...field('ends_on', { setValueAs: dayOrNull })}
        />
      </div>
      <button type="submit" className="btn btn-sm btn-primary mt-2" disabled={busy}>
        {list ? 'Save list' : 'Create list'}
      </button>
    </form>
  )
}
