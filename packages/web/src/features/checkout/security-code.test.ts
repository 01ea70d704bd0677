import { describe, expect, it } from 'vitest'
import { checkSecurityCodeEntry, newSecurityCode } from './security-code'

describe('security code', () => {
  it('makes 4-digit codes without a leading zero', () => {
    expect(newSecurityCode(() => 0)).toBe('1000')
    expect(newSecurityCode(() => 0.999999)).toBe('9999')
    for (let i = 0; i < 200; i++) expect(newSecurityCode()).toMatch(/^[1-9]\d{3}$/)
  })

  it('matches equal digits, waits while typing and rejects a wrong full-length entry', () => {
    expect(checkSecurityCodeEntry('4821', '4821')).toBe('match')
    expect(checkSecurityCodeEntry('482', '4821')).toBe('typing')
    expect(checkSecurityCodeEntry('', '4821')).toBe('typing')
    expect(checkSecurityCodeEntry('4812', '4821')).toBe('mismatch')
  })
})
