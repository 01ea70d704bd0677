import { PriceListsScreen } from '../../../features/admin-price-lists/components/price-lists-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** Price lists: contract prices for business accounts. */
export default function AdminPriceListsPage() {
  useDocumentTitle('Price lists · Back office')
  return <PriceListsScreen />
}
