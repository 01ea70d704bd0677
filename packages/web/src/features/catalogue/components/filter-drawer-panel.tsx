import type { ReactNode } from 'react'
import Offcanvas from 'react-bootstrap/Offcanvas'

/** The drawer itself (react-bootstrap's Offcanvas), loaded when the shopper first opens it. */
export default function FilterDrawerPanel({
  show,
  onHide,
  total,
  children,
}: {
  show: boolean
  onHide: () => void
  total: number | undefined
  children: ReactNode
}) {
  return (
    <Offcanvas show={show} onHide={onHide} placement="start" aria-labelledby="filter-drawer-title">
      <Offcanvas.Header closeButton closeLabel="Close">
        <Offcanvas.Title id="filter-drawer-title" as="h2" className="h5">
          Filters
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>{children}</Offcanvas.Body>
      <div className="filter-drawer-footer">
        <button type="button" className="btn btn-primary w-100" onClick={onHide}>
          {total === undefined ? 'Show results' : `Show ${total} ${total === 1 ? 'result' : 'results'}`}
        </button>
      </div>
    </Offcanvas>
  )
}
