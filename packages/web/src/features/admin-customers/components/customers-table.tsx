import { formatDate } from '@shop/shared/format'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table'
import { StatusBadge } from '../../../components/admin/status-badge'
import { adminPaths } from '../../../config/admin-paths'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import type { ListTableProps } from '../../../components/admin/list-table'
import type { AdminCustomerSummary } from '../admin-customers.api'

type CustomersTableProps = ListTableProps<AdminCustomerSummary>

export function CustomersTable({ rows, loading, error, sort }: CustomersTableProps) {
  const timeZone = useShopTimeZone()
  return (
    <DataTable
      caption="Customers"
      rows={rows}
      loading={loading}
      error={error}
      rowKey={(c) => c.id}
      sort={sort}
      empty="No customer matches."
      columns={[
        {
          key: 'last_name',
          header: 'Name',
          sort: 'last_name',
          cell: (c) => (
            <>
              <Link to={adminPaths.customer(c.id)} className="fw-semibold">
                {c.first_name} {c.last_name}
              </Link>
              <div className="small text-muted d-md-none">{c.email}</div>
            </>
          ),
        },
        { key: 'email', header: 'E-mail', sort: 'email', hideBelow: 'md', cell: (c) => c.email },
        { key: 'phone', header: 'Phone', hideBelow: 'lg', cell: (c) => c.phone },
        {
          key: 'created_at',
          header: 'Joined',
          sort: 'created_at',
          hideBelow: 'sm',
          cell: (c) => formatDate(c.created_at, timeZone),
        },
        {
          key: 'order_count',
          header: 'Orders',
          sort: 'order_count',
          numeric: true,
          cell: (c) => c.order_count,
        },
        {
          key: 'state',
          header: 'Account',
          cell: (c) => <StatusBadge status={c.blocked ? 'Blocked' : 'Active'} />,
        },
      ]}
    />
  )
}
