import type { OrderFlows } from '../domains/orders/order-flows'
import { accountInvoice } from './account-invoice.flow'
import { cardRefund, mayRefund } from './card-refund.flow'
import { orderPaid } from './order-paid.flow'
import { orderPlaced } from './order-placed.flow'
import { orderUndone } from './order-undone.flow'

/** The flows orders' moves start, as the app hands them to orders (`ctx.orderFlows`). */
export const orderFlows: OrderFlows = {
  placed: orderPlaced,
  paid: orderPaid,
  undone: orderUndone,
  refundCard: cardRefund,
  mayRefund,
  accountInvoice,
}
