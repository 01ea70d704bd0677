import { describe, expect, it } from 'vitest'
import {
  restoreStaffSession,
  staffRefreshed,
  staffSessionEnded,
  staffSessionSlice,
  staffSignedIn,
} from './staff-session'

const staff = {
  id: 3,
  email: 'clerk@shop.test',
  name: 'Clerk',
  role: 'staff' as const,
  active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  last_login_at: null,
  must_change_password: false,
}

describe('the staff session', () => {
  it('comes back from storage only when it holds a token and a staff member with a known role', () => {
    expect(restoreStaffSession(JSON.stringify({ token: 't0k', staff }))).toEqual({ token: 't0k', staff })
    for (const raw of [
      null,
      '',
      'not json',
      JSON.stringify({ token: '', staff }),
      JSON.stringify({ token: 't0k' }),
      JSON.stringify({ token: 't0k', staff: { ...staff, role: 'admin' } }),
      JSON.stringify({ token: 't0k', staff: { ...staff, id: '3' } }),
    ])
      expect(restoreStaffSession(raw), String(raw)).toEqual({ token: null, staff: null })
  })

  it('ends on a 401 and ignores a late profile once ended', () => {
    const reduce = staffSessionSlice.reducer
    const signedIn = reduce(undefined, staffSignedIn({ token: 't0k', staff }))
    expect(reduce(signedIn, staffRefreshed({ ...staff, role: 'owner' })).staff?.role).toBe('owner')
    const ended = reduce(signedIn, staffSessionEnded())
    expect(ended).toEqual({ token: null, staff: null })
    expect(reduce(ended, staffRefreshed(staff))).toEqual({ token: null, staff: null })
  })
})
