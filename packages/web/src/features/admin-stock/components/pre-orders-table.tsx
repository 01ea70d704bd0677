import { formatDate } from '@shop/shared/format'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table'
import { adminPaths } from '../../../config/admin-paths'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import type { ListTableProps } from '../../../components/admin/list-table'
import type { BackInStockRequest, PreOrder } from '../admin-stock.api'

/** Pre-orders waiting for stock, oldest first: which can ship now, and whether the customer was told. */
export function PreOrdersTable({ rows, loading, error, sort }: ListTableProps<PreOrder>) {
  const timeZone = useShopTimeZone()
  return (
    <DataTable
      caption="Pre-orders waiting"
      rows={rows}
      loading={loading}
      error={error}
      rowKey={(o) => o.order_id}
      sort={sort}
      empty="No pre-order is waiting."
      columns={[
        {
          key: 'created_at',
          header: 'Pre-order',
          sort: 'created_at',
          cell: (o) => (
            <>
              <Link to={adminPaths.order(o.order_id)} className="fw-semibold">
                {o.order_no}
              </Link>
              <div className="small text-muted">
                {formatDate(o.created_at, timeZone)} · {o.customer_name}
              </div>
            </>
          ),
        },
        {
          key: 'lines',
          header: 'Items (stock now)',
          cell: (o) => (
            <ul className="list-unstyled mb-0 small">
              {o.lines.map((l) => (
                <li key={l.product_id}>
                  {l.product_name} ×{l.quantity} ({l.stock})
                </li>
              ))}
            </ul>
          ),
        },
        { key: 'can_ship', header: 'Can ship', cell: (o) => (o.can_ship ? 'Yes' : 'Not yet') },
        {
          key: 'ships_with',
          header: 'Travels with',
          cell: (o) =>
            o.ships_with ? (
              <Link to={adminPaths.order(o.ships_with.id)} className="text-nowrap">
                {o.ships_with.order_no}
              </Link>
            ) : (
              <span className="text-muted">On its own</span>
            ),
        },
        {
          key: 'notified',
          header: 'Customer told',
          hideBelow: 'sm',
          cell: (o) => (o.notified_at ? formatDate(o.notified_at, timeZone) : '—'),
        },
      ]}
    />
  )
}

/** Shoppers who asked to be e-mailed when a sold-out product is back. */
export function BackInStockTable({ rows, loading, error, sort }: ListTableProps<BackInStockRequest>) {
  const timeZone = useShopTimeZone()
  return (
    <DataTable
      caption="Back-in-stock requests"
      rows={rows}
      loading={loading}
      error={error}
      rowKey={(r) => r.id}
      sort={sort}
      empty="No request."
      columns={[
        {
          key: 'created_at',
          header: 'Asked',
          sort: 'created_at',
          cell: (r) => formatDate(r.created_at, timeZone),
        },
        {
          key: 'product',
          header: 'Product',
          cell: (r) => <Link to={adminPaths.product(r.product_id)}>{r.product_name}</Link>,
        },
        { key: 'email', header: 'E-mail', cell: (r) => r.email },
        {
          key: 'notified',
          header: 'E-mailed',
          cell: (r) => (r.notified_at ? formatDate(r.notified_at, timeZone) : 'Waiting'),
        },
      ]}
    />
  )
}
