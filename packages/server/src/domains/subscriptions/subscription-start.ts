import { toDollars } from '@shop/shared/money'
import type { DbHandle } from '../../db/connect'
import type { OrderRow } from '../../db/schema'
import { addMonths } from '../../lib/clock'
import * as repo from './subscriptions.repository'

/** The card the paid order was charged to, which its subscriptions' renewals are charged to. */
export interface SavedCard {
  cardBrand: string | null
  cardLast4: string | null
  reusableToken?: string | null
  /** The customer's saved card (payment_methods) the token is. */
  paymentMethodId?: number | null
}

// A subscription starts when the shopper's order that chose it is paid, inside that transaction.

export function subscriptionNumber(subscriptionId: number, createdAt: string): string {
  return `SUB-${createdAt.slice(0, 4)}-${String(subscriptionId).padStart(6, '0')}`
}

/**
 * One Subscribe & Save subscription per interval the paid order's subscribed lines chose, each
 * keeping the saved card (token, brand, last four) its renewals are charged to.
 */
export async function startSubscriptions(
  trx: DbHandle,
  order: Pick<OrderRow, 'id' | 'user_id'>,
  now: string,
  card: SavedCard,
  /** The shop's day of the payment (lib/clock.ts#shopDay): the first renewal is counted from it. */
  today: string,
) {
  const lines = (await repo.findOrderLinesForSubscriptions(trx, order.id)).filter(
    (l) => l.subscription_months,
  )
  const byMonths = new Map<number, typeof lines>()
  for (const l of lines)
    byMonths.set(l.subscription_months!, [...(byMonths.get(l.subscription_months!) ?? []), l])
  for (const [months, group] of byMonths) {
    const items = group.map((l) => ({
      product_id: l.product_id,
      name: l.product_name,
      price: toDollars(l.unit_price_cents),
      qty: l.quantity,
      slug: l.slug,
      thumbnail: l.thumbnail,
      thumbnail_compress: l.thumbnail_compress,
    }))
    const id = await repo.insertSubscription(trx, {
      user_id: order.user_id,
      order_id: order.id,
      items: JSON.stringify(items),
      month: months,
      next_date: addMonths(today, months),
      grand_total_cents: group.reduce((sum, l) => sum + l.line_total_cents, 0),
      created_at: now,
      payment_token: card.reusableToken ?? null,
      card_brand: card.cardBrand,
      card_last4: card.cardLast4,
      payment_method_id: card.reusableToken ? (card.paymentMethodId ?? null) : null,
    })
    await repo.setSubscriptionNumber(trx, id, subscriptionNumber(id, now))
  }
}
