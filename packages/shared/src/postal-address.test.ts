import { describe, expect, it } from 'vitest'
import { addressLines, addressSummary, distinctParts, formatAddressLine } from './postal-address'

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

describe('each part once', () => {
  const demo = {
    first_name: 'Jane',
    last_name: 'Smith',
    flat_apartment: 'Apt 3',
    address: '27 Front Street',
    street: 'Front Street',
    city: 'Warwick',
    state: 'Warwick',
    zipcode: 'WK 04',
    country: 'Bermuda',
    phone: '4412950100',
    email: 'jane@example.com',
  }

  it("prints '27 Front Street' once and 'Warwick' once", () => {
    expect(formatAddressLine(demo)).toBe('Apt 3, 27 Front Street, Warwick, WK 04, Bermuda')
    expect(addressSummary(demo)).toBe('Jane Smith, Apt 3, 27 Front Street, Warwick WK 04, Bermuda')
    expect(addressLines(JSON.stringify(demo), { withEmail: true })).toEqual([
      'Jane Smith',
      'Apt 3, 27 Front Street',
      'Warwick, WK 04',
      'Bermuda',
      '4412950100  jane@example.com',
    ])
  })

  it('keeps parts that only share a word, and a street named after a town', () => {
    expect(distinctParts(['12 Hamilton Street', 'Front Street'])).toEqual([
      '12 Hamilton Street',
      'Front Street',
    ])
    expect(formatAddressLine({ address: '12 Hamilton Street', city: 'Hamilton' })).toBe(
      '12 Hamilton Street, Hamilton',
    )
    expect(distinctParts(['Streetly', 'Street'])).toEqual(['Streetly', 'Street'])
  })

  it('compares without case or extra spaces and keeps the first of equals', () => {
    expect(distinctParts(['Pembroke', ' pembroke  ', 'PEMBROKE'])).toEqual(['Pembroke'])
    expect(distinctParts(['Front Street', '27  Front Street'])).toEqual(['27 Front Street'])
  })

  it("reads the checkout's apartment_flat", () => {
    expect(formatAddressLine({ apartment_flat: 'Unit 4', address: '1 Reid Street' })).toBe(
      'Unit 4, 1 Reid Street',
    )
  })
})
