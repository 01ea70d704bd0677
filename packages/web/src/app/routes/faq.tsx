import { FaqList } from '../../features/content/components/faq-list'
import { faqTopics } from '../../features/content/faq-entries'
import { DEFAULT_SHOP_INFO } from '../../features/content/shop-contact'
import { useGetShopInfoQuery } from '../../features/layout/layout.api'
import { useDocumentTitle } from '../../lib/use-document-title'

export default function FaqPage() {
  useDocumentTitle('Frequently asked questions')
  const { data: shop = DEFAULT_SHOP_INFO } = useGetShopInfoQuery()
  return <FaqList topics={faqTopics(shop.dispatch_cutoff)} />
}
