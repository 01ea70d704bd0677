import { describe, expect, it } from 'vitest'
import { ACCOUNT_ACTIONS, ACCOUNT_ROLES, invitationStatus, roleMay } from './business-account-roles'

describe('roleMay', () => {
  it('lets the owner do everything', () => {
    for (const a of ACCOUNT_ACTIONS) expect(roleMay('owner', a)).toBe(true)
  })

  it('keeps the team to the owner', () => {
    for (const r of ACCOUNT_ROLES) expect(roleMay(r, 'manage_members')).toBe(r === 'owner')
  })

  it('lets Buyers and Approvers order, never Finance', () => {
    expect(roleMay('buyer', 'order')).toBe(true)
    expect(roleMay('approver', 'order')).toBe(true)
    expect(roleMay('finance', 'order')).toBe(false)
  })

  it('lets Finance and Approvers read invoices, not Buyers; only Finance and the owner pay them', () => {
    expect(roleMay('finance', 'read_invoices')).toBe(true)
    expect(roleMay('approver', 'read_invoices')).toBe(true)
    expect(roleMay('buyer', 'read_invoices')).toBe(false)
    expect(ACCOUNT_ROLES.filter((r) => roleMay(r, 'pay_invoices'))).toEqual(['owner', 'finance'])
  })

  it('gives someone with no role nothing', () => {
    for (const a of ACCOUNT_ACTIONS) {
      expect(roleMay(null, a)).toBe(false)
      expect(roleMay(undefined, a)).toBe(false)
    }
  })

  it('lets every role see the account', () => {
    for (const r of ACCOUNT_ROLES) expect(roleMay(r, 'view_account')).toBe(true)
  })
})

describe('invitationStatus', () => {
  const base = { accepted_at: null, cancelled_at: null, expires_at: '2026-12-14T10:00:00.000Z' }
  it('is waiting before its expiry and expired from it', () => {
    expect(invitationStatus(base, '2026-12-14T09:59:59.999Z')).toBe('invited')
    expect(invitationStatus(base, '2026-12-14T10:00:00.000Z')).toBe('expired')
  })
  it('is accepted or cancelled whatever the time', () => {
    expect(invitationStatus({ ...base, accepted_at: 'x' }, '2030-01-01T00:00:00.000Z')).toBe('accepted')
    expect(invitationStatus({ ...base, cancelled_at: 'x' }, '2020-01-01T00:00:00.000Z')).toBe('cancelled')
  })
})
