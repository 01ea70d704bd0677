import { describe, expect, it } from 'vitest'
import { differentSecurityCode, newSecurityCode, securityCodeMatches } from './security-code'

describe('security code', () => {
  it('is made of the configured number of digits', () => {
    for (let i = 0; i < 50; i++) expect(newSecurityCode()).toMatch(/^\d{4}$/)
    expect(newSecurityCode(6)).toMatch(/^\d{6}$/)
  })

  it('replaces a code with a different one', () => {
    for (let i = 0; i < 50; i++) expect(differentSecurityCode('0000')).not.toBe('0000')
  })

  it('matches only the same digits in the same order', () => {
    expect(securityCodeMatches('0412', '0412')).toBe(true)
    expect(securityCodeMatches('0412', '0421')).toBe(false)
    expect(securityCodeMatches('0412', '041')).toBe(false)
    expect(securityCodeMatches('0412', '04120')).toBe(false)
  })
})
