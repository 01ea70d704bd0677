import { STAR_MAX, STAR_MIN } from '@shop/shared/constants'
import { averageRating } from '@shop/shared/format'

export interface StarShare {
  star: number
  count: number
  /** Whole percent of all ratings. */
  percent: number
}

export interface RatingSummary {
  /** One decimal, non-positive stars ignored (docs/requirements/limits.md). */
  average: number
  /** How many reviews carry a star from 1 to 5. */
  total: number
  /** 5 down to 1. */
  shares: StarShare[]
}

/** The ratings summary of docs/requirements/storefront.md §7: average, count, and the share of each star from 5 down to 1. */
export function summariseRatings(stars: readonly number[]): RatingSummary {
  const rated = stars.filter((s) => Number.isInteger(s) && s >= STAR_MIN && s <= STAR_MAX)
  const shares: StarShare[] = []
  for (let star = STAR_MAX; star >= STAR_MIN; star--) {
    const count = rated.filter((s) => s === star).length
    shares.push({ star, count, percent: rated.length ? Math.round((count / rated.length) * 100) : 0 })
  }
  return { average: averageRating(rated), total: rated.length, shares }
}
