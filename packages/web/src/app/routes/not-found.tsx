import { NotFound } from '../../features/content/components/not-found'
import { useDocumentTitle } from '../../lib/use-document-title'

export default function NotFoundPage() {
  useDocumentTitle('Page not found')
  return <NotFound />
}
