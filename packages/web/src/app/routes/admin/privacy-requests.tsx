import { PageHeader } from '../../../components/admin/page-header'
import { PrivacyRequestsScreen } from '../../../features/admin-privacy/components/privacy-requests-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

export default function AdminPrivacyRequestsPage() {
  useDocumentTitle('Privacy requests · Back office')
  return (
    <>
      <PageHeader title="Privacy requests" />
      <PrivacyRequestsScreen />
    </>
  )
}
