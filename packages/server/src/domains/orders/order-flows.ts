import type { StaffActor } from '../../audit/audit'
import type { DbHandle } from '../../db/connect'
import type { OrderRow } from '../../db/schema'
import type { ServiceContext } from '../../lib/service-context'

/**
 * What follows an order's moves in other domains, as orders sees it: the flows floor above the
 * domains (packages/server/src/flows/) does each, and the app hands them to orders in the service
 * context (`ctx.orderFlows`), so orders imports no other domain (docs/architecture.md, "Floors").
 */
export interface OrderFlows {
  /** An order placed: the units of its lines taken (a pre-order takes none until its delivery). */
  placed(trx: DbHandle, lines: readonly OrderLineUnits[]): Promise<void>
  /** An order paid, inside the move's transaction: a shopper's own order starts its subscriptions. */
  paid(trx: DbHandle, order: OrderRow, charge: ChargeReference, now: string): Promise<void>
  /** An order undone (failed or cancelled), inside the move's transaction: what it took is given back. */
  undone(trx: DbHandle, order: OrderRow, now: string): Promise<void>
  /** The one card refund: under its key, the gateway's refusal or error caught and recorded. */
  refundCard(ctx: ServiceContext, refund: OrderCardRefund): Promise<OrderRefundAnswer>
  /** The refund rule of every refund: above the owner's limit only an owner (403 otherwise). */
  mayRefund(k: DbHandle, staff: { role: string }, cents: number): Promise<void>
  /**
   * What an order's invoice and confirmation say of a purchase on account: who it is billed to and
   * its terms; undefined parts for an order paid by card.
   */
  accountInvoice(k: DbHandle, orderId: number): Promise<AccountInvoice>
  /** The lots each line of an order took, as stock (which alone writes them) recorded them. */
  lotsTaken(k: DbHandle, orderId: number): Promise<OrderLineLotTaken[]>
  /** One use of a coupon counted by checkout, which owns it; false when its uses are spent. */
  couponUsed(trx: DbHandle, couponId: number): Promise<boolean>
  /** One use of a coupon given back (its order failed or was cancelled). */
  couponGivenBack(trx: DbHandle, couponId: number): Promise<void>
}

/** Units of one order line taken from one lot. */
export interface OrderLineLotTaken {
  order_item_id: number
  lot_id: number
  lot_number: string
  expiry_date: string | null
  quantity: number
}

export interface AccountInvoice {
  /** The approved practice, its billing address and accounts e-mail. */
  billTo?: string[]
  /** Terms, due date, PO number, credit notes and what is still owed. */
  payment?: string[]
}

/** One line's units: packs count as their base units (docs/decisions/0114-pack-sizes.md). */
export interface OrderLineUnits {
  orderItemId: number
  productId: number
  qty: number
}

export interface OrderCardRefund {
  orderId: number
  transactionId: string
  cents: number
  /** What the refund is for, unique per refund: `cancel:BMU-…`, `late-charge:BMU-…`. */
  key: string
  actor: StaffActor | null
}

export type OrderRefundAnswer =
  { status: 'refunded'; transactionId: string } | { status: 'failed'; message: string }

/** The charge a paid or failed payment records. */
export interface ChargeReference {
  transactionId: string | null
  cardBrand: string | null
  cardLast4: string | null
  /** The gateway's token for the card, when the charge saved it for Subscribe & Save renewals. */
  reusableToken?: string | null
  /** The saved card's expiry (MM/YY), with its token. */
  cardExpiry?: string | null
}
