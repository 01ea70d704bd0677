/** Money is integer cents everywhere; these are the only conversions. */
export type Cents = number

/** Dollars (number or numeric text) to integer cents, rounding half away from zero. */
export function toCents(dollars: number | string): Cents {
  const value = typeof dollars === 'string' ? Number(dollars) : dollars
  if (!Number.isFinite(value)) throw new RangeError(`Not a money amount: ${dollars}`)
  return Math.sign(value) * Math.round(Math.abs(value) * 100 + Number.EPSILON)
}

/** Integer cents to a dollar number with two decimals, as the API shows money. */
export function toDollars(cents: Cents): number {
  return Math.round(cents) / 100
}

/** Integer cents as plain decimal text with two places ('-12.50'), as CSV files and the books take it. */
export function decimalText(cents: Cents): string {
  return toDollars(cents).toFixed(2)
}

/** Percent of an amount in cents, rounded to the cent. */
export function percentOf(cents: Cents, percent: number): Cents {
  return Math.round((cents * percent) / 100)
}
