import type { Category } from '@shop/shared/schemas/catalogue'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'

/** The home page's 'Shop by category': one tile per category, each opening its listing. */
export function CategoryTiles({ categories }: { categories: Category[] | undefined }) {
  return (
    <section className="category-tiles mb-5" aria-labelledby="category-tiles-title">
      <h2 id="category-tiles-title" className="h4 mb-3">
        Shop by category
      </h2>
      <ul className="list-unstyled category-tile-grid mb-0" aria-busy={!categories}>
        {(categories ?? []).map((c) => (
          <li key={c.id}>
            <Link className="category-tile" to={paths.category(c.slug)}>
              <span className="category-tile-initial" aria-hidden="true">
                {c.name.charAt(0)}
              </span>
              <span className="category-tile-name">{c.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
