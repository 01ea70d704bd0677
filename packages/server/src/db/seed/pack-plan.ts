import { packsProblem, type PackCents } from '@shop/shared/packs'
import { parseStoredBreaks } from '@shop/shared/price-breaks'
import type { ProductPlan } from './product-plan'

/** A demo product's packs and base unit (docs/decisions/0114-pack-sizes.md); null for most products. */
export interface SeedPacks {
  plan: ProductPlan
  baseUnit: { singular: string; plural: string }
  packs: PackCents[]
}

/** Supplies sold in a box of a counted unit: counted and stocked in that unit, sold by the box or case. */
const COUNTED = [
  { name: /Exam Gloves/, count: /Box of (\d+)$/, unit: ['glove', 'gloves'] },
  { name: /Pen Needles/, count: /Box of (\d+)$/, unit: ['needle', 'needles'] },
  { name: /Test Strips/, count: /(\d+) Count$/, unit: ['strip', 'strips'] },
] as const
/** Dressings are sold one by one already: they gain a box of 10 and a case of 50. */
const BY_THE_PIECE = /Dressings/

/**
 * The demo catalogue's packs, derived from the plan alone so every run makes the same shop. A
 * product sold as a box of N counted things ('Nitrile Exam Gloves, Medium - Box of 100') becomes N
 * base units per box: its single piece costs a quarter more than a box's share, the box keeps the
 * price it had, and a case of 10 boxes costs 8 % less. Its stock counts pieces, so box and case
 * share it. Packs are bought once, so such a product offers no Subscribe & Save. `breaks` is the
 * stored text of the plan's price breaks, checked with the packs.
 */
export function seedPacks(plan: ProductPlan, name: string, breaks: string | null): SeedPacks | null {
  const boxCents = plan.discountedPriceCents ?? plan.sellingPriceCents
  for (const c of COUNTED) {
    const count = c.count.exec(name)
    if (!c.name.test(name) || !count) continue
    const units = Number(count[1])
    if (units < 2) return null
    const pieceCents = Math.max(1, Math.ceil((boxCents * 1.25) / units))
    const packs: PackCents[] = [
      { code: `${plan.sku}-BX`, label: `Box of ${units}`, unitsPerPack: units, priceCents: boxCents },
      {
        code: `${plan.sku}-CS`,
        label: 'Case of 10 boxes',
        unitsPerPack: units * 10,
        priceCents: Math.round(boxCents * 10 * 0.92),
      },
    ]
    const based: ProductPlan = {
      ...plan,
      sellingPriceCents: pieceCents,
      discountType: null,
      discountValue: 0,
      discountedPriceCents: null,
      priceCents: pieceCents,
      unit: c.unit[0],
      quantity: plan.quantity * units,
      quantityUsed: plan.quantityUsed * units,
      subscriptions: [],
    }
    if (packsProblem({ oneTimeCents: pieceCents }, packs) !== null) return null
    return { plan: based, baseUnit: { singular: c.unit[0], plural: c.unit[1] }, packs }
  }
  if (BY_THE_PIECE.test(name)) {
    const packs: PackCents[] = [
      {
        code: `${plan.sku}-BX`,
        label: 'Box of 10',
        unitsPerPack: 10,
        priceCents: Math.round(boxCents * 10 * 0.95),
      },
      {
        code: `${plan.sku}-CS`,
        label: 'Case of 50',
        unitsPerPack: 50,
        priceCents: Math.round(boxCents * 50 * 0.9),
      },
    ]
    const piece = { oneTimeCents: boxCents, breaks: parseStoredBreaks(breaks) }
    if (packsProblem(piece, packs) !== null) return null
    return { plan, baseUnit: { singular: 'dressing', plural: 'dressings' }, packs }
  }
  return null
}
