/**
 * The schema of the listing's price-range form, without zod: its code would not fit the listings'
 * first-load budget (docs/decisions/0130-first-load-forms-are-react-form-actions.md). The listing
 * schema the server checks the range with (schemas/catalogue.ts) takes amounts by the same pattern.
 */

/** A dollar amount as typed: up to seven digits, at most two decimals ('12', '12.5'). */
export const DOLLAR_AMOUNT = /^\d{1,7}(\.\d{1,2})?$/

/** A dollar amount, or '' for anything that is not one (no bound). */
export function dollarAmount(value: unknown): string {
  const v = typeof value === 'string' ? value.trim() : ''
  return DOLLAR_AMOUNT.test(v) ? v : ''
}

/**
 * A price range from `min_price` and `max_price` (a form's fields or the address): each a dollar
 * amount or no bound, and a range typed upside down is read the right way round rather than refused.
 */
export function readPriceRange(form: { get(name: string): unknown }): { minPrice: string; maxPrice: string } {
  let minPrice = dollarAmount(form.get('min_price'))
  let maxPrice = dollarAmount(form.get('max_price'))
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) [minPrice, maxPrice] = [maxPrice, minPrice]
  return { minPrice, maxPrice }
}
