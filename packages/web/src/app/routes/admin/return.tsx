import { Link, useParams } from 'react-router'
import { LoadError } from '../../../components/admin/load-error'
import { PageHeader } from '../../../components/admin/page-header'
import { adminPaths } from '../../../config/admin-paths'
import { useGetAdminReturnQuery } from '../../../features/admin-returns/admin-returns.api'
import { ReturnDetail } from '../../../features/admin-returns/components/return-detail'
import { useDocumentTitle } from '../../../lib/use-document-title'

export default function AdminReturnPage() {
  const id = Number(useParams().id)
  const { data, error, isLoading } = useGetAdminReturnQuery(id, { skip: !Number.isInteger(id) })
  useDocumentTitle(data ? `Return ${data.return.return_no} · Back office` : 'Return · Back office')
  return (
    <>
      <p className="mb-1 small">
        <Link to={adminPaths.returns}>← Returns</Link>
      </p>
      <PageHeader title={data ? `Return ${data.return.return_no}` : 'Return'} />
      {isLoading && <p className="text-muted">Loading…</p>}
      <LoadError error={error} fallback="This return could not be loaded." />
      {data && (
        <ReturnDetail
          key={`${data.return.id}-${data.return.status}`}
          r={data.return}
          lots={data.lots}
          card={data.card}
        />
      )}
    </>
  )
}
