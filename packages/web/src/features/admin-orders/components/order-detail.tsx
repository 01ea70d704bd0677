import type { AdminOrderDetail } from '@shop/shared/schemas/admin/orders'
import type { ReactNode } from 'react'
import { OrderAddresses } from './order-addresses'
import { OrderFulfilment } from './order-fulfilment'
import { OrderLines } from './order-lines'
import { OrderPayment } from './order-payment'
import { OrderPreOrders } from './order-pre-orders'
import { OrderSummaryPanel } from './order-summary-panel'
import { OrderTracking } from './order-tracking'

/** An order as staff work on it: lines with their lots, money, addresses, payment, tracking, and the actions. */
export function OrderDetail({
  order,
  lineNote,
}: {
  order: AdminOrderDetail
  /** A note on one line (a recall of a lot it took), from another wing. */
  lineNote?: (line: AdminOrderDetail['lines'][number]) => ReactNode
}) {
  return (
    <div className="row g-3">
      <div className="col-lg-8 order-2 order-lg-1">
        <OrderLines order={order} lineNote={lineNote} />
        <OrderPreOrders order={order} />
        <OrderAddresses order={order} />
        <OrderTracking order={order} />
      </div>
      <div className="col-lg-4 order-1 order-lg-2">
        <OrderSummaryPanel order={order} />
        <OrderFulfilment order={order} />
        <OrderPayment order={order} />
      </div>
    </div>
  )
}
