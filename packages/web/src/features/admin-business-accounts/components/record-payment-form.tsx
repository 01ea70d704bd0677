import { zodResolver } from '@hookform/resolvers/zod'
import { isoDateIn } from '@shop/shared/format'
import {
  RecordPaymentSchema,
  type AdminInvoice,
  type RecordPayment,
} from '@shop/shared/schemas/business-accounts'
import { useForm } from 'react-hook-form'
import { MoneyField } from '../../../components/admin/money-field'
import { useAdminSave } from '../../../components/admin/use-admin-save'
import { FormField } from '../../../components/form-field'
import { useRecordAccountPaymentMutation } from '../admin-business-accounts.api'
import { money } from '../money'

/** Records a payment received against an open invoice; the amount starts at what is still owed. */
export function RecordPaymentForm({ invoice }: { invoice: AdminInvoice }) {
  const [record, { isLoading }] = useRecordAccountPaymentMutation()
  const form = useForm<RecordPayment>({
    resolver: zodResolver(RecordPaymentSchema),
    defaultValues: {
      amount_cents: invoice.outstanding_cents,
      reference: '',
      received_on: isoDateIn(new Date()),
    },
  })
  const {
    register,
    control,
    formState: { errors },
  } = form
  const onSubmit = useAdminSave(form, {
    send: (values) => record({ id: invoice.id, ...values }),
    saved: (r) =>
      r.status === 'paid'
        ? `Invoice ${r.invoice_no} is paid.`
        : `Payment recorded: ${money(r.outstanding_cents)} still owed.`,
    reset: true,
  })
  return (
    <form
      className="d-grid gap-2"
      onSubmit={onSubmit}
      noValidate
      aria-label={`Record a payment for ${invoice.invoice_no}`}
    >
      <div className="row g-2">
        <MoneyField className="col-6" control={control} name="amount_cents" label="Amount (US $)" />
        <FormField
          className="col-6"
          label="Received on"
          type="date"
          registration={register('received_on')}
          error={errors.received_on?.message}
        />
      </div>
      <FormField
        className=""
        label="Reference (cheque or transfer)"
        maxLength={100}
        registration={register('reference')}
        error={errors.reference?.message}
      />
      <div>
        <button type="submit" className="btn btn-sm btn-primary" disabled={isLoading}>
          Record payment<span className="visually-hidden"> for {invoice.invoice_no}</span>
        </button>
      </div>
    </form>
  )
}
