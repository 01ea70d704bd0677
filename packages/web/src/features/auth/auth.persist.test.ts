import { describe, expect, it } from 'vitest'
import { restoreAuthState, storedAuthState } from './auth.persist'
import { initialAuthState } from './auth.slice'

const profile = {
  id: 7,
  first_name: 'Ada',
  last_name: 'Smith',
  phone: '4415550101',
  dob: '1990-01-01',
  address: '1 Front Street',
  city: 'Hamilton',
}

describe('the persisted session', () => {
  it('keeps only the token, id and first name in browser storage', () => {
    const state = { ...initialAuthState, user: profile as never, token: 'tok', isLoggedIn: true }
    const stored = storedAuthState(state)
    expect(JSON.stringify(stored)).not.toMatch(/4415550101|1990-01-01|Front Street|Hamilton|Smith/)
    expect(stored).toMatchObject({ user: { id: 7, first_name: 'Ada' }, token: 'tok', isLoggedIn: true })
  })

  it('cuts a whole profile stored by an older version down to the session', () => {
    const restored = restoreAuthState({ user: profile, token: 'tok', isLoggedIn: true, data: { city: 'x' } })
    expect(restored).toEqual({
      ...initialAuthState,
      user: { id: 7, first_name: 'Ada' },
      token: 'tok',
      isLoggedIn: true,
    })
  })

  it('restores a guest from anything without a token or user', () => {
    expect(restoreAuthState(undefined)).toEqual(initialAuthState)
    expect(restoreAuthState({ user: profile, token: '' })).toEqual(initialAuthState)
    expect(restoreAuthState({ user: { id: 'x' }, token: 'tok' })).toEqual(initialAuthState)
  })
})
