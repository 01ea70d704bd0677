import type { Staff } from '@shop/shared/schemas/admin/auth'
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'

/**
 * The signed-in staff member of the back office, kept apart from the customer's session: its own
 * store, its own browser storage key, its own token audience (docs/decisions/0056-the-back-office-is-its-own-section.md).
 */
export interface StaffSessionState {
  token: string | null
  staff: Staff | null
}

export const STAFF_SESSION_KEY = 'bms-staff-session'

const empty: StaffSessionState = { token: null, staff: null }

/** An expired or revoked staff token (a 401 on a signed-in call): the staff session ends. */
export const staffSessionEnded = createAction('staffSession/ended')

export const staffSessionSlice = createSlice({
  name: 'staffSession',
  initialState: empty,
  reducers: {
    staffSignedIn(_state, action: PayloadAction<{ token: string; staff: Staff }>) {
      return { token: action.payload.token, staff: action.payload.staff }
    },
    /** GET /api/admin/me answered: the role or name may have changed since the login. */
    staffRefreshed(state, action: PayloadAction<Staff>) {
      if (state.token) state.staff = action.payload
    },
    staffSignedOut() {
      return empty
    },
  },
  extraReducers: (builder) => {
    builder.addCase(staffSessionEnded, () => empty)
  },
})

export const { staffSignedIn, staffRefreshed, staffSignedOut } = staffSessionSlice.actions

type WithStaffSession = { staffSession: StaffSessionState }
export const selectStaffToken = (state: WithStaffSession) => state.staffSession.token
export const selectStaff = (state: WithStaffSession) => state.staffSession.staff
export const selectIsOwner = (state: WithStaffSession) => state.staffSession.staff?.role === 'owner'

/** What browser storage holds under STAFF_SESSION_KEY, or nothing usable. */
export function restoreStaffSession(raw: string | null): StaffSessionState {
  if (!raw) return empty
  try {
    const parsed = JSON.parse(raw) as Partial<StaffSessionState>
    const staff = parsed.staff
    if (
      typeof parsed.token !== 'string' ||
      !parsed.token ||
      !staff ||
      typeof staff.id !== 'number' ||
      (staff.role !== 'owner' && staff.role !== 'staff')
    )
      return empty
    return { token: parsed.token, staff }
  } catch {
    return empty
  }
}
