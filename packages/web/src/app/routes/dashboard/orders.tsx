import { WaitingForApproval } from '../../../features/business-account/components/waiting-for-approval'
import { OrdersScreen } from '../../../features/orders/components/orders-screen'
import { RecallLineFlag } from '../../../features/professional/components/recall-line-flag'
import { OrderReturns } from '../../../features/returns/components/order-returns'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { AddToListSlot } from '../../add-to-list-slot'
import { BuyAgainButton } from '../../buy-again-button'

/** My Orders (docs/requirements/orders-and-subscriptions.md §3), each order with its returns, buy again and save to a list. */
export default function OrdersPage() {
  useDocumentTitle('My Orders')
  return (
    <OrdersScreen
      notice={<WaitingForApproval />}
      extras={(order) => ({
        returns: <OrderReturns orderId={order.id} />,
        lineNote: (item) => (
          <RecallLineFlag
            productId={item.product_id}
            lotNumbers={(item.lots ?? []).map((l) => l.lot_number)}
          />
        ),
        actions: (
          <>
            <BuyAgainButton order={order} />
            <AddToListSlot
              items={order.items.map((i) => ({
                product_id: i.product_id,
                pack: i.pack?.code ?? null,
                qty: Math.min(20, i.quantity),
              }))}
              what={`order ${order.order_no}`}
            />
          </>
        ),
      })}
    />
  )
}
