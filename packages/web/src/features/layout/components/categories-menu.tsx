import type { Category } from '@shop/shared/schemas/catalogue'
import { Link } from 'react-router'
import { ChevronDownIcon } from '../../../components/icons'
import { paths } from '../../../config/paths'
import { useDisclosure } from '../use-disclosure'

/** 'All Categories': every category, in a panel under the button. */
export function CategoriesMenu({ categories }: { categories: Category[] | undefined }) {
  const { rootRef, buttonProps, panelProps } = useDisclosure()
  return (
    <div className="nav-menu" ref={rootRef}>
      <button {...buttonProps} className="nav-menu-button">
        All Categories <ChevronDownIcon size={16} />
      </button>
      <div {...panelProps} className="nav-menu-panel categories-menu">
        <ul className="list-unstyled mb-0 categories-menu-list">
          <li>
            <Link to={paths.allProducts}>All Products</Link>
          </li>
          {categories?.map((c) => (
            <li key={c.id}>
              <Link to={paths.category(c.slug)}>{c.name}</Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
