import { PAGINATION_MARGIN_PAGES, PAGINATION_RANGE_PAGES } from '@shop/shared/constants'
import { useEffect, useRef } from 'react'
import ReactPaginateModule from 'react-paginate'

// react-paginate ships only a UMD build; under "type": "module" its default import is the
// module object ({ default: Component }) rather than the component.
const ReactPaginate =
  (ReactPaginateModule as unknown as { default?: typeof ReactPaginateModule }).default ?? ReactPaginateModule

interface ListingPaginationProps {
  page: number
  pageCount: number
  /** The URL of a page, so page links can be opened in a new tab and crawled. */
  hrefOf: (page: number) => string
  onChange: (page: number) => void
}

/** Pages with '<<' and '>>', ellipsis, 2 margin and 2 range pages (docs/requirements/limits.md). */
export function ListingPagination({ page, pageCount, hrefOf, onChange }: ListingPaginationProps) {
  const navRef = useRef<HTMLElement>(null)

  // react-paginate 8 puts role="navigation" on its <ul>, which hides the list from assistive
  // technology (axe 'listitem', react-paginate issue #459); the <nav> around it carries that role.
  useEffect(() => {
    const list = navRef.current?.querySelector('ul')
    list?.removeAttribute('role')
    list?.removeAttribute('aria-label')
  })

  if (pageCount <= 1) return null
  return (
    <nav ref={navRef} aria-label="Pagination" className="listing-pagination">
      <ReactPaginate
        pageCount={pageCount}
        forcePage={Math.min(page, pageCount) - 1}
        marginPagesDisplayed={PAGINATION_MARGIN_PAGES}
        pageRangeDisplayed={PAGINATION_RANGE_PAGES}
        previousLabel="<<"
        nextLabel=">>"
        previousAriaLabel="Previous page"
        nextAriaLabel="Next page"
        breakLabel="..."
        hrefBuilder={(n) => hrefOf(n)}
        onPageChange={({ selected }) => onChange(selected + 1)}
        containerClassName="pagination justify-content-center flex-wrap"
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
