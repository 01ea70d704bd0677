import { PAGINATION_MARGIN_PAGES, PAGINATION_RANGE_PAGES } from '@shop/shared/constants'
import { useEffect, useRef } from 'react'
import ReactPaginateModule from 'react-paginate'

// react-paginate ships only a UMD build; under "type": "module" its default import is the module
// object ({ default: Component }) rather than the component.
const ReactPaginate =
  (ReactPaginateModule as unknown as { default?: typeof ReactPaginateModule }).default ?? ReactPaginateModule

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

/**
 * The shop's one pagination: '<<' and '>>', ellipsis, 2 margin pages and 2 pages around the
 * current one; with `hrefOf`, each page is a real link as well.
 */
export function Pager({ page, pageCount, onPageChange, label, hrefOf, className }: PagerProps) {
  const navRef = useRef<HTMLElement>(null)

  // react-paginate 8 puts role="navigation" on its <ul>, which hides the list items from assistive
  // technology (axe 'listitem'); the <nav> around it is the landmark.
  useEffect(() => {
    const list = navRef.current?.querySelector('ul')
    list?.removeAttribute('role')
    list?.removeAttribute('aria-label')
  })

  if (pageCount <= 1) return null
  return (
    <nav ref={navRef} aria-label={label} className={className}>
      <ReactPaginate
        pageCount={pageCount}
        forcePage={Math.min(Math.max(page, 1), pageCount) - 1}
        onPageChange={({ selected }) => onPageChange(selected + 1)}
        hrefBuilder={hrefOf ? (n) => hrefOf(n) : undefined}
        marginPagesDisplayed={PAGINATION_MARGIN_PAGES}
        pageRangeDisplayed={PAGINATION_RANGE_PAGES}
        previousLabel="<<"
        nextLabel=">>"
        previousAriaLabel="Previous page"
        nextAriaLabel="Next page"
        breakLabel="..."
        containerClassName="pagination flex-wrap justify-content-center mb-0"
        pageClassName="page-item"
        pageLinkClassName="page-link"
        previousClassName="page-item"
        previousLinkClassName="page-link"
        nextClassName="page-item"
        nextLinkClassName="page-link"
        breakClassName="page-item"
        breakLinkClassName="page-link"
        activeClassName="active"
        disabledClassName="disabled"
      />
    </nav>
  )
}
