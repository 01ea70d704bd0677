import type { ReactNode } from 'react'
import { useState } from 'react'
import Offcanvas from 'react-bootstrap/Offcanvas'
import { FilterIcon } from '../../../components/icons'

/**
 * The filters on a phone (docs/requirements/storefront.md §5): a 'Filters' button opening a drawer
 * with the same panel; every choice applies at once and 'Show N results' closes it.
 */
export function FilterDrawer({
  active,
  total,
  children,
}: {
  /** How many filters are chosen. */
  active: number
  /** Products the listing now holds, undefined while loading. */
  total: number | undefined
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm d-lg-none filter-drawer-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <FilterIcon size={16} className="me-1" />
        Filters{active > 0 ? ` (${active})` : ''}
      </button>
      <Offcanvas
        show={open}
        onHide={() => setOpen(false)}
        placement="start"
        aria-labelledby="filter-drawer-title"
      >
        <Offcanvas.Header closeButton closeLabel="Close">
          <Offcanvas.Title id="filter-drawer-title" as="h2" className="h5">
            Filters
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>{children}</Offcanvas.Body>
        <div className="filter-drawer-footer">
          <button type="button" className="btn btn-primary w-100" onClick={() => setOpen(false)}>
            {total === undefined ? 'Show results' : `Show ${total} ${total === 1 ? 'result' : 'results'}`}
          </button>
        </div>
      </Offcanvas>
    </>
  )
}
