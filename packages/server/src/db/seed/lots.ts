import { addDaysToDate } from '../../lib/clock'
import type { DbHandle } from '../connect'
import type { ProductPlan } from './product-plan'

/** A second, later lot of a product expires this many days after its first. */
const SECOND_LOT_LATER_DAYS = 180

/**
 * The demo stock as lots (docs/requirements/back-office.md §5): each product's sellable units in
 * up to two lots, the first expiring on the product's expiry date (so the storefront's date is the
 * earliest lot's) and a later one, received when the product was added. Deterministic: lot numbers
 * come from the SKU.
 */
export async function insertDemoLots(trx: DbHandle, plans: ProductPlan[], productIds: number[]) {
  const rows = plans.flatMap((plan, i) => {
    const sellable = plan.quantity - plan.quantityUsed
    if (sellable <= 0) return []
    const lot = (suffix: string, quantity: number, expiry: string | null) => ({
      product_id: productIds[i]!,
      lot_number: `${plan.sku}-${suffix}`,
      expiry_date: expiry,
      quantity_received: quantity,
      quantity,
      status: 'available',
      received_at: plan.createdAt,
      delivery_ref: 'Demo stock',
    })
    if (sellable < 2) return [lot('A', sellable, plan.expiryDate)]
    const first = Math.ceil(sellable / 3)
    return [lot('A', first, plan.expiryDate), lot('B', sellable - first, laterDay(plan.expiryDate))]
  })
  if (rows.length) await trx.insertInto('stock_lots').values(rows).execute()
}

function laterDay(day: string | null): string | null {
  return day ? addDaysToDate(day, SECOND_LOT_LATER_DAYS) : null
}
