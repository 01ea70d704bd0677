import { decimalText } from '@shop/shared/money'
import type { AdminOrdersQuerySchema } from '@shop/shared/schemas/admin/orders'
import type { Readable } from 'node:stream'
import type { z } from 'zod'
import { csvStream, keysetRows } from '../../lib/csv'
import type { ServiceContext } from '../../lib/service-context'
import { adminOrderFilter } from './orders.admin.service'
import { findOrdersAfter } from './orders.admin.repository'

export const ORDER_CSV_COLUMNS = [
  'order_no',
  'placed_at_utc',
  'paid_at_utc',
  'customer_name',
  'email',
  'order_status',
  'payment_status',
  'payment_method',
  'card',
  'kind',
  'delivery',
  'items',
  'subtotal',
  'coupon_code',
  'coupon_discount',
  'shipping',
  'tax',
  'total',
] as const

/**
 * Every order the list's filters keep (all pages; its paging and sorting are ignored), oldest
 * first, streamed a page at a time like every export (decision 0083): its memory does not grow
 * with the number of orders. Card numbers are never kept, so the card is its brand and last four.
 */
export function exportOrdersCsv(ctx: ServiceContext, q: z.output<typeof AdminOrdersQuerySchema>): Readable {
  const filter = adminOrderFilter(q, ctx.config.shop.timeZone)
  const k = ctx.db.kysely
  async function* rows() {
    for await (const o of keysetRows((after, size) => findOrdersAfter(k, filter, after, size), 500)) {
      yield [
        o.order_no,
        o.created_at,
        o.paid_at,
        `${o.first_name} ${o.last_name}`.trim(),
        o.email,
        o.order_status,
        o.payment_status,
        o.payment_method,
        o.card_last4 ? `${o.card_brand ?? 'Card'} ending ${o.card_last4}` : '',
        o.back_order ? 'pre-order' : 'order',
        o.pickup_order ? 'pickup' : 'shipping',
        Number(o.item_count ?? 0),
        decimalText(o.sub_total_cents),
        o.coupon_code ?? '',
        decimalText(o.coupon_discount_cents),
        decimalText(o.shipping_charge_cents),
        decimalText(o.tax_cents),
        decimalText(o.grand_total_cents),
      ]
    }
  }
  return csvStream(ORDER_CSV_COLUMNS, rows())
}
