import { MAX_LINE_QUANTITY } from '@shop/shared/constants'
import { priceBreaksProblem, storedBreaksText, type PriceBreakCents } from '@shop/shared/price-breaks'
import type { ProductPlan } from './product-plan'

/** The supplies a clinic buys by the dozen get quantity price breaks in the demo catalogue. */
const BULK_SUPPLIES = /Gloves|Needles|Syringes|Test Strips|Lancets|Dressings|Bandages|Gauze|Swabs|Pads/

/**
 * A bulk supply's breaks: 5 % off from 5 pieces and 10 % off from 10 (within the one-line limit),
 * raised where needed so more never costs less than fewer. Derived from the plan alone, so the
 * demo catalogue stays the same run after run; null for other products.
 */
export function seedPriceBreaks(plan: ProductPlan, name: string): string | null {
  if (!BULK_SUPPLIES.test(name) || plan.sellingPriceCents < 300) return null
  const breaks: PriceBreakCents[] = []
  let previous = { minQty: 1, unitCents: plan.sellingPriceCents }
  for (const [minQty, percentOff] of [
    [5, 5],
    [10, 10],
  ] as const) {
    if (minQty > MAX_LINE_QUANTITY) break
    const wanted = Math.round((plan.sellingPriceCents * (100 - percentOff)) / 100)
    const least = Math.ceil(((minQty - 1) * previous.unitCents) / minQty) + 1
    const next = { minQty, unitCents: Math.max(wanted, least) }
    if (next.unitCents >= previous.unitCents) break
    breaks.push(next)
    previous = next
  }
  const percents = plan.subscriptions.map((s) => s.discount)
  return priceBreaksProblem(plan.sellingPriceCents, breaks, percents) === null
    ? storedBreaksText(breaks)
    : null
}
