import { formatDollars } from '@shop/shared/format'
import { SubscriptionItemSchema, type SubscriptionItem } from '@shop/shared/schemas/subscriptions'

const isItem = (value: unknown): value is SubscriptionItem => SubscriptionItemSchema.safeParse(value).success

/**
 * The products of a subscription from its items JSON text (or an already parsed list). Entries
 * that are not products are left out, so one bad row never breaks the whole page.
 */
export function subscriptionItems(items: string | readonly unknown[] | null | undefined): SubscriptionItem[] {
  let list: unknown = items
  if (typeof items === 'string') {
    try {
      list = JSON.parse(items)
    } catch {
      return []
    }
  }
  return Array.isArray(list) ? list.filter(isItem) : []
}

/** 'Vitamin D3 × 2, Gauze pads' – the products of a subscription in one line. */
export function itemsSummary(items: readonly SubscriptionItem[]): string {
  return items.map((item) => (item.qty > 1 ? `${item.name} × ${item.qty}` : item.name)).join(', ')
}

/** 'Every month' or 'Every 3 months'. */
export function intervalLabel(months: number): string {
  return months === 1 ? 'Every month' : `Every ${months} months`
}

/** Today as YYYY-MM-DD in the shopper's own calendar, the earliest day a date input may offer. */
export function localIsoDate(date: Date): string {
  const y = date.getFullYear()
  const m = String(date.getMonth() + 1).padStart(2, '0')
  const d = String(date.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}

/**
 * 'US $35.77 (items US $25.77 + shipping US $10.00)': a delivery's total and what it is made of, so
 * the subscription card, the deliveries tab and the dashboard say the same figure the same way.
 */
export function deliveryTotalText(d: {
  sub_total: number
  shipping_charge: number
  tax_amount: number
  total: number
}): string {
  const parts = [
    `items ${formatDollars(d.sub_total)}`,
    d.shipping_charge > 0 ? `shipping ${formatDollars(d.shipping_charge)}` : 'free shipping',
    ...(d.tax_amount > 0 ? [`tax ${formatDollars(d.tax_amount)}`] : []),
  ]
  return `${formatDollars(d.total)} (${parts.join(' + ')})`
}
