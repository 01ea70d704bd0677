import { errorMessage } from '../../store/api'
import { useGetTodaysDealsQuery } from '../../features/catalogue/catalogue.api'
import { ListingHeader } from '../../features/catalogue/components/listing-header'
import { ProductGrid } from '../../features/catalogue/components/product-grid'
import { SkeletonGrid } from '../../features/catalogue/components/skeleton-grid'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useProductCardSlots } from '../product-card-slots'

/** /deals: today's deals with the listing's cards and skeletons (spec 2). */
export default function DealsPage() {
  const { data, error, isError } = useGetTodaysDealsQuery()
  const slots = useProductCardSlots()
  useDocumentTitle("Today's deals")

  if (isError) {
    return (
      <div className="listing-error" role="alert">
        <p>{errorMessage(error, "Sorry, today's deals could not be loaded. Please try again.")}</p>
      </div>
    )
  }
  return (
    <section aria-labelledby="listing-title">
      <ListingHeader
        title="Showing Best Deals Items"
        showing={
          data
            ? data.length
              ? `${data.length} deals today`
              : 'No deals today. Please check back soon.'
            : undefined
        }
      />
      {!data ? <SkeletonGrid /> : <ProductGrid products={data} {...slots} />}
    </section>
  )
}
