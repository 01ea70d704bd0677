import { PAGINATION_MARGIN_PAGES, PAGINATION_RANGE_PAGES } from '@shop/shared/constants'
import type { KeyboardEvent, MouseEvent } from 'react'

interface PagerProps {
  /** 1-based current page. */
  page: number
  pageCount: number
  onPageChange: (page: number) => void
  /** Names the navigation landmark, e.g. 'Orders pages'. */
  label: string
  /** The URL of a page, where pages have one: page links can then be opened in a new tab and crawled. */
  hrefOf?: (page: number) => string
  className?: string
}

/** A page number, or an ellipsis standing for the pages between its neighbours. */
type Item = { page: number } | { gap: 'backward' | 'forward' }

/**
 * The pages shown around `current` (1-based) of `count`: the first and last
 * PAGINATION_MARGIN_PAGES, PAGINATION_RANGE_PAGES around the current one, and an ellipsis for each
 * run left out (a run of a single page shows that page instead). The same choice as react-paginate,
 * which the shop used before.
 */
export function pagerItems(current: number, count: number): Item[] {
  const margin = PAGINATION_MARGIN_PAGES
  const range = PAGINATION_RANGE_PAGES
  const selected = current - 1
  if (count <= range) return Array.from({ length: count }, (_, i) => ({ page: i + 1 }))
  let left = range / 2
  let right = range - left
  if (selected > count - range / 2) {
    right = count - selected
    left = range - right
  } else if (selected < range / 2) {
    left = selected
    right = range - left
  }
  const shownRight = selected === 0 && range > 1 ? right - 1 : right
  const items: Item[] = []
  for (let index = 0; index < count; index++) {
    const page = index + 1
    const shown =
      page <= margin || page > count - margin || (index >= selected - left && index <= selected + shownRight)
    if (shown) items.push({ page })
    else if (!('gap' in (items.at(-1) ?? {}))) items.push({ gap: index < selected ? 'backward' : 'forward' })
  }
  // An ellipsis between pages two apart stands for one page: that page is shown instead.
  return items.map((item, i) => {
    const before = items[i - 1]
    const after = items[i + 1]
    if (
      'gap' in item &&
      before &&
      'page' in before &&
      after &&
      'page' in after &&
      after.page - before.page <= 2
    ) {
      return { page: before.page + 1 }
    }
    return item
  })
}

/**
 * The shop's one pagination: '<<' and '>>', ellipsis, 2 margin pages and 2 pages around the
 * current one; with `hrefOf`, each page is a real link as well (it works before the app runs).
 * An ellipsis jumps PAGINATION_RANGE_PAGES pages on.
 */
export function Pager({ page, pageCount, onPageChange, label, hrefOf, className }: PagerProps) {
  if (pageCount <= 1) return null
  const current = Math.min(Math.max(page, 1), pageCount)
  const go = (target: number | undefined) => (event: MouseEvent | KeyboardEvent) => {
    if ('key' in event && event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    if (target !== undefined && target !== current) onPageChange(target)
  }
  const href = (target: number) => (hrefOf && target >= 1 && target <= pageCount ? hrefOf(target) : undefined)
  const isFirst = current === 1
  const isLast = current === pageCount
  const relOf = (target: number) =>
    target === current - 1
      ? 'prev'
      : target === current
        ? 'canonical'
        : target === current + 1
          ? 'next'
          : undefined
  return (
    <nav aria-label={label} className={className}>
      <ul className="pagination flex-wrap justify-content-center mb-0">
        <li className={`page-item${isFirst ? ' disabled' : ''}`}>
          <a
            className="page-link"
            href={href(current - 1)}
            tabIndex={isFirst ? -1 : 0}
            role="button"
            aria-disabled={isFirst}
            aria-label="Previous page"
            rel="prev"
            onClick={go(isFirst ? undefined : current - 1)}
            onKeyDown={go(isFirst ? undefined : current - 1)}
          >
            {'<<'}
          </a>
        </li>
        {pagerItems(current, pageCount).map((item) => {
          if ('gap' in item) {
            const target =
              item.gap === 'forward'
                ? Math.min(current + PAGINATION_RANGE_PAGES, pageCount)
                : Math.max(current - PAGINATION_RANGE_PAGES, 1)
            return (
              <li key={`gap-${item.gap}`} className="page-item">
                <a
                  className="page-link"
                  role="button"
                  tabIndex={0}
                  aria-label={item.gap === 'forward' ? 'Jump forward' : 'Jump backward'}
                  onClick={go(target)}
                  onKeyDown={go(target)}
                >
                  ...
                </a>
              </li>
            )
          }
          const selected = item.page === current
          const link = href(item.page)
          return (
            <li key={item.page} className={`page-item${selected ? ' active' : ''}`}>
              <a
                rel={relOf(item.page)}
                role={link ? undefined : 'button'}
                className="page-link"
                href={link}
                tabIndex={selected ? -1 : 0}
                aria-label={`Page ${item.page}${selected ? ' is your current page' : ''}`}
                aria-current={selected ? 'page' : undefined}
                onClick={go(item.page)}
                onKeyDown={go(item.page)}
              >
                {item.page}
              </a>
            </li>
          )
        })}
        <li className={`page-item${isLast ? ' disabled' : ''}`}>
          <a
            className="page-link"
            href={href(current + 1)}
            tabIndex={isLast ? -1 : 0}
            role="button"
            aria-disabled={isLast}
            aria-label="Next page"
            rel="next"
            onClick={go(isLast ? undefined : current + 1)}
            onKeyDown={go(isLast ? undefined : current + 1)}
          >
            {'>>'}
          </a>
        </li>
      </ul>
    </nav>
  )
}
