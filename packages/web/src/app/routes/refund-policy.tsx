import { ReturnPolicy } from '../../features/content/components/return-policy'
import { DEFAULT_SHOP_INFO } from '../../features/content/shop-contact'
import { useDocumentTitle } from '../../lib/use-document-title'

export default function RefundPolicyPage() {
  useDocumentTitle('Return Policy')
  return <ReturnPolicy shop={DEFAULT_SHOP_INFO} />
}
