import { z } from 'zod'

/*
 * Money as the API carries it: dollars (docs/decisions/0001-money-in-integer-cents.md). Every
 * amount is turned into cents on arrival; these schemas only say what an acceptable amount is.
 */

/** Largest money amount the API accepts, in dollars: far above any real order, exact in cents. */
export const MAX_AMOUNT_DOLLARS = 10_000_000

const hasAtMostTwoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6

/** A money amount in a JSON body: dollars, 0 or more, at most two decimals. */
export const DollarsSchema = z
  .number({ error: 'must be an amount in dollars' })
  .nonnegative('must be 0 or more')
  .max(MAX_AMOUNT_DOLLARS, 'is too large')
  .refine(hasAtMostTwoDecimals, 'must have at most two decimals')
