import { LoadError } from '../../../components/admin/load-error'
import { PageHeader } from '../../../components/admin/page-header'
import { useGetDashboardQuery } from '../../../features/admin-dashboard/admin-dashboard.api'
import { DashboardView } from '../../../features/admin-dashboard/components/dashboard-view'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useAdminSelector } from '../../../store/admin-store'
import { selectStaff } from '../../../store/staff-session'

export default function AdminDashboardPage() {
  useDocumentTitle('Back office')
  const { data, error, isLoading } = useGetDashboardQuery()
  const isOwner = useAdminSelector(selectStaff)?.role === 'owner'
  return (
    <>
      <PageHeader title="Dashboard" />
      {isLoading && <p className="text-muted">Loading…</p>}
      <LoadError error={error} fallback={'The dashboard could not be loaded.'} />
      {data && <DashboardView data={data} isOwner={isOwner} />}
    </>
  )
}
