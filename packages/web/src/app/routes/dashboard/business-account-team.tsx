import { TeamScreen } from '../../../features/business-account/components/team-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** /dashboard/business-account/team: the owner invites and manages the account's members. */
export default function BusinessAccountTeamPage() {
  useDocumentTitle('Team')
  return <TeamScreen />
}
