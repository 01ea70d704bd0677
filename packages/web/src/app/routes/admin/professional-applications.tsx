import { ApplicationsScreen } from '../../../features/admin-professional/components/applications-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** The queue of licence applications, oldest waiting first (owners only). */
export default function AdminProfessionalApplicationsPage() {
  useDocumentTitle('Professional applications · Back office')
  return <ApplicationsScreen />
}
