import { useParams } from 'react-router'
import { ProductPicker } from '../../../features/admin-catalogue/components/product-picker'
import { PriceListScreen } from '../../../features/admin-price-lists/components/price-list-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** One price list, its prices found with the catalogue's product search. */
export default function AdminPriceListPage() {
  useDocumentTitle('Price list · Back office')
  const id = Number(useParams().id)
  return <PriceListScreen id={id} renderProductPicker={(choice) => <ProductPicker {...choice} />} />
}
