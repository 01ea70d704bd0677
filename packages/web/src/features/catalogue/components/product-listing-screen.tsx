import { PAGE_SIZE } from '@shop/shared/constants'
import { Link, useLocation, useParams, useSearchParams } from 'react-router'
import { errorMessage } from '../../../store/api'
import { paths } from '../../../config/paths'
import { useGetProductsQuery } from '../catalogue.api'
import { ListingHeader } from './listing-header'
import { ProductGrid } from './product-grid'
import { SkeletonGrid } from './skeleton-grid'
import { FilterDrawer } from './filter-drawer'
import { FilterPanel } from './filter-panel'
import { SortSelect } from './sort-select'
import {
  activeFilterCount,
  changeListingQuery,
  NO_FILTERS,
  readListingQuery,
  showingText,
  type ListingQuery,
} from '../listing-query'
import { Pager } from '../../../components/pager'
import { useDocumentTitle } from '../../../lib/use-document-title'
import type { ProductGridProps } from './product-grid'

/**
 * /all-products, /shop?search=, /category/{slug}/ and /brand/{slug}/ (docs/requirements/storefront.md §5).
 * Page, sort, search and filters live in the URL; a new sort, search or filter starts again at page 1.
 */
export function ProductListingScreen({
  slots,
}: {
  slots: Pick<ProductGridProps, 'renderAction' | 'renderWishlist'>
}) {
  const { category, brand } = useParams()
  const location = useLocation()
  const [searchParams, setSearchParams] = useSearchParams()
  const query = readListingQuery(searchParams)
  const { page, sort, search } = query
  // The last answer's facets stay on screen while the next one loads, so the panel does not jump.
  const { currentData, data, error, isError } = useGetProductsQuery({ query, category, brand })
  const change = (next: Partial<ListingQuery>) =>
    setSearchParams(changeListingQuery(searchParams, next), { preventScrollReset: true })
  const activeFilters = activeFilterCount(query)

  const title = category
    ? currentData?.category?.name
    : brand
      ? currentData?.brand?.name
      : search
        ? `Search results for “${search}”`
        : 'All Products'
  // The same tab titles the server writes on a first load (domains/seo).
  const notFound = (error as { status?: unknown } | undefined)?.status === 404
  useDocumentTitle(
    notFound
      ? 'Page not found'
      : category
        ? currentData?.category?.name
        : brand
          ? currentData?.brand && `${currentData.brand.name} products`
          : search
            ? `Search results for "${search}"`
            : location.pathname === paths.shop
              ? 'Shop'
              : 'All products',
  )
  const label =
    currentData?.category?.name ?? currentData?.brand?.name ?? (search ? `“${search}”` : undefined)
  const pageCount = currentData
    ? Math.ceil(currentData.meta.total / (currentData.meta.per_page || PAGE_SIZE))
    : 0
  const hrefOf = (n: number) => {
    const query = changeListingQuery(searchParams, { page: n }).toString()
    return `${location.pathname}${query ? `?${query}` : ''}`
  }

  if (isError) {
    return (
      <div className="listing-error" role="alert">
        <p>{errorMessage(error, 'Sorry, the products could not be loaded. Please try again.')}</p>
      </div>
    )
  }

  const panel = (
    <FilterPanel
      query={query}
      facets={data?.facets}
      fixed={{ category: Boolean(category), brand: Boolean(brand) }}
      onChange={change}
    />
  )
  const didYouMean = currentData?.did_you_mean
  return (
    <section aria-labelledby="listing-title">
      <ListingHeader
        title={title}
        showing={currentData ? showingText(label, currentData.meta) : undefined}
        sort={
          <div className="listing-controls">
            <FilterDrawer active={activeFilters} total={currentData?.meta.total}>
              {panel}
            </FilterDrawer>
            <SortSelect value={sort} search={Boolean(search)} onChange={(next) => change({ sort: next })} />
          </div>
        }
      />
      <div className="listing-layout">
        <aside className="listing-filters d-none d-lg-block" aria-label="Filters">
          <h2 className="h6 text-uppercase text-body-secondary mb-3">Filters</h2>
          {panel}
        </aside>
        <div className="listing-results">
          {didYouMean ? (
            <p className="alert alert-info" data-testid="did-you-mean">
              No products match “{search}”. Did you mean{' '}
              <Link to={`${location.pathname}?${changeListingQuery(searchParams, { search: didYouMean })}`}>
                {didYouMean}
              </Link>
              ? These are its results.
            </p>
          ) : null}
          {!currentData ? (
            <SkeletonGrid />
          ) : currentData.data.length === 0 ? (
            <EmptyListing
              search={search}
              beyondLastPage={currentData.meta.total > 0}
              firstPageHref={hrefOf(1)}
              filtered={activeFilters > 0}
              onClearFilters={() => change(NO_FILTERS)}
            />
          ) : (
            <ProductGrid products={currentData.data} {...slots} />
          )}
          {currentData && (
            <Pager
              label="Pagination"
              className="listing-pagination"
              page={page}
              pageCount={pageCount}
              hrefOf={hrefOf}
              onPageChange={(n) => setSearchParams(changeListingQuery(searchParams, { page: n }))}
            />
          )}
        </div>
      </div>
    </section>
  )
}

function EmptyListing({
  search,
  beyondLastPage,
  firstPageHref,
  filtered,
  onClearFilters,
}: {
  search: string
  beyondLastPage: boolean
  firstPageHref: string
  filtered: boolean
  onClearFilters: () => void
}) {
  return (
    <div className="listing-empty">
      {beyondLastPage ? (
        <p>
          This page has no products. <Link to={firstPageHref}>Go to the first page</Link>.
        </p>
      ) : filtered ? (
        <p>
          No products match these filters.{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={onClearFilters}>
            Clear all filters
          </button>
        </p>
      ) : (
        <p>{search ? `No products match “${search}”.` : 'No products found.'}</p>
      )}
      <Link className="btn btn-outline-primary" to={paths.allProducts}>
        Browse all products
      </Link>
    </div>
  )
}
