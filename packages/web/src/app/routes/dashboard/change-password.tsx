import { ChangePasswordForm } from '../../../features/account/components/change-password-form'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** /dashboard/change-password (docs/requirements/accounts.md §8). */
export default function ChangePasswordPage() {
  useDocumentTitle('Change Password')
  return (
    <>
      <h1 className="h3 mb-3">Change Password</h1>
      <ChangePasswordForm />
    </>
  )
}
