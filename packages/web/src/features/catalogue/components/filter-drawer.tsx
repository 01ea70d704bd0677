import { lazy, Suspense, useState, type ReactNode } from 'react'
import { FilterIcon } from '../../../components/icons'

// react-bootstrap's Offcanvas comes with the first opening, not with the listing.
const FilterDrawerPanel = lazy(() => import('./filter-drawer-panel'))

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
  const [everOpened, setEverOpened] = useState(false)
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm d-lg-none filter-drawer-button"
        aria-haspopup="dialog"
        onClick={() => {
          setEverOpened(true)
          setOpen(true)
        }}
      >
        <FilterIcon size={16} className="me-1" />
        Filters{active > 0 ? ` (${active})` : ''}
      </button>
      {everOpened && (
        <Suspense fallback={null}>
          <FilterDrawerPanel show={open} onHide={() => setOpen(false)} total={total}>
            {children}
          </FilterDrawerPanel>
        </Suspense>
      )}
    </>
  )
}
