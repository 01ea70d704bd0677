import { PrivacyPolicy } from '../../features/content/components/privacy-policy'
import { DEFAULT_SHOP_INFO } from '../../features/content/shop-contact'
import { useDocumentTitle } from '../../lib/use-document-title'

export default function PrivacyPolicyPage() {
  useDocumentTitle('Privacy Policy')
  return <PrivacyPolicy shop={DEFAULT_SHOP_INFO} />
}
