import { Link } from 'react-router'
import { ChevronDownIcon } from '../../../components/icons'
import { paths } from '../../../config/paths'
import { useLazyGetGroupBrandsQuery } from '../layout.api'
import { useDisclosure } from '../use-disclosure'

/** 'All Brands': brands under their group names, the groups in balanced columns across the panel (docs/requirements/storefront.md §3). */
export function BrandsMegaMenu() {
  const { open, rootRef, buttonProps, panelProps } = useDisclosure()
  // Loaded on first intent (hover, focus or open), not with every page.
  const [loadBrands, { data: groups, isError, isFetching }] = useLazyGetGroupBrandsQuery()
  const prefetch = () => void loadBrands(undefined, true)

  return (
    <div className="nav-menu" ref={rootRef} onMouseEnter={prefetch} onFocus={prefetch}>
      <button
        {...buttonProps}
        className="nav-menu-button"
        onClick={() => {
          prefetch()
          buttonProps.onClick()
        }}
      >
        All Brands <ChevronDownIcon size={16} />
      </button>
      <div {...panelProps} className="nav-menu-panel mega-menu">
        {open && isError && <p className="mb-0">Brands could not be loaded. Please try again.</p>}
        {open && !groups && isFetching && <p className="mb-0">Loading brands...</p>}
        {/* The way to every brand first, so a short screen never hides it below the groups. */}
        <Link className="mega-menu-all" to={paths.brands}>
          See all brands
        </Link>
        {/* Groups flow across the panel's width in balanced columns, never in one narrow stack. */}
        <div className="mega-menu-columns">
          {(groups ? Object.entries(groups) : []).map(([groupName, brands]) => (
            <section
              key={groupName}
              className="mega-menu-group"
              aria-labelledby={`brand-group-${slugOf(groupName)}`}
            >
              <h2 id={`brand-group-${slugOf(groupName)}`} className="mega-menu-heading">
                {groupName}
              </h2>
              <ul className="list-unstyled mb-3">
                {brands.map((b) => (
                  <li key={b.id}>
                    <Link to={paths.brand(b.slug)}>{b.name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </div>
  )
}

function slugOf(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-')
}
