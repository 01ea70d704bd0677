import { useState } from 'react'
import { ConfirmDialog } from '../../../components/admin/confirm-dialog'
import { announceOutcome } from '../../../lib/admin-outcome'
import { useDeleteProductMutation } from '../admin-catalogue.api'

/** Deletes a product no order holds (the server answers 409 otherwise: hide it instead). */
export function DeleteProduct({ id, name, onDeleted }: { id: number; name: string; onDeleted: () => void }) {
  const [remove, { isLoading }] = useDeleteProductMutation()
  const [asking, setAsking] = useState(false)
  return (
    <>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setAsking(true)}>
        Delete product
      </button>
      <ConfirmDialog
        show={asking}
        title={`Delete ${name}?`}
        confirmLabel="Delete"
        danger
        busy={isLoading}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          const ok = announceOutcome(await remove(id), 'Product deleted.')
          setAsking(false)
          if (ok) onDeleted()
        }}
      >
        <p className="mb-0">
          The product, its pictures and its lots are removed for good. A product that orders hold cannot be
          deleted: hide it instead.
        </p>
      </ConfirmDialog>
    </>
  )
}
