import { toCents, type Cents } from './money'

/** A reorder list's line as its totals read it: today's price in dollars (null when no longer sold). */
interface PricedLine {
  price: number | null
  qty: number
  /** Set when the shopper may not buy it (professional-only): it has no price for them. */
  professional?: string | null
}

/** A line's total at today's price (cents), or null when it has no price to count. */
export function listLineCents(line: PricedLine): Cents | null {
  if (line.price === null || line.professional) return null
  return (toCents(line.price) * line.qty) as Cents
}

/** The list's total at today's prices (cents) and how many lines it counts (lines without a price are left out). */
export function listTotal(lines: readonly PricedLine[]): { cents: Cents; counted: number } {
  let cents = 0
  let counted = 0
  for (const line of lines) {
    const c = listLineCents(line)
    if (c === null) continue
    cents += c
    counted += 1
  }
  return { cents: cents as Cents, counted }
}
