import { describe, expect, it } from 'vitest'
import { addressLines, formatAddressLine } from './postal-address'

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

describe('addressLines', () => {
  it('reads the JSON text an order keeps', () => {
    const json = JSON.stringify({
      first_name: 'Ada',
      last_name: 'Smith',
      address: '1 Front Street',
      flat_apartment: 'Apt 2',
      city: 'Hamilton',
      zipcode: 'HM 11',
      country: 'Bermuda',
      phone: '4415551234',
    })
    expect(addressLines(json)).toEqual([
      'Ada Smith',
      'Apt 2, 1 Front Street',
      'Hamilton, HM 11',
      'Bermuda',
      '4415551234',
    ])
  })

  it('shows a plain text address as it is and nothing for an empty one', () => {
    expect(addressLines('12 Reid Street, Hamilton')).toEqual(['12 Reid Street, Hamilton'])
    expect(addressLines(null)).toEqual([])
    expect(addressLines('')).toEqual([])
  })
})
