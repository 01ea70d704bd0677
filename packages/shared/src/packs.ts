import { CURRENCY_PREFIX, MAX_LINE_QUANTITY } from './constants'
import { formatCount, formatMoney } from './format'
import { toCents, toDollars, type Cents } from './money'
import { unitPriceAtQuantity, type PriceBreakCents } from './price-breaks'

/**
 * Pack sizes (docs/decisions/0114-pack-sizes.md): a product is counted in a base unit (a glove) and
 * sold by the piece at its own price, or in packs of that unit (a box of 100, a case of 1,000), each
 * with its own code and price. Stock and lots are counted in the base unit, so every pack draws on
 * the same stock. A pack line is priced at its pack's price per pack: the product's quantity breaks
 * and its own discount belong to the single piece.
 */
export interface PackCents {
  code: string
  label: string
  unitsPerPack: number
  priceCents: Cents
}

/** A pack as the API, the cart line and the product form carry it: dollars. */
export interface Pack {
  code: string
  label: string
  units_per_pack: number
  price: number
}

/** The base unit's names: 'glove' and 'gloves'. Empty means 'piece' and 'pieces'. */
export interface BaseUnit {
  singular: string
  plural: string
}

/** Checkout's answer to a subscribed pack line. */
export const PACK_NOT_SUBSCRIBED_MESSAGE =
  'Subscribe & Save is offered on single pieces; a pack is bought once.'

/** Checkout's answer to a pack code the product no longer has. */
export function packNotSoldMessage(productName: string, code: string): string {
  return `${productName} is no longer sold in the pack ${code}.`
}

/**
 * A product's name with its pack's words, unless the name already ends with the pack's label (a
 * product named '..., Box of 100' bought by the box), so the pack is never said twice.
 */
export function nameWithPack(productName: string, packLabel: string, words: string): string {
  const name = productName.trimEnd().toLowerCase()
  return name.endsWith(packLabel.trim().toLowerCase()) ? productName : `${productName} - ${words}`
}

/** How an order line names what was sold: 'Nitrile Gloves - Case of 10 boxes (1,000 gloves)'. */
export function soldItemName(productName: string, packLabel: string | null, unitsPerPack: number): string {
  if (!packLabel) return productName
  if (nameWithPack(productName, packLabel, '') === productName) return productName
  const units = formatCount(unitsPerPack)
  return packLabel.includes(units)
    ? `${productName} - ${packLabel}`
    : `${productName} - ${packLabel} (${units} units)`
}

/**
 * The code a line is sold under, and the one name it goes by wherever it is shown (the product
 * page, My Orders, invoices, packing slips, lists, quick order, the back office): its pack's own
 * code (BMS-PP-000020-BX), else the product's SKU. Quick order takes either.
 */
export function itemCode(sku: string, pack: { code: string } | null | undefined): string {
  return pack?.code ?? sku
}

/** 'Item code BMS-PP-000020-BX' */
export function itemCodeText(code: string): string {
  return `Item code ${code}`
}

/** At most this many packs per product, besides the single piece. */
export const MAX_PACKS = 6
/** A pack holds at most this many base units. */
export const MAX_UNITS_PER_PACK = 100_000

export function packToCents(p: Pack): PackCents {
  return { code: p.code, label: p.label, unitsPerPack: p.units_per_pack, priceCents: toCents(p.price) }
}

export function packToDollars(p: PackCents): Pack {
  return { code: p.code, label: p.label, units_per_pack: p.unitsPerPack, price: toDollars(p.priceCents) }
}

/** The unit's names with the defaults filled in. */
export function baseUnitNames(unit: Partial<BaseUnit> | null | undefined): BaseUnit {
  const singular = unit?.singular?.trim() || 'piece'
  const plural = unit?.plural?.trim() || (unit?.singular?.trim() ? `${singular}s` : 'pieces')
  return { singular, plural }
}

/**
 * The price of one base unit in tenths of a cent, rounded half up: under a dollar a glove at
 * 8.5 cents must read differently from one at 9 cents, or a buyer cannot compare a box with a case.
 */
export function perUnitMills(priceCents: Cents, unitsPerPack: number): number {
  const units = Math.max(1, Math.floor(unitsPerPack))
  return Math.floor((priceCents * 10 * 2 + units) / (2 * units))
}

/**
 * One base unit's price as text: to the cent from a dollar up ('US $1.25'), to a tenth of a cent
 * below it when that tenth is not zero ('US $0.085'), else to the cent ('US $0.09').
 */
export function formatPerUnitPrice(priceCents: Cents, unitsPerPack: number): string {
  const units = Math.max(1, Math.floor(unitsPerPack))
  if (priceCents >= 100 * units) return formatMoney(Math.floor((2 * priceCents + units) / (2 * units)))
  const mills = perUnitMills(priceCents, units)
  if (mills % 10 === 0) return formatMoney(mills / 10)
  const cents = String(Math.floor(mills / 10)).padStart(2, '0')
  return `${CURRENCY_PREFIX}0.${cents}${mills % 10}`
}

/** 'US $0.085 per glove' */
export function perUnitText(priceCents: Cents, unitsPerPack: number, unit: Partial<BaseUnit> | null): string {
  return `${formatPerUnitPrice(priceCents, unitsPerPack)} per ${baseUnitNames(unit).singular}`
}

/** 'Case of 10 boxes (1,000 gloves)': the label with the unit count when the label lacks it. */
export function packDescription(
  pack: Pick<PackCents, 'label' | 'unitsPerPack'>,
  unit: Partial<BaseUnit> | null,
): string {
  const names = baseUnitNames(unit)
  const count = `${formatCount(pack.unitsPerPack)} ${pack.unitsPerPack === 1 ? names.singular : names.plural}`
  return pack.label.includes(count) ? pack.label : `${pack.label} (${count})`
}

/** What the seller knows of a product's single piece: its one-time price and its breaks. */
export interface PiecePrice {
  oneTimeCents: Cents
  breaks?: readonly PriceBreakCents[] | null
}

/**
 * One line's piece price (the unit price the line records, per pack for a pack line) and how many
 * base units each of its `qty` takes. No pack: the single piece at its break price.
 */
export function priceOfPackLine(
  piece: PiecePrice,
  pack: PackCents | null,
  qty: number,
): { unitCents: Cents; unitsEach: number } {
  if (pack) return { unitCents: pack.priceCents, unitsEach: pack.unitsPerPack }
  return { unitCents: unitPriceAtQuantity(piece.oneTimeCents, piece.breaks, qty), unitsEach: 1 }
}

/** A line's total in cents. */
export function packLineTotal(piece: PiecePrice, pack: PackCents | null, qty: number): Cents {
  return priceOfPackLine(piece, pack, qty).unitCents * qty
}

/** The most a buyer could pay for fewer than `units` pieces on one single-piece line (breaks applied). */
function dearestFewerPieces(piece: PiecePrice, units: number): Cents {
  const q = Math.min(units - 1, MAX_LINE_QUANTITY)
  // Within the breaks a line's total only grows (decision 0105), so the largest quantity is dearest.
  return q <= 0 ? 0 : q * unitPriceAtQuantity(piece.oneTimeCents, piece.breaks, q)
}

const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,59}$/

/**
 * Why these packs cannot be saved for a product whose piece sells at `piece`, or null. Each pack
 * holds 2 or more units, has a code and a label, and costs at least what fewer units do: more than
 * any smaller pack, and no less than the dearest single-piece line of fewer pieces. So choosing a
 * bigger pack never costs less in total, whatever the breaks.
 */
export function packsProblem(piece: PiecePrice, packs: readonly PackCents[]): string | null {
  if (packs.length > MAX_PACKS) return `At most ${MAX_PACKS} pack sizes.`
  const codes = new Set<string>()
  const sorted = [...packs].sort((a, b) => a.unitsPerPack - b.unitsPerPack)
  let previous: PackCents | null = null
  for (const p of sorted) {
    if (!CODE.test(p.code)) {
      return `The pack code '${p.code}' must be 1 to 60 letters, digits, dots, dashes or underscores.`
    }
    if (codes.has(p.code.toUpperCase())) return `The pack code ${p.code} is listed twice.`
    codes.add(p.code.toUpperCase())
    if (!p.label.trim() || p.label.length > 100)
      return `The pack ${p.code} needs a label of 1 to 100 characters.`
    if (!Number.isInteger(p.unitsPerPack) || p.unitsPerPack < 2 || p.unitsPerPack > MAX_UNITS_PER_PACK) {
      return `The pack ${p.code} must hold 2 to ${formatCount(MAX_UNITS_PER_PACK)} units.`
    }
    if (!Number.isInteger(p.priceCents) || p.priceCents <= 0)
      return `The pack ${p.code} needs a price above zero.`
    if (previous && previous.unitsPerPack === p.unitsPerPack) {
      return `The packs ${previous.code} and ${p.code} hold the same number of units.`
    }
    if (previous && p.priceCents <= previous.priceCents) {
      return `The pack ${p.code} (${p.unitsPerPack} units) must cost more than ${previous.code} (${previous.unitsPerPack} units) at ${formatMoney(previous.priceCents)}.`
    }
    const fewer = dearestFewerPieces(piece, p.unitsPerPack)
    if (p.priceCents < fewer) {
      return `The pack ${p.code} at ${formatMoney(p.priceCents)} would cost less than ${Math.min(p.unitsPerPack - 1, MAX_LINE_QUANTITY)} single pieces at ${formatMoney(fewer)}: make it at least that.`
    }
    previous = p
  }
  return null
}

/** The packs as stored in the product_packs rows, sorted by size. */
export function sortPacks<T extends { unitsPerPack: number } | { units_per_pack: number }>(
  packs: readonly T[],
): T[] {
  const size = (p: T) => ('unitsPerPack' in p ? p.unitsPerPack : p.units_per_pack)
  return [...packs].sort((a, b) => size(a) - size(b))
}

/**
 * Packs as one CSV cell or form field: 'GLV-BOX:Box of 100:100:9.00; GLV-CASE:Case of 10 boxes:1000:85.00'
 * (code, label, units, dollars), empty for none.
 */
export function parsePacksText(
  text: string,
): { packs: PackCents[]; problem: null } | { packs: null; problem: string } {
  const parts = text
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p !== '')
  const packs: PackCents[] = []
  for (const part of parts) {
    const match = /^([^:]{1,60}):([^:;]{1,100}):\s*(\d{1,6})\s*:\s*\$?(\d{1,7}(?:\.\d{1,2})?)$/.exec(part)
    if (!match) {
      return {
        packs: null,
        problem: `'${part}' is not a pack: write code:label:units:price, e.g. GLV-BOX:Box of 100:100:9.00.`,
      }
    }
    packs.push({
      code: match[1]!.trim(),
      label: match[2]!.trim(),
      unitsPerPack: Number(match[3]),
      priceCents: toCents(Number(match[4])),
    })
  }
  return { packs, problem: null }
}

/** The packs as one CSV cell or form field. */
export function packsText(packs: readonly PackCents[]): string {
  return sortPacks(packs)
    .map((p) => `${p.code}:${p.label}:${p.unitsPerPack}:${toDollars(p.priceCents).toFixed(2)}`)
    .join('; ')
}

/** The cheapest price per base unit among the piece and its packs, in tenths of a cent: the card's 'from'. */
export function lowestPerUnitMills(oneTimeCents: Cents, packs: readonly PackCents[]): number {
  return Math.min(
    perUnitMills(oneTimeCents, 1),
    ...packs.map((p) => perUnitMills(p.priceCents, p.unitsPerPack)),
  )
}

/** The card's 'from US $0.085 per glove', or null when the product has no packs. */
export function fromPerUnitText(
  oneTimeCents: Cents | null,
  packs: readonly PackCents[],
  unit: Partial<BaseUnit> | null,
): string | null {
  if (packs.length === 0) return null
  // null: no single piece is sold (a product named after a pack), so only the packs compare.
  let best: { priceCents: Cents; units: number } | null =
    oneTimeCents === null ? null : { priceCents: oneTimeCents, units: 1 }
  for (const p of packs) {
    if (!best || perUnitMills(p.priceCents, p.unitsPerPack) < perUnitMills(best.priceCents, best.units)) {
      best = { priceCents: p.priceCents, units: p.unitsPerPack }
    }
  }
  return best && `From ${perUnitText(best.priceCents, best.units, unit)}`
}

/** Lower case, runs of spaces as one: how a name and a label are compared. */
const plainWords = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ')

/**
 * The pack a product is named after, or null: 'Clear Vinyl Exam Gloves, Box of 100' is its 'Box of
 * 100' pack. The label must stand as whole words in the name ('Box of 10' is not in 'Box of 100');
 * the longest such label wins ('Case of 10 boxes' over a 'Box of 10' inside it).
 */
export function namedPack<P extends { label: string }>(productName: string, packs: readonly P[]): P | null {
  const name = plainWords(productName)
  const found = packs
    .filter((p) => {
      const label = plainWords(p.label)
      if (!label) return false
      for (let at = name.indexOf(label); at !== -1; at = name.indexOf(label, at + 1)) {
        const before = name[at - 1]
        const after = name[at + label.length]
        if ((!before || !/[a-z0-9]/.test(before)) && (!after || !/[a-z0-9]/.test(after))) return true
      }
      return false
    })
    .sort((a, b) => b.label.length - a.label.length)
  return found[0] ?? null
}

/**
 * What a product opens on and its cards show: the pack it is named after (its price, chosen first,
 * and no single piece offered, since a product sold as a box is bought by the box), else the single
 * piece at `pieceCents` with every pack beside it.
 */
export function openingChoice<P extends Pack>(
  product: { product_name: string; packs?: readonly P[] | null },
  pieceCents: Cents,
): { pack: P | null; priceCents: Cents; singlePieces: boolean } {
  const pack = namedPack(product.product_name, product.packs ?? [])
  return pack
    ? { pack, priceCents: toCents(pack.price), singlePieces: false }
    : { pack: null, priceCents: pieceCents, singlePieces: true }
}
