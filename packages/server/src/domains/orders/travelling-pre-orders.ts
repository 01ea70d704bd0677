/**
 * A pre-order placed to the address of a paid, not yet shipped order travels with it, at no second
 * shipping charge (docs/requirements/carts-and-checkout.md §8.2). Staff keep that promise here: the
 * paid order leaves the shop with the pre-orders whose stock is in, and does not leave without a
 * pre-order still waiting for stock unless staff say it ships later on its own (at the shop's cost:
 * the shopper paid no shipping for it and pays none).
 */

export interface TravellingPreOrder {
  id: number
  order_no: string
  order_status: string
  /** Set once a delivery let the pre-order take its stock: it can be packed. */
  stock_taken_at: string | null
}

export function isWaitingForStock(p: Pick<TravellingPreOrder, 'stock_taken_at'>): boolean {
  return p.stock_taken_at === null
}

function numbers(preOrders: readonly Pick<TravellingPreOrder, 'order_no'>[]): string {
  return preOrders.map((p) => p.order_no).join(', ')
}

/** Why the paid order may not leave yet: the pre-orders travelling with it still wait for stock. */
export function waitingPreOrdersRefusal(orderNo: string, waiting: readonly TravellingPreOrder[]): string {
  const them = waiting.length === 1 ? `pre-order ${numbers(waiting)}` : `pre-orders ${numbers(waiting)}`
  return (
    `Order ${orderNo} cannot leave yet: ${them} travels with it (the customer was promised no second ` +
    `shipping charge) and is still waiting for stock. Ship them together once the stock arrives, or ` +
    `choose to send the pre-order later on its own at the shop's cost.`
  )
}

/** What the customer reads when the paid order leaves (or is cancelled) without its pre-orders. */
export function shipsLaterNote(preOrders: readonly TravellingPreOrder[]): string {
  const them =
    preOrders.length === 1 ? `Your pre-order ${numbers(preOrders)}` : `Your pre-orders ${numbers(preOrders)}`
  return `${them} will follow on its own once its stock arrives, still at no shipping charge.`
}

/** The note of a pre-order that leaves with its paid order. */
export function travelsWithNote(orderNo: string): string {
  return `Travels with your order ${orderNo}, at no second shipping charge.`
}
