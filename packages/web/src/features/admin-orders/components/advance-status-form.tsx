import { zodResolver } from '@hookform/resolvers/zod'
import {
  AdvanceOrderSchema,
  type AdminOrderDetail,
  type AdvanceOrderInput,
} from '@shop/shared/schemas/admin/orders'
import type { OrderStatus } from '@shop/shared/constants'
import { leavesTheShop, staffStepLabel } from '@shop/shared/order-status'
import { useForm, useWatch } from 'react-hook-form'
import { fieldBinder } from '../../../components/admin/field-binder'
import { FormField, SelectField, TextareaField } from '../../../components/form-field'
import { useAdminSave } from '../../../components/admin/use-admin-save'
import { useAdvanceOrderMutation } from '../admin-orders.api'

/**
 * Moves an order to its next status, with the carrier's tracking id and a note the customer reads;
 * the customer is mailed as the staff command does (docs/requirements/back-office.md §7).
 */
export function AdvanceStatusForm({ order }: { order: AdminOrderDetail }) {
  const forward = order.next_statuses.filter((s) => s !== 'Cancelled')
  const [advance, { isLoading }] = useAdvanceOrderMutation()
  const form = useForm<AdvanceOrderInput>({
    resolver: zodResolver(AdvanceOrderSchema) as never,
    values: {
      status: (forward[0] ?? 'Processing') as AdvanceOrderInput['status'],
      tracking_id: '',
      notes: '',
    },
  })
  const submit = useAdminSave(form, {
    send: (body) => advance({ id: order.id, body }),
    saved: 'Order updated.',
    reset: true,
  })
  const field = fieldBinder(form)
  const waiting = order.pre_orders.filter((p) => p.waiting_for_stock)
  const leaving = leavesTheShop(useWatch({ control: form.control, name: 'status' }) as OrderStatus)

  if (forward.length === 0) return <p className="text-muted small mb-0">This order has no further status.</p>

  return (
    <form noValidate onSubmit={submit}>
      <SelectField
        label="Next status"
        options={forward.map((s) => ({ value: s, label: staffStepLabel(s as OrderStatus, order.pickup) }))}
        {...field('status')}
        className="mb-2"
      />
      {!order.pickup && (
        <FormField
          label="Carrier tracking id"
          {...field('tracking_id')}
          hint="The carrier's number, shown to the customer."
          className="mb-2"
        />
      )}
      <TextareaField label="Note to the customer" rows={2} {...field('notes')} className="mb-2" />
      {leaving && waiting.length > 0 && (
        <div className="alert alert-warning small py-2 mb-2">
          <p className="mb-1">
            Pre-order {waiting.map((p) => p.order_no).join(', ')} travels with this order (the customer was
            promised no second shipping charge) and is still waiting for stock. The order stays until it can
            leave with it, unless you send it on its own later, at the shop's cost.
          </p>
          <div className="form-check mb-0">
            <input
              id={`pre-orders-later-${order.id}`}
              type="checkbox"
              className="form-check-input"
              {...form.register('pre_orders_later')}
            />
            <label htmlFor={`pre-orders-later-${order.id}`} className="form-check-label">
              Send this order now; the pre-order follows on its own (the customer is told)
            </label>
          </div>
        </div>
      )}
      <button type="submit" className="btn btn-primary btn-sm" disabled={isLoading}>
        {isLoading ? 'Saving…' : 'Update status'}
      </button>
    </form>
  )
}
