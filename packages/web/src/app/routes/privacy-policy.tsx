import { PrivacyPolicy } from '../../features/content/components/privacy-policy'
import { DEFAULT_SHOP_INFO } from '../../features/content/shop-contact'
import { useGetShopInfoQuery } from '../../features/layout/layout.api'
import { useDocumentTitle } from '../../lib/use-document-title'

export default function PrivacyPolicyPage() {
  useDocumentTitle('Privacy Policy')
  // The footer asks for the same shop info, so this is usually answered from the cache.
  const { data: shop = DEFAULT_SHOP_INFO } = useGetShopInfoQuery()
  return <PrivacyPolicy shop={shop} />
}
