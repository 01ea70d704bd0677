import { describe, expect, it } from 'vitest'
import { summariseRatings } from './rating-summary'

describe('summariseRatings', () => {
  it('averages to one decimal and shares each star from 5 down to 1', () => {
    const s = summariseRatings([5, 5, 4, 3, 0])
    expect(s.average).toBe(4.3)
    expect(s.total).toBe(4)
    expect(s.shares.map((x) => x.star)).toEqual([5, 4, 3, 2, 1])
    expect(s.shares.map((x) => x.count)).toEqual([2, 1, 1, 0, 0])
    expect(s.shares.map((x) => x.percent)).toEqual([50, 25, 25, 0, 0])
  })

  it('has no ratings and zero shares without reviews', () => {
    const s = summariseRatings([])
    expect(s).toMatchObject({ average: 0, total: 0 })
    expect(s.shares.every((x) => x.count === 0 && x.percent === 0)).toBe(true)
  })

  it('ignores stars outside 1 to 5', () => {
    expect(summariseRatings([6, -1, 2.5, 4]).total).toBe(1)
  })
})
