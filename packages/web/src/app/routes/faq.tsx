import { FaqList } from '../../features/content/components/faq-list'
import { FAQ_TOPICS } from '../../features/content/faq-entries'
import { useDocumentTitle } from '../../lib/use-document-title'

export default function FaqPage() {
  useDocumentTitle('Frequently asked questions')
  return <FaqList topics={FAQ_TOPICS} />
}
