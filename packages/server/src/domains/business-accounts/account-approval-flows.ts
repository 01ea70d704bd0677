import type { DbHandle } from '../../db/connect'
import type { OrderTotals } from '@shop/shared/order-totals'

/** A line of an order waiting for approval, as checkout priced it: its unit price is held. */
export interface HeldLine {
  productId: number
  name: string
  sku: string
  qty: number
  unitCents: number
  lineTotalCents: number
  pack: { code: string; label: string; unitsPerPack: number } | null
}

/** The approved order orders makes, at the held prices, for the person who placed it. */
export interface ApprovedOrder {
  user: { id: number; email: string }
  lines: readonly HeldLine[]
  totals: OrderTotals
  coupon: { id: number; code: string } | null
  backOrder: boolean
  pickup: boolean
  shippingAddress: string | null
  billingAddress: string | null
  pickupAddress: string | null
  shipsWithOrderId: number | null
}

/**
 * What approvals need of other domains, handed in by the app from the flows floor
 * (`ctx.approvalFlows`): stock held and given back for a waiting order, and the approved order
 * placed by orders, paid on account once `invoice` has written its invoice.
 */
export interface ApprovalFlows {
  holdStock(trx: DbHandle, lines: readonly { productId: number; qty: number }[]): Promise<void>
  releaseStock(trx: DbHandle, lines: readonly { productId: number; qty: number }[]): Promise<void>
  placeOnAccount(
    trx: DbHandle,
    order: ApprovedOrder,
    invoice: (made: { id: number; orderNo: string }) => Promise<void>,
    now: string,
  ): Promise<{ id: number; orderNo: string }>
}
