import type { Category } from '@shop/shared/schemas/catalogue'
import { telHref, type ShopInfo } from '@shop/shared/schemas/shop-info'
import { useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import {
  ChevronDownIcon,
  CloseIcon,
  HelpIcon,
  MapPinIcon,
  MenuIcon,
  PhoneIcon,
  TruckIcon,
} from '../../../components/icons'
import { paths } from '../../../config/paths'
import { useLazyGetGroupBrandsQuery } from '../layout.api'

interface MobileMenuProps {
  categories: Category[] | undefined
  shopInfo: ShopInfo | undefined
}

/**
 * The phone and tablet menu: a modal <dialog> (focus kept inside, Escape closes) with collapsible
 * category and brand lists and the four service links (docs/decisions/0023-mobile-menu-links-are-real.md).
 */
export function MobileMenu({ categories, shopInfo }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [loadBrands, { data: groups, isError: brandsFailed }] = useLazyGetGroupBrandsQuery()

  const openMenu = () => dialogRef.current?.showModal()
  const closeMenu = () => dialogRef.current?.close()

  return (
    <>
      <button type="button" className="header-action mobile-menu-button" onClick={openMenu}>
        <MenuIcon size={26} />
        <span className="visually-hidden">Open menu</span>
      </button>
      <dialog
        ref={dialogRef}
        className="mobile-menu"
        aria-label="Menu"
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, outside its content) or on a link closes it.
          const target = event.target as HTMLElement
          if (target === event.currentTarget || target.closest('a')) closeMenu()
        }}
      >
        <div className="mobile-menu-content">
          <div className="mobile-menu-head">
            <span className="mobile-menu-title">Menu</span>
            <button type="button" className="btn btn-link p-1" onClick={closeMenu}>
              <CloseIcon size={24} />
              <span className="visually-hidden">Close menu</span>
            </button>
          </div>
          <nav aria-label="Mobile">
            <ul className="list-unstyled mobile-menu-list">
              <li>
                <Link to={paths.allProducts}>All Products</Link>
              </li>
              <li>
                <Link to={paths.deals}>Today&apos;s Deals</Link>
              </li>
              <li>
                <Collapsible title="All Categories">
                  <ul className="list-unstyled mobile-menu-sublist">
                    {categories?.map((c) => (
                      <li key={c.id}>
                        <Link to={paths.category(c.slug)}>{c.name}</Link>
                      </li>
                    ))}
                  </ul>
                </Collapsible>
              </li>
              <li>
                <Collapsible title="Brand" onOpen={() => void loadBrands(undefined, true)}>
                  {brandsFailed && <p className="px-3 small">Brands could not be loaded.</p>}
                  {groups &&
                    Object.entries(groups).map(([groupName, brands]) => (
                      <div key={groupName} className="mobile-menu-group">
                        <p className="mobile-menu-group-name">{groupName}</p>
                        <ul className="list-unstyled mobile-menu-sublist">
                          {brands.map((b) => (
                            <li key={b.id}>
                              <Link to={paths.brand(b.slug)}>{b.name}</Link>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                </Collapsible>
              </li>
              <li>
                <Link to={paths.storeLocation}>
                  <MapPinIcon size={18} /> Stores Location
                </Link>
              </li>
              <li>
                <Link to={paths.dashboardOrders}>
                  <TruckIcon size={18} /> Track Your Order
                </Link>
              </li>
              <li>
                {shopInfo ? (
                  <a href={telHref(shopInfo.phone)}>
                    <PhoneIcon size={18} /> Hot Line: {shopInfo.phone}
                  </a>
                ) : (
                  <span className="mobile-menu-pending">
                    <PhoneIcon size={18} /> Hot Line
                  </span>
                )}
              </li>
              <li>
                <Link to={paths.faq}>
                  <HelpIcon size={18} /> FAQ
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </dialog>
    </>
  )
}

function Collapsible({
  title,
  onOpen,
  children,
}: {
  title: string
  onOpen?: () => void
  children: React.ReactNode
}) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <>
      <button
        type="button"
        className="mobile-menu-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          if (!open) onOpen?.()
          setOpen(!open)
        }}
      >
        {title}
        <ChevronDownIcon size={18} className={open ? 'rotate-180' : undefined} />
      </button>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </>
  )
}
