import { StoreLocation } from '../../features/content/components/store-location'
import { DEFAULT_SHOP_INFO } from '../../features/content/shop-contact'
import { useDocumentTitle } from '../../lib/use-document-title'

export default function StoreLocationPage() {
  useDocumentTitle('Store location and opening hours')
  return <StoreLocation shop={DEFAULT_SHOP_INFO} />
}
