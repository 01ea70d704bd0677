import { useId, type BaseSyntheticEvent, type ReactNode } from 'react'
import Modal from 'react-bootstrap/Modal'

interface ActionDialogProps {
  show: boolean
  title: string
  confirmLabel: string
  busy: boolean
  onHide: () => void
  /** The dialog's react-hook-form submission: `handleSubmit(...)` of its form. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>
  /** Red confirm button for actions that cannot be undone. */
  danger?: boolean
  children?: ReactNode
}

/**
 * A labelled dialog around one subscription change: its fields, Keep/Back and the confirm button.
 * It is a form (react-hook-form's, handed in), so Enter confirms and Escape closes, as with any dialog of the shop.
 */
export function ActionDialog({
  show,
  title,
  confirmLabel,
  busy,
  onHide,
  onSubmit,
  danger = false,
  children,
}: ActionDialogProps) {
  const titleId = useId()
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={titleId}>
      {/* Enter while the change is on its way sends nothing twice: the confirm button is disabled
          then, and a form whose default button is disabled is not submitted by Enter (HTML). */}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        {children ? <Modal.Body>{children}</Modal.Body> : null}
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onHide} disabled={busy}>
            Back
          </button>
          <button type="submit" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={busy}>
            {busy ? 'Please wait...' : confirmLabel}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  )
}
