import { describe, expect, it } from 'vitest'
import { ProductListQuerySchema } from './schemas/catalogue'
import { dollarAmount, readPriceRange } from './price-range-form'
import { searchText } from './search-form'

const fields = (entries: Record<string, string>) => new URLSearchParams(entries)

describe('the first-load forms of the listings', () => {
  it('reads the search trimmed, at most 100 characters', () => {
    expect(searchText(fields({ search: '  gloves ' }).get('search'))).toBe('gloves')
    expect(searchText(fields({}).get('search'))).toBe('')
    expect(searchText('x'.repeat(150))).toHaveLength(100)
  })

  it('reads a price range the right way round, dropping what is not an amount', () => {
    expect(readPriceRange(fields({ min_price: '50', max_price: ' 10.5 ' }))).toEqual({
      minPrice: '10.5',
      maxPrice: '50',
    })
    expect(readPriceRange(fields({ min_price: 'abc', max_price: '1.234' }))).toEqual({
      minPrice: '',
      maxPrice: '',
    })
  })

  it('takes as an amount exactly what the listing schema takes', () => {
    for (const typed of [
      '0',
      '12',
      '12.5',
      '12.50',
      '9999999.99',
      '-1',
      '1e3',
      '12.345',
      '12345678',
      ' 7 ',
    ]) {
      const taken = ProductListQuerySchema.safeParse({ min_price: typed }).success
      expect([typed, dollarAmount(typed) !== '']).toEqual([typed, taken])
    }
  })
})
