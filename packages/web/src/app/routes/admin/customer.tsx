import { Link, useParams } from 'react-router'
import { LoadError } from '../../../components/admin/load-error'
import { PageHeader } from '../../../components/admin/page-header'
import { adminPaths } from '../../../config/admin-paths'
import { useGetAdminCustomerQuery } from '../../../features/admin-customers/admin-customers.api'
import { CustomerDetail } from '../../../features/admin-customers/components/customer-detail'
import { useDocumentTitle } from '../../../lib/use-document-title'

export default function AdminCustomerPage() {
  const id = Number(useParams().id)
  const { data: customer, error, isLoading } = useGetAdminCustomerQuery(id, { skip: !Number.isInteger(id) })
  const name = customer ? `${customer.first_name} ${customer.last_name}` : 'Customer'
  useDocumentTitle(`${name} · Back office`)
  return (
    <>
      <p className="mb-1 small">
        <Link to={adminPaths.customers}>← Customers</Link>
      </p>
      <PageHeader title={name} />
      {isLoading && <p className="text-muted">Loading…</p>}
      <LoadError error={error} fallback={'This customer could not be loaded.'} />
      {customer && <CustomerDetail customer={customer} />}
    </>
  )
}
