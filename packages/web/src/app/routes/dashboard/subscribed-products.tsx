import { useGetProductDetailQuery } from '../../../features/product-detail/product-detail.api'
import type { UseIntervalOptions } from '../../../features/subscriptions/components/subscription-card'
import { SubscribeAndSave } from '../../../features/subscriptions/components/subscribe-and-save'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** A subscription's interval choices are its product's Subscribe & Save options, from the catalogue. */
const useIntervalOptions: UseIntervalOptions = (slug, skip) => {
  const product = useGetProductDetailQuery(slug, { skip })
  return { options: product.data?.subscriptions, isLoading: product.isLoading }
}

/** /dashboard/subscribed-products: Subscribe & Save deliveries and subscriptions. */
export default function SubscribedProductsPage() {
  useDocumentTitle('Subscribe & Save')
  return (
    <div>
      <h1 className="h3 mb-3">Subscribe & Save</h1>
      <SubscribeAndSave useIntervalOptions={useIntervalOptions} />
    </div>
  )
}
