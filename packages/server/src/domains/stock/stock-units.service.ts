import { API_ERROR_CODES } from '@shop/shared/api-error'
import type { DbHandle } from '../../db/connect'
import { conflict } from '../../errors'
import { returnOrderLots, takeLineFromLots } from './lot-allocation'
import * as units from './stock-units.repository'

// Stock owns every unit taken and given back: orders, pre-orders and back-in-stock deliveries ask here.

/** One order line's claim on stock. */
export interface StockClaim {
  orderItemId: number
  productId: number
  qty: number
}

/**
 * Takes the stock of an order's lines: per product (in id order, so two orders never wait on each
 * other's rows) the guarded update of the product row, then the units from its lots,
 * first-expiry-first-out, recorded per line (docs/requirements/back-office.md §5). A shortfall
 * throws 409 and the caller's transaction rolls everything back.
 */
export async function reserveStock(trx: DbHandle, claims: readonly StockClaim[]) {
  const wanted = new Map<number, number>()
  for (const l of claims) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.qty)
  for (const [productId, qty] of [...wanted].sort((a, b) => a[0] - b[0])) {
    if (!(await units.reserveStock(trx, productId, qty))) {
      const left = await units.findAvailableStock(trx, productId)
      throw conflict(
        `Only ${Math.max(0, left?.available ?? 0)} left of ${left?.product_name ?? 'a product'}.`,
        {
          code: API_ERROR_CODES.outOfStock,
        },
      )
    }
    for (const claim of claims.filter((c) => c.productId === productId)) {
      await takeLineFromLots(trx, claim.orderItemId, productId, claim.qty)
    }
  }
}

/**
 * Gives back the units an order took: onto each product's sellable count, and into the lots they
 * came from.
 */
export async function giveBackOrderStock(
  trx: DbHandle,
  orderId: number,
  quantities: readonly { product_id: number; qty: number | string }[],
) {
  for (const q of quantities) await units.releaseStock(trx, q.product_id, Number(q.qty))
  await returnOrderLots(trx, orderId)
}

/**
 * Holds units for an order waiting for approval: the products' sellable counts only (guarded, in
 * product id order), as no lot is taken before it is an order. A shortfall throws 409.
 */
export async function holdStock(trx: DbHandle, lines: readonly { productId: number; qty: number }[]) {
  const wanted = new Map<number, number>()
  for (const l of lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.qty)
  for (const [productId, qty] of [...wanted].sort((a, b) => a[0] - b[0])) {
    if (!(await units.reserveStock(trx, productId, qty))) {
      const left = await units.findAvailableStock(trx, productId)
      throw conflict(
        `Only ${Math.max(0, left?.available ?? 0)} left of ${left?.product_name ?? 'a product'}.`,
        { code: API_ERROR_CODES.outOfStock },
      )
    }
  }
}

/** Gives back units a waiting order held (its hold ended, or it was approved or rejected). */
export async function releaseHeldStock(trx: DbHandle, lines: readonly { productId: number; qty: number }[]) {
  for (const l of lines) await units.releaseStock(trx, l.productId, l.qty)
}
