import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cardFormSchema, hasExpired, passesLuhn } from './card'

describe('passesLuhn', () => {
  it('accepts the sandbox test cards and rejects a one-digit typo', () => {
    expect(passesLuhn('4111111111111111')).toBe(true)
    expect(passesLuhn('4000000000000002')).toBe(true)
    expect(passesLuhn('4111111111111112')).toBe(false)
    expect(passesLuhn('41111111111')).toBe(false)
    expect(passesLuhn('4111 1111 1111 1111')).toBe(false)
  })

  it('catches every change of a single digit of a valid number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = '4111111111111111'.split('').map(Number)
        digits[position] = (digits[position]! + delta) % 10
        return !passesLuhn(digits.join(''))
      }),
    )
  })
})

describe('hasExpired', () => {
  const now = new Date('2026-03-15T12:00:00Z')
  it('keeps a card good through its expiry month', () => {
    expect(hasExpired('03/26', now)).toBe(false)
    expect(hasExpired('12/30', now)).toBe(false)
    expect(hasExpired('02/26', now)).toBe(true)
    expect(hasExpired('12/25', now)).toBe(true)
  })
  it('treats an impossible month or a bad shape as expired', () => {
    expect(hasExpired('13/27', now)).toBe(true)
    expect(hasExpired('1/27', now)).toBe(true)
  })
})

describe('cardFormSchema', () => {
  const schema = cardFormSchema(() => new Date('2026-03-15T12:00:00Z'))
  const good = { number: '4111 1111 1111 1111', name: 'Ada Smith', expiry: '12/29', cvc: '123' }

  it('accepts a good card and strips the spaces from its number', () => {
    expect(schema.parse(good).number).toBe('4111111111111111')
  })

  it('names the field of every problem at once', () => {
    const result = schema.safeParse({ ...good, number: '4111 1111 1111 1112', expiry: '01/26', cvc: '12' })
    expect(result.success).toBe(false)
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))
    expect(byField).toEqual({
      number: 'Your card number is invalid.',
      expiry: 'Your card has expired.',
      cvc: 'CVC must be 3 or 4 digits',
    })
  })

  it('asks for a name on the card', () => {
    const result = schema.safeParse({ ...good, name: '  ' })
    expect(result.error!.issues.map((i) => i.message)).toEqual(['Name on card is required'])
  })
})
