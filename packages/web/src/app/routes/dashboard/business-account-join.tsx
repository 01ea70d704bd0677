import { JoinScreen } from '../../../features/business-account/components/join-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** /dashboard/business-account/join?token=…: accept an invitation to a business account's team. */
export default function BusinessAccountJoinPage() {
  useDocumentTitle('Join a business account')
  return <JoinScreen />
}
