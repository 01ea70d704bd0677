import { formatDate, formatDollars } from '@shop/shared/format'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import { useGetOrdersQuery } from '../orders.api'
import { OrderStatusBadge, PickupReadyNote, RefundNote } from './order-status-badge'

/** The dashboard's latest order: number, date, total and its status as the shopper reads it. */
export function LatestOrderCard() {
  const timeZone = useShopTimeZone()
  const { data, isLoading, isError } = useGetOrdersQuery({ page: 1 })
  const order = data?.data[0]
  return (
    <section className="card h-100" aria-labelledby="latest-order-title">
      <div className="card-body">
        <h2 id="latest-order-title" className="h6 mb-2">
          Latest order
        </h2>
        {isLoading ? (
          <p role="status" className="mb-0">
            Loading...
          </p>
        ) : isError ? (
          <p className="mb-0 text-danger">Your orders could not be loaded.</p>
        ) : !order ? (
          <p className="mb-0">
            No orders yet. <Link to={paths.allProducts}>Start shopping</Link>
          </p>
        ) : (
          <>
            <p className="mb-1">
              <span className="fw-semibold">{order.order_no}</span> · {formatDate(order.created_at, timeZone)}{' '}
              · {formatDollars(order.grand_total)}
            </p>
            <p className="mb-2">
              Status: <OrderStatusBadge order={order} />
            </p>
            <Link className="btn btn-sm btn-outline-primary" to={paths.dashboardOrders}>
              Track your orders
            </Link>
            <PickupReadyNote order={order} />
            <RefundNote order={order} />
          </>
        )}
      </div>
    </section>
  )
}
