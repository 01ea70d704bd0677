import type { PackCents } from '@shop/shared/packs'

// A product's packs travel with its row as one text column (one pack a line, fields split by tabs),
// so every listing, lookup and checkout query reads them in the same statement. string_agg with
// ORDER BY is in PostgreSQL and in SQLite since 3.44. Codes and labels hold no tabs or line breaks.
export const FIELD = '\t'
export const LINE = '\n'

/** The packs column as packs in cents. */
export function packsFromColumn(text: string | null | undefined): PackCents[] {
  if (!text) return []
  return text.split(LINE).flatMap((line) => {
    const [code, label, units, cents] = line.split(FIELD)
    if (!code || !label || !units || !cents) return []
    return [{ code, label, unitsPerPack: Number(units), priceCents: Number(cents) }]
  })
}
