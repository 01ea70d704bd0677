import { PageHeader } from '../../../components/admin/page-header'
import { StaffAccountsScreen } from '../../../features/admin-settings/components/staff-accounts'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useAdminSelector } from '../../../store/admin-store'
import { selectStaff } from '../../../store/staff-session'

export default function AdminStaffPage() {
  useDocumentTitle('Staff accounts · Back office')
  const me = useAdminSelector(selectStaff)
  return (
    <>
      <PageHeader title="Staff accounts" />
      <StaffAccountsScreen selfId={me?.id} />
    </>
  )
}
