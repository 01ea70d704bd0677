import { TermsConditions } from '../../features/content/components/terms-conditions'
import { DEFAULT_SHOP_INFO } from '../../features/content/shop-contact'
import { useGetShopInfoQuery } from '../../features/layout/layout.api'
import { useDocumentTitle } from '../../lib/use-document-title'

export default function TermsConditionsPage() {
  useDocumentTitle('Terms & Conditions')
  // The footer asks for the same shop info, so this is usually answered from the cache.
  const { data: shop = DEFAULT_SHOP_INFO } = useGetShopInfoQuery()
  return <TermsConditions shop={shop} />
}
