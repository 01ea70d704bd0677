import { describe, expect, it } from 'vitest'
import { ERASED, erasableValues, erasedAddressJson } from './privacy'

describe('erasedAddressJson', () => {
  it('keeps only the country of an order address', () => {
    const json = JSON.stringify({
      first_name: 'Ann',
      last_name: 'Buyer',
      phone: '4415550000',
      email: 'ann@example.com',
      address: '1 Front Street',
      city: 'Hamilton',
      zipcode: 'HM 11',
      country: 'Bermuda',
    })
    const erased = erasedAddressJson(json)!
    expect(JSON.parse(erased)).toEqual({
      first_name: ERASED,
      last_name: '',
      address: ERASED,
      city: '',
      zipcode: '',
      country: 'Bermuda',
    })
    for (const gone of ['Ann', 'Buyer', '4415550000', 'ann@example.com', 'Front', 'Hamilton']) {
      expect(erased).not.toContain(gone)
    }
  })

  it('keeps nothing of text that is not JSON, and leaves no address as none', () => {
    expect(erasedAddressJson('Ann Buyer, 1 Front Street')).not.toContain('Ann')
    expect(erasedAddressJson(null)).toBeNull()
  })
})

describe('erasableValues', () => {
  it('drops empty and very short values and puts the longest first', () => {
    expect(erasableValues(['Al', null, ' ', 'Ann', '1 Front Street', undefined, 'Ann'])).toEqual([
      '1 Front Street',
      'Ann',
    ])
  })
})
