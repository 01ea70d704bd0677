import { zodResolver } from '@hookform/resolvers/zod'
import {
  ADJUSTMENT_REASONS,
  LotAdjustmentSchema,
  type Lot,
  type LotAdjustmentInput,
} from '@shop/shared/schemas/admin/stock'
import { useForm } from 'react-hook-form'
import Modal from 'react-bootstrap/Modal'
import { fieldBinder } from '../../../components/admin/field-binder'
import { FormField, SelectField, TextareaField } from '../../../components/form-field'
import { useAdminSave } from '../../../components/admin/use-admin-save'
import { useAdjustLotMutation } from '../admin-stock.api'

export const REASON_LABELS: Record<(typeof ADJUSTMENT_REASONS)[number], string> = {
  damaged: 'Damaged',
  count_correction: 'Count correction',
  expired: 'Expired',
  returned: 'Returned',
  other: 'Other',
}

/** Units into (+) or out of (−) one lot, with a reason and a note; a lot never goes below zero. */
export function AdjustLotDialog({ lot, onClose }: { lot: Lot | null; onClose: () => void }) {
  const [adjust, { isLoading }] = useAdjustLotMutation()
  const form = useForm<LotAdjustmentInput>({
    resolver: zodResolver(LotAdjustmentSchema) as never,
    defaultValues: { delta: -1, reason: 'damaged', note: '' },
  })
  const close = () => {
    form.reset()
    onClose()
  }
  // The dialog is only open with a lot.
  const submit = useAdminSave(form, {
    send: (body) => adjust({ id: lot!.id, body }),
    saved: 'Stock adjusted.',
    onSaved: close,
  })
  const field = fieldBinder(form)
  return (
    <Modal show={lot !== null} onHide={close} centered aria-labelledby="adjust-lot-title">
      <form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="adjust-lot-title" as="h2" className="h5">
            Adjust lot {lot?.lot_number}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small">
            {lot?.product_name}: {lot?.quantity} units in this lot now.
          </p>
          <FormField
            label="Units (+ in, − out)"
            type="number"
            required
            {...field('delta', { valueAsNumber: true })}
          />
          <SelectField
            label="Reason"
            options={ADJUSTMENT_REASONS.map((r) => ({ value: r, label: REASON_LABELS[r] }))}
            {...field('reason')}
          />
          <TextareaField label="Note" rows={2} {...field('note')} />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={close}>
            Go back
          </button>
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            {isLoading ? 'Saving…' : 'Adjust stock'}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  )
}
