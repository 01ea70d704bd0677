import { describe, expect, it } from 'vitest'
import { formatAddressLine } from './address-line'

describe('formatAddressLine', () => {
  it('joins the filled parts in reading order', () => {
    expect(
      formatAddressLine({
        flat_apartment: 'Apt 2',
        address: '12 Reid Street',
        street: null,
        city: 'Hamilton',
        state: '',
        zipcode: 'HM 11',
        country: 'Bermuda',
      }),
    ).toBe('Apt 2, 12 Reid Street, Hamilton, HM 11, Bermuda')
  })

  it('is empty when nothing is filled', () => {
    expect(formatAddressLine({ city: '  ', country: null })).toBe('')
  })
})
