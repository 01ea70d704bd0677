import { TermsConditions } from '../../features/content/components/terms-conditions'
import { DEFAULT_SHOP_INFO } from '../../features/content/shop-contact'
import { useDocumentTitle } from '../../lib/use-document-title'

export default function TermsConditionsPage() {
  useDocumentTitle('Terms & Conditions')
  return <TermsConditions shop={DEFAULT_SHOP_INFO} />
}
