import { StoreLocation } from '../../features/content/components/store-location'
import { DEFAULT_SHOP_INFO } from '../../features/content/shop-contact'
import { useGetShopInfoQuery } from '../../features/layout/layout.api'
import { useDocumentTitle } from '../../lib/use-document-title'

export default function StoreLocationPage() {
  useDocumentTitle('Store location and opening hours')
  // The footer asks for the same shop info, so this is usually answered from the cache.
  const { data: shop = DEFAULT_SHOP_INFO } = useGetShopInfoQuery()
  return <StoreLocation shop={shop} />
}
