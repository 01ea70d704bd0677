import { Link, useParams } from 'react-router'
import { LoadError } from '../../../components/admin/load-error'
import { PageHeader } from '../../../components/admin/page-header'
import { adminPaths } from '../../../config/admin-paths'
import { useGetAdminOrderQuery } from '../../../features/admin-orders/admin-orders.api'
import { OrderDetail } from '../../../features/admin-orders/components/order-detail'
import { RecallLotFlag } from '../../../features/admin-recalls/components/recall-lot-flag'
import { useDocumentTitle } from '../../../lib/use-document-title'

export default function AdminOrderPage() {
  const id = Number(useParams().id)
  const { data: order, error, isLoading } = useGetAdminOrderQuery(id, { skip: !Number.isInteger(id) })
  useDocumentTitle(order ? `Order ${order.order_no} · Back office` : 'Order · Back office')
  return (
    <>
      <p className="mb-1 small">
        <Link to={adminPaths.orders}>← Orders</Link>
      </p>
      <PageHeader title={order ? `Order ${order.order_no}` : 'Order'} />
      {isLoading && <p className="text-muted">Loading…</p>}
      <LoadError error={error} fallback={'This order could not be loaded.'} />
      {order && (
        <OrderDetail
          order={order}
          lineNote={(l) => (
            <RecallLotFlag productId={l.product_id} lotNumbers={l.lots.map((lot) => lot.lot_number)} />
          )}
        />
      )}
    </>
  )
}
