import { describe, expect, it } from 'vitest'
import {
  authFailed,
  authPending,
  authSlice,
  authSucceeded,
  initialAuthState,
  loggedOut,
  signedOutSettled,
  userUpdated,
  type AuthState,
  type SessionUser,
} from './auth.slice'
import { sessionEnded } from '../../store/session'
import type { UserProfile } from '@shop/shared/schemas/account'

const reduce = authSlice.reducer
const user: UserProfile = {
  id: 7,
  first_name: 'Ada',
  middle_name: null,
  last_name: 'Smith',
  fullName: 'Ada Smith',
  email: 'ada@example.bm',
  phone: '4415550101',
  work_phone: null,
  home_phone: null,
  gender: null,
  dob: null,
  address: '1 Front Street',
  street: null,
  flat_apartment: null,
  city: 'Hamilton',
  state: null,
  zipcode: 'HM11',
  country: 'Bermuda',
  thumbnail: null,
  cart_reminders: 0,
}
const loggedIn: AuthState = reduce(initialAuthState, authSucceeded({ user, token: 'tok' }))

describe('auth slice', () => {
  it('pending sets loading and clears the previous error', () => {
    const failed = reduce(initialAuthState, authFailed('Invalid credentials'))
    const state = reduce(failed, authPending())
    expect(state.loading).toBe(true)
    expect(state.error).toBeNull()
  })

  it('success stores the token, the id and first name only, and sets isLoggedIn', () => {
    const state = reduce(reduce(initialAuthState, authPending()), authSucceeded({ user, token: 'tok' }))
    expect(state).toMatchObject({ token: 'tok', isLoggedIn: true, loading: false, error: null })
    // Phone, date of birth and address never reach browser storage.
    expect(state.user).toEqual({ id: 7, first_name: 'Ada' })
  })

  it('failure stores the error and ends loading without logging in', () => {
    const state = reduce(reduce(initialAuthState, authPending()), authFailed('Invalid credentials'))
    expect(state).toMatchObject({
      loading: false,
      error: 'Invalid credentials',
      isLoggedIn: false,
      user: null,
    })
  })

  it('ending the session empties the user and token', () => {
    expect(reduce(loggedIn, sessionEnded())).toEqual(initialAuthState)
  })

  it('logging out empties the session and marks it as ended on purpose until the next page', () => {
    const out = reduce(loggedIn, loggedOut())
    expect(out).toEqual({ ...initialAuthState, signedOut: true })
    expect(reduce(out, signedOutSettled())).toEqual(initialAuthState)
    expect(reduce(out, authSucceeded({ user, token: 't2' })).signedOut).toBe(false)
  })

  it('a user update copies only fields the session keeps', () => {
    const state = reduce(
      loggedIn,
      userUpdated({ first_name: 'Ann', password_hash: 'x', city: 'Paget' } as Partial<UserProfile>),
    )
    expect(state.user).toEqual({ id: 7, first_name: 'Ann' } satisfies SessionUser)
  })

  it('a user update does nothing while logged out', () => {
    expect(reduce(initialAuthState, userUpdated({ first_name: 'Ann' }))).toEqual(initialAuthState)
  })
})
