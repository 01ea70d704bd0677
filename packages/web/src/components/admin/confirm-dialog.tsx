import type { ReactNode } from 'react'
import Modal from 'react-bootstrap/Modal'

interface ConfirmDialogProps {
  show: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  /** A destructive change gets the red button. */
  danger?: boolean
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** Asks once more before a change that cannot be taken back (cancel and refund, delete). */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  danger,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="confirm-dialog-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
          Go back
        </button>
        <button
          type="button"
          className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy ? 'Working…' : confirmLabel}
        </button>
      </Modal.Footer>
    </Modal>
  )
}
