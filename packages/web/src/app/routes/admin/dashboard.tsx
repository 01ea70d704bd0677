import { PageHeader } from '../../../components/admin/page-header'
import { useGetDashboardQuery } from '../../../features/admin-dashboard/admin-dashboard.api'
import { DashboardView } from '../../../features/admin-dashboard/components/dashboard-view'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { errorMessage } from '../../../store/api'

export default function AdminDashboardPage() {
  useDocumentTitle('Back office')
  const { data, error, isLoading } = useGetDashboardQuery()
  return (
    <>
      <PageHeader title="Dashboard" />
      {isLoading && <p className="text-muted">Loading…</p>}
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(error, 'The dashboard could not be loaded.')}
        </div>
      )}
      {data && <DashboardView data={data} />}
    </>
  )
}
