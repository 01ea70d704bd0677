import { describe, expect, it } from 'vitest'
import {
  monthsUntil,
  PROFESSIONAL_DEFAULT_LABEL,
  professionalLabel,
  professionalRefusal,
  professionalStanding,
  shelfLifePromise,
} from './professional'

describe('professional standing', () => {
  it('is verified through the last day, lapsed the day after, suspended whatever the date', () => {
    expect(professionalStanding(null, '2026-01-01')).toBe('none')
    expect(professionalStanding({ verified_until: '2026-03-31', suspended_at: null }, '2026-03-31')).toBe(
      'verified',
    )
    expect(professionalStanding({ verified_until: '2026-03-31', suspended_at: null }, '2026-04-01')).toBe(
      'lapsed',
    )
    expect(
      professionalStanding(
        { verified_until: '2027-03-31', suspended_at: '2026-01-01T00:00:00Z' },
        '2026-02-01',
      ),
    ).toBe('suspended')
  })

  it('names the product and the reason in a refusal, and has a default label', () => {
    expect(professionalRefusal('Botox 100U', 'none')).toMatch(/^Botox 100U cannot be bought: .*apply/)
    expect(professionalRefusal('Botox 100U', 'lapsed')).toMatch(/lapsed/)
    expect(professionalLabel({ professional_label: ' ' })).toBe(PROFESSIONAL_DEFAULT_LABEL)
    expect(professionalLabel({ professional_label: 'Prescription-only medicine' })).toBe(
      'Prescription-only medicine',
    )
  })
})

describe('shelf life promise', () => {
  it('counts whole months to the earliest expiry on the shelf', () => {
    expect(monthsUntil('2027-05-15', '2026-11-28')).toBe(5)
    expect(monthsUntil('2027-05-28', '2026-11-28')).toBe(6)
    expect(shelfLifePromise('2027-05-28', '2026-11-28')).toBe('Ships with at least 6 months before expiry')
    expect(shelfLifePromise('2026-12-28', '2026-11-28')).toBe('Ships with at least 1 month before expiry')
    expect(shelfLifePromise('2026-12-20', '2026-11-28')).toBeNull()
    expect(shelfLifePromise(null, '2026-11-28')).toBeNull()
  })
})
