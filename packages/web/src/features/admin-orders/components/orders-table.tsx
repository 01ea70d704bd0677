import type { AdminOrderSummary } from '@shop/shared/schemas/admin/orders'
import { formatDate, formatMoney } from '@shop/shared/format'
import { paymentLabel, staffOrderState } from '@shop/shared/order-status'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table'
import { StatusBadge } from '../../../components/admin/status-badge'
import { adminPaths } from '../../../config/admin-paths'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import type { ListTableProps } from '../../../components/admin/list-table'

type OrdersTableProps = ListTableProps<AdminOrderSummary>

/**
 * The orders list: on a phone the order cell carries the date and customer, the other columns fold
 * away but for the state (with the payment under it) and the total. A declined checkout attempt reads 'Declined'.
 */
export function OrdersTable({ rows, loading, error, sort }: OrdersTableProps) {
  const timeZone = useShopTimeZone()
  return (
    <DataTable
      caption="Orders"
      rows={rows}
      loading={loading}
      error={error}
      rowKey={(o) => o.id}
      sort={sort}
      empty="No order matches these filters."
      columns={[
        {
          key: 'order_no',
          header: 'Order',
          sort: 'order_no',
          cell: (o) => (
            <>
              <Link to={adminPaths.order(o.id)} className="fw-semibold text-nowrap">
                {o.order_no}
              </Link>
              {o.back_order && <span className="badge text-bg-light border ms-1">Pre-order</span>}
              <div className="small text-muted d-md-none">
                {formatDate(o.created_at, timeZone)} · {o.customer_name}
              </div>
            </>
          ),
        },
        {
          key: 'created_at',
          header: 'Date',
          sort: 'created_at',
          hideBelow: 'md',
          cell: (o) => <span className="text-nowrap">{formatDate(o.created_at, timeZone)}</span>,
        },
        {
          key: 'email',
          header: 'Customer',
          sort: 'email',
          hideBelow: 'md',
          cell: (o) => (
            <>
              <Link to={adminPaths.customer(o.customer_id)}>{o.customer_name}</Link>
              <div className="small text-muted">{o.email}</div>
            </>
          ),
        },
        {
          key: 'order_status',
          header: 'Status',
          sort: 'order_status',
          cell: (o) => (
            <>
              <StatusBadge status={staffOrderState(o)} />
              {/* On a phone the payment column folds away: its word stays under the state. */}
              <div className="d-sm-none mt-1">
                <StatusBadge status={paymentLabel(o.payment_status)} />
              </div>
            </>
          ),
        },
        {
          key: 'payment',
          header: 'Payment',
          hideBelow: 'sm',
          cell: (o) => <StatusBadge status={paymentLabel(o.payment_status)} />,
        },
        {
          key: 'delivery',
          header: 'Delivery',
          hideBelow: 'lg',
          cell: (o) => (o.pickup ? 'Pickup' : 'Shipping'),
        },
        { key: 'items', header: 'Items', numeric: true, hideBelow: 'lg', cell: (o) => o.item_count },
        {
          key: 'grand_total_cents',
          header: 'Total',
          sort: 'grand_total_cents',
          numeric: true,
          cell: (o) => formatMoney(o.grand_total_cents),
        },
      ]}
    />
  )
}
