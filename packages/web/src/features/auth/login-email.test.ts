import { describe, expect, it } from 'vitest'
import { isLoginEmailFormat } from './login-email'

describe('isLoginEmailFormat', () => {
  it('accepts letters, digits, dot, underscore and hyphen before the @', () => {
    expect(isLoginEmailFormat('demo@bermudamedicalsupply.bm')).toBe(true)
    expect(isLoginEmailFormat('first.last_2-x@mail.example.com')).toBe(true)
  })

  it('refuses other characters, a missing domain and endings outside 2 to 4 letters', () => {
    expect(isLoginEmailFormat('a+b@example.com')).toBe(false)
    expect(isLoginEmailFormat('demo@')).toBe(false)
    expect(isLoginEmailFormat('demo@example')).toBe(false)
    expect(isLoginEmailFormat('demo@example.c')).toBe(false)
    expect(isLoginEmailFormat('demo@example.co1')).toBe(false)
    expect(isLoginEmailFormat('demo@example.abcde')).toBe(false)
  })
})
