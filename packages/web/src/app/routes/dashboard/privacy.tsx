import { PrivacyScreen } from '../../../features/privacy/components/privacy-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** /dashboard/privacy: the customer's consents, a download of their data, and erasure. */
export default function PrivacyPage() {
  useDocumentTitle('Privacy')
  return <PrivacyScreen />
}
