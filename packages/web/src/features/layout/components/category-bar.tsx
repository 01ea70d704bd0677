import type { Category } from '@shop/shared/schemas/catalogue'
import { useCallback, useEffect, useRef, useState } from 'react'
import { NavLink } from 'react-router'
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons'
import { paths } from '../../../config/paths'

/** How far one press of an arrow moves the row: most of its width, so a name is never skipped. */
const SCROLL_SHARE = 0.7

/**
 * The header's category links in one row. When they do not all fit (1366 px holds about five),
 * the row scrolls: arrow buttons at the ends say there is more and move it, the edge with hidden
 * names fades, and tabbing to a link scrolls it into view.
 */
export function CategoryBar({ categories }: { categories: readonly Category[] }) {
  const rowRef = useRef<HTMLUListElement>(null)
  const [more, setMore] = useState({ before: false, after: false })

  const measure = useCallback(() => {
    const row = rowRef.current
    if (!row) return
    const before = row.scrollLeft > 1
    const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1
    setMore((m) => (m.before === before && m.after === after ? m : { before, after }))
  }, [])

  useEffect(() => {
    const row = rowRef.current
    if (!row) return
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(row)
    return () => observer.disconnect()
  }, [measure, categories])

  const scroll = (direction: 1 | -1) => {
    const row = rowRef.current
    if (row) row.scrollBy({ left: direction * row.clientWidth * SCROLL_SHARE, behavior: 'smooth' })
  }

  const fade = [more.before && 'fade-start', more.after && 'fade-end'].filter(Boolean).join(' ')
  return (
    <div className="site-nav-categories-wrap">
      {more.before && (
        <button
          type="button"
          className="site-nav-scroll"
          aria-label="Show earlier categories"
          onClick={() => scroll(-1)}
        >
          <ChevronLeftIcon size={18} />
        </button>
      )}
      <ul ref={rowRef} className={`list-unstyled site-nav-categories ${fade}`} onScroll={measure}>
        {categories.map((c) => (
          <li key={c.id}>
            <NavLink to={paths.category(c.slug)}>{c.name}</NavLink>
          </li>
        ))}
      </ul>
      {more.after && (
        <button
          type="button"
          className="site-nav-scroll"
          aria-label="Show more categories"
          onClick={() => scroll(1)}
        >
          <ChevronRightIcon size={18} />
        </button>
      )}
    </div>
  )
}
