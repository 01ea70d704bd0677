import { ListsScreen } from '../../../features/lists/components/lists-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { ListToCart } from '../../list-to-cart'

/** My Lists: named reorder lists, each added to the carts in one step or turned into a subscription. */
export default function ListsPage() {
  useDocumentTitle('My Lists')
  return <ListsScreen actions={(list) => <ListToCart list={list} />} />
}
