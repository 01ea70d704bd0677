import type { SubscriptionOption } from '@shop/shared/schemas/catalogue'
import type { CartProductFacts } from '@shop/shared/schemas/cart'
import type { Db, DbHandle } from '../../db/connect'
import { findProductSummaries } from '../catalogue/catalogue.repository'
import { toProductSummary } from '../catalogue/catalogue.service'
import { findSubscriptionOptionsFor } from './cart.repository'

/**
 * The current price, stock and Subscribe & Save intervals of the products in a cart, in the order
 * asked. Ids the shop does not know are left out: the browser takes absence as 'no longer sold'.
 */
export async function lookupCartProducts(db: Db, ids: readonly number[]): Promise<CartProductFacts[]> {
  return cartProductFacts(db.kysely, ids)
}

/** `lookupCartProducts` read through a given handle (inside a transaction that holds a cart). */
export async function cartProductFacts(db: DbHandle, ids: readonly number[]): Promise<CartProductFacts[]> {
  const [rows, options] = await Promise.all([
    findProductSummaries(db, ids),
    findSubscriptionOptionsFor(db, ids),
  ])
  const byProduct = new Map<number, SubscriptionOption[]>()
  for (const o of options) {
    const list = byProduct.get(o.product_id) ?? []
    list.push({ months: o.months, discount: o.discount })
    byProduct.set(o.product_id, list)
  }
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [{ ...toProductSummary(row), subscriptions: byProduct.get(id) ?? [] }] : []
  })
}
