import type { Cents } from './money'
import { priceOfPackLine, type PackCents, type PiecePrice } from './packs'
import { unitPriceAtQuantity, type PriceBreakCents } from './price-breaks'

/**
 * One product's (or one of its packs') fixed unit price in a price list that staff assign to
 * business accounts (docs/decisions/0142-contract-prices.md). The list's own quantity breaks lower
 * it further; the dates are the shop's calendar days, both inclusive, either open.
 */
export interface ContractPrice {
  /** The pack's code, or null for the single piece. */
  pack: string | null
  unitCents: Cents
  breaks?: readonly PriceBreakCents[] | null
  /** First and last day it applies, as YYYY-MM-DD in the shop's time zone; null: no limit. */
  startsOn: string | null
  endsOn: string | null
}

/** Whether a contract price applies on `today` (YYYY-MM-DD in the shop's time zone). */
export function contractActiveOn(
  contract: Pick<ContractPrice, 'startsOn' | 'endsOn'>,
  today: string,
): boolean {
  return (
    (contract.startsOn === null || contract.startsOn <= today) &&
    (contract.endsOn === null || today <= contract.endsOn)
  )
}

/** What one unit of a line costs an account, and whether that is its own price ('your price'). */
export interface AccountUnitPrice {
  unitCents: Cents
  /** The public price of the same pack and quantity that day, for comparison. */
  publicCents: Cents
  /** True when the account's contract price is what it pays: lower than the public price. */
  yourPrice: boolean
}

/**
 * The one price rule for a buyer with price lists: the public price of the pack and quantity (the
 * product's sale price and its breaks included) unless an active contract price of that pack is
 * lower. Among several lists naming the same pack the lowest price at that quantity applies, so
 * the order the lists come in never matters; a buyer never pays more than the public that day (a
 * public sale wins, and the line is then not marked as the account's own price).
 */
export function accountUnitPrice(input: {
  piece: PiecePrice
  pack: PackCents | null
  qty: number
  contracts: readonly ContractPrice[]
  today: string
}): AccountUnitPrice {
  const publicCents = priceOfPackLine(input.piece, input.pack, input.qty).unitCents
  const packCode = input.pack?.code ?? null
  let best: Cents | null = null
  for (const c of input.contracts) {
    if (c.pack !== packCode || !contractActiveOn(c, input.today)) continue
    const unit = unitPriceAtQuantity(c.unitCents, c.breaks, input.qty)
    if (best === null || unit < best) best = unit
  }
  if (best === null || best >= publicCents) return { unitCents: publicCents, publicCents, yourPrice: false }
  return { unitCents: best, publicCents, yourPrice: true }
}
