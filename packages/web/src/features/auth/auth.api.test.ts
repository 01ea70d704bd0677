import { describe, expect, it } from 'vitest'
import { loginErrorText } from './auth.api'

describe('loginErrorText', () => {
  it("takes the first message of the answer's error list", () => {
    const error = { status: 401, data: { message: 'Unauthorised', error: ['Wrong password', 'Second'] } }
    expect(loginErrorText(error)).toBe('Wrong password')
  })

  it('falls back to a plain error, then the message', () => {
    expect(loginErrorText({ status: 401, data: { error: 'Account locked' } })).toBe('Account locked')
    expect(loginErrorText({ status: 400, data: { message: 'login: Email is required' } })).toBe(
      'login: Email is required',
    )
  })

  it('shows the raw error when no answer came back', () => {
    expect(loginErrorText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'TypeError: Failed to fetch',
    )
    expect(loginErrorText(undefined)).toBe('Error!')
  })
})
