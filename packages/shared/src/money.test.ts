import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decimalText, percentOf, toCents, toDollars } from './money'

describe('toCents', () => {
  it('turns dollars and numeric text into integer cents', () => {
    expect(toCents(12.5)).toBe(1250)
    expect(toCents('19.99')).toBe(1999)
    expect(toCents(0)).toBe(0)
  })

  it('rounds half a cent away from zero', () => {
    expect(toCents(0.125)).toBe(13)
    expect(toCents(-0.125)).toBe(-13)
    expect(toCents(1.004)).toBe(100)
  })

  it('refuses what is not an amount', () => {
    expect(() => toCents('abc')).toThrow(RangeError)
    expect(() => toCents(Number.NaN)).toThrow(/Not a money amount/)
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('toDollars', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(toDollars(1250)).toBe(12.5)
    expect(toDollars(1)).toBe(0.01)
    expect(toDollars(-499)).toBe(-4.99)
  })

  it('gives back the same cents for every whole amount of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), (cents) => {
        expect(toCents(toDollars(cents))).toBe(cents)
      }),
    )
  })
})

describe('percentOf', () => {
  it('takes a percent of cents, rounded to the cent', () => {
    expect(percentOf(1999, 10)).toBe(200)
    expect(percentOf(1000, 15)).toBe(150)
    expect(percentOf(333, 50)).toBe(167)
    expect(percentOf(1000, 0)).toBe(0)
  })

  it('never takes more than the amount for a percent up to 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_00 }), fc.integer({ min: 0, max: 100 }), (cents, p) => {
        const part = percentOf(cents, p)
        expect(Number.isInteger(part)).toBe(true)
        expect(part).toBeGreaterThanOrEqual(0)
        expect(part).toBeLessThanOrEqual(cents)
      }),
    )
  })
})

describe('decimalText', () => {
  it('writes cents as plain decimal text with two places, signed', () => {
    expect(decimalText(1250)).toBe('12.50')
    expect(decimalText(-5)).toBe('-0.05')
    expect(decimalText(0)).toBe('0.00')
    expect(decimalText(123456)).toBe('1234.56')
  })
})
