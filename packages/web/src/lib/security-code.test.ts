import { CAPTCHA_LENGTH } from '@shop/shared/constants'
import { describe, expect, it } from 'vitest'
import {
  captchaMatches,
  differentSecurityCode,
  newCaptcha,
  newSecurityCode,
  securityCodeMatches,
} from './security-code'

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

describe('review captcha', () => {
  it('is six letters and digits without look-alike characters', () => {
    for (let i = 0; i < 200; i++) {
      const code = newCaptcha()
      expect(code).toHaveLength(CAPTCHA_LENGTH)
      expect(code).toMatch(/^[A-Z2-9]+$/)
      expect(code).not.toMatch(/[01OIL]/)
    }
  })

  it('gives a different code when refreshed', () => {
    const first = newCaptcha()
    for (let i = 0; i < 50; i++) expect(newCaptcha(first)).not.toBe(first)
  })

  it('matches the typed code whatever its case, and nothing else', () => {
    expect(captchaMatches('AB3K9Z', 'ab3k9z ')).toBe(true)
    expect(captchaMatches('AB3K9Z', 'AB3K9')).toBe(false)
    expect(captchaMatches('AB3K9Z', 'AB3K9Y')).toBe(false)
    expect(captchaMatches('AB3K9Z', '')).toBe(false)
  })
})
