import { describe, expect, it } from 'vitest'
import { cardBrand, hasExpired, lastFour, passesLuhn } from './card'

describe('passesLuhn', () => {
  it('accepts the sandbox test cards and real-shaped numbers', () => {
    for (const n of [
      '4111111111111111',
      '4000000000000002',
      '4000000000009995',
      '4000000000000127',
      '5555555555554444',
      '378282246310005',
    ]) {
      expect(passesLuhn(n), n).toBe(true)
    }
  })
  it('refuses a mistyped digit, letters and wrong lengths', () => {
    for (const n of ['4111111111111112', '4111 1111 1111 1111', '41111111111', '4'.repeat(20), '']) {
      expect(passesLuhn(n), n).toBe(false)
    }
  })
})

describe('cardBrand and lastFour', () => {
  it('names the scheme and keeps only four digits', () => {
    expect(cardBrand('4111111111111111')).toBe('Visa')
    expect(cardBrand('5555555555554444')).toBe('Mastercard')
    expect(cardBrand('2223003122003222')).toBe('Mastercard')
    expect(cardBrand('378282246310005')).toBe('American Express')
    expect(cardBrand('6011111111111117')).toBe('Discover')
    expect(lastFour('4111111111111111')).toBe('1111')
  })
})

describe('hasExpired', () => {
  const now = new Date('2026-05-15T12:00:00Z')
  it('treats a card as good through its expiry month', () => {
    expect(hasExpired('05/26', now)).toBe(false)
    expect(hasExpired('12/30', now)).toBe(false)
    expect(hasExpired('04/26', now)).toBe(true)
    expect(hasExpired('13/30', now)).toBe(true)
    expect(hasExpired('5/26', now)).toBe(true)
  })
})
