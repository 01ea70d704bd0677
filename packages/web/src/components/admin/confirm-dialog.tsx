import { useId, type ReactNode } from 'react'
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

interface ConfirmNoteProps {
  label: string
  value: string
  onChange: (value: string) => void
  maxLength: number
}

/** A few words typed in the dialog and sent with the change: a reason, a note to the customer. */
export function ConfirmNote({ label, value, onChange, maxLength }: ConfirmNoteProps) {
  const id = useId()
  return (
    <>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        className="form-control"
        rows={2}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  )
}
