import { ProfessionalScreen } from '../../../features/professional/components/professional-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** /dashboard/professional: the customer's professional standing, and the application with its licence document. */
export default function ProfessionalPage() {
  useDocumentTitle('Professional account')
  return <ProfessionalScreen />
}
