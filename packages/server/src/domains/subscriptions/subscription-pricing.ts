import { readAddress } from '@shop/shared/postal-address'
import { parseStoredBreaks } from '@shop/shared/price-breaks'
import { priceLine } from '@shop/shared/cart-totals'
import { toDollars, type Cents } from '@shop/shared/money'
import { orderTotals, type OrderTotals } from '@shop/shared/order-totals'
import type { SubscriptionItem } from '@shop/shared/schemas/subscriptions'
import type { DbHandle } from '../../db/connect'
import type { SubscriptionsTable } from '../../db/schema'
import type { ServiceContext } from '../../lib/service-context'
import { HOME_COUNTRY, shippingRateFor, taxRateBpFor } from '../checkout/order-quote.service'
import { findProductsForPricing, findSubscriptionOptions } from '../checkout/checkout.repository'
import type { NewOrderLine } from '../orders/order-lifecycle.service'
import * as repo from './subscriptions.repository'

type SubscriptionFacts = Pick<
  SubscriptionsTable,
  'items' | 'month' | 'order_id' | 'user_id' | 'next_date' | 'reminded_for' | 'reminded_prices'
>

/** One priced line of a delivery, with the product facts a subscription's items list keeps. */
export interface DeliveryLine extends NewOrderLine {
  slug: string
  thumbnail: string
  thumbnailCompress: string
  /** Units the shop has now; fewer than qty makes the delivery a pre-order. */
  available: number
}

/** What a delivery of a subscription costs if charged now, and how it ships. */
export interface DeliveryQuote {
  lines: DeliveryLine[]
  totals: OrderTotals
  pickup: boolean
  shippingAddress: string | null
  billingAddress: string | null
  pickupAddress: string | null
}

export function parseItems(items: string): SubscriptionItem[] {
  return JSON.parse(items) as SubscriptionItem[]
}

/** The items list a subscription keeps, from priced lines (money in dollars). */
export function itemsText(lines: readonly DeliveryLine[]): string {
  const items: SubscriptionItem[] = lines.map((l) => ({
    product_id: l.productId,
    name: l.name,
    price: toDollars(l.unitCents),
    qty: l.qty,
    slug: l.slug,
    thumbnail: l.thumbnail,
    thumbnail_compress: l.thumbnailCompress,
  }))
  return JSON.stringify(items)
}

/** The unit prices a reminder quoted for the delivery it announced, by product id. */
function remindedPrices(sub: SubscriptionFacts, dueDate: string): Map<number, Cents> {
  if (sub.reminded_for !== dueDate || !sub.reminded_prices) return new Map()
  const quoted = JSON.parse(sub.reminded_prices) as Record<string, number>
  return new Map(Object.entries(quoted).map(([id, cents]) => [Number(id), cents]))
}

/**
 * Prices a subscription's next delivery as checkout would today: each product at its one-time price
 * less the interval's percent (the shared priceLine), never above what the reminder for this delivery
 * quoted; no coupon; shipping and tax by the first order's address (or pickup). Products no longer
 * sold are left out.
 */
export async function quoteDelivery(
  ctx: ServiceContext,
  k: DbHandle,
  sub: SubscriptionFacts,
  override: { month?: number; qty?: Map<number, number> } = {},
): Promise<DeliveryQuote> {
  const items = parseItems(sub.items)
  const ids = items.map((i) => i.product_id)
  const month = override.month ?? sub.month
  const [products, options, first, user] = await Promise.all([
    findProductsForPricing(k, ids),
    findSubscriptionOptions(k, ids),
    repo.findFirstOrder(k, sub.order_id),
    repo.findUserEmail(k, sub.user_id),
  ])
  const byId = new Map(products.map((p) => [p.id, p]))
  const quoted = remindedPrices(sub, sub.next_date)
  const lines: DeliveryLine[] = []
  for (const item of items) {
    const product = byId.get(item.product_id)
    if (!product) continue
    // A product that stopped offering the interval renews at its one-time price.
    const discount = options.find((o) => o.product_id === product.id && o.months === month)?.discount ?? 0
    const qty = override.qty?.get(product.id) ?? item.qty
    // The delivery's quantity picks its price break, as the first order's did.
    const { priceCents } = priceLine({
      sellingCents: product.selling_price_cents,
      discountedCents: product.discounted_price_cents,
      subscriptionPercent: discount,
      priceBreaks: parseStoredBreaks(product.price_breaks),
      qty,
    })
    const unitCents = Math.min(priceCents, quoted.get(product.id) ?? priceCents)
    lines.push({
      productId: product.id,
      name: product.product_name,
      sku: product.sku,
      qty,
      unitCents,
      lineTotalCents: unitCents * qty,
      subscription: { months: month, discount },
      slug: product.slug,
      thumbnail: product.thumbnail,
      thumbnailCompress: product.thumbnail_compress,
      available: product.quantity - product.quantity_used,
    })
  }
  const pickup = Boolean(first?.pickup_order)
  const subTotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0)
  const country = pickup
    ? HOME_COUNTRY
    : (shippingCountry(first?.shipping_address) ?? user?.country ?? HOME_COUNTRY)
  const [shippingRate, taxRateBp] = await Promise.all([
    pickup ? null : shippingRateFor(k, country),
    taxRateBpFor(k, ctx.config, country),
  ])
  return {
    lines,
    totals: orderTotals({ subTotalCents, coupon: null, shippingRate, pickup, taxRateBp }),
    pickup,
    shippingAddress: pickup ? null : (first?.shipping_address ?? null),
    billingAddress: first?.billing_address ?? null,
    pickupAddress: pickup ? (first?.pickup_address ?? null) : null,
  }
}

function shippingCountry(address: string | null | undefined): string | null {
  const parsed = readAddress(address)
  return typeof parsed === 'object' && typeof parsed?.country === 'string' && parsed.country
    ? parsed.country
    : null
}
