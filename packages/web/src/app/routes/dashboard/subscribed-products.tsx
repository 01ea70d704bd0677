import { paths } from '../../../config/paths'
import { SubscribeAndSave } from '../../../features/subscriptions/components/subscribe-and-save'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** /dashboard/subscribed-products: Subscribe & Save deliveries and subscriptions. */
export default function SubscribedProductsPage() {
  useDocumentTitle('Subscribe & Save')
  return <SubscribeAndSave shopPath={paths.shop} />
}
