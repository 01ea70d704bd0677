import { PAGE_SIZE } from '@shop/shared/constants'
import { Link, useLocation, useParams, useSearchParams } from 'react-router'
import { errorMessage } from '../../store/api'
import { paths } from '../../config/paths'
import { useGetProductsQuery } from '../../features/catalogue/catalogue.api'
import { ListingHeader } from '../../features/catalogue/components/listing-header'
import { ListingPagination } from '../../features/catalogue/components/listing-pagination'
import { ProductGrid } from '../../features/catalogue/components/product-grid'
import { SkeletonGrid } from '../../features/catalogue/components/skeleton-grid'
import { SortSelect } from '../../features/catalogue/components/sort-select'
import { changeListingQuery, readListingQuery, showingText } from '../../features/catalogue/listing-query'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useProductCardSlots } from '../product-card-slots'

/**
 * /all-products, /shop?search=, /category/{slug}/ and /brand/{slug}/ (spec 2 'Product listing').
 * Page, sort and search live in the URL; a new sort or search starts again at page 1.
 */
export default function ProductListingPage() {
  const { category, brand } = useParams()
  const location = useLocation()
  const [searchParams, setSearchParams] = useSearchParams()
  const { page, sort, search } = readListingQuery(searchParams)
  const slots = useProductCardSlots()

  const { currentData, error, isError } = useGetProductsQuery({
    page,
    sort_order: sort,
    category,
    brand,
    search: search || undefined,
  })

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

  return (
    <section aria-labelledby="listing-title">
      <ListingHeader
        title={title}
        showing={currentData ? showingText(label, currentData.meta) : undefined}
        sort={
          <SortSelect
            value={sort}
            onChange={(next) =>
              setSearchParams(changeListingQuery(searchParams, { sort: next }), { preventScrollReset: true })
            }
          />
        }
      />
      {!currentData ? (
        <SkeletonGrid />
      ) : currentData.data.length === 0 ? (
        <EmptyListing search={search} beyondLastPage={currentData.meta.total > 0} firstPageHref={hrefOf(1)} />
      ) : (
        <ProductGrid products={currentData.data} {...slots} />
      )}
      {currentData && (
        <ListingPagination
          page={page}
          pageCount={pageCount}
          hrefOf={hrefOf}
          onChange={(n) => setSearchParams(changeListingQuery(searchParams, { page: n }))}
        />
      )}
    </section>
  )
}

function EmptyListing({
  search,
  beyondLastPage,
  firstPageHref,
}: {
  search: string
  beyondLastPage: boolean
  firstPageHref: string
}) {
  return (
    <div className="listing-empty">
      {beyondLastPage ? (
        <p>
          This page has no products. <Link to={firstPageHref}>Go to the first page</Link>.
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
