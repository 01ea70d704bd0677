import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  apiSort,
  changeListingQuery,
  readListingQuery,
  showingText,
} from './listing-query'

const q = (s: string) => new URLSearchParams(s)

describe('readListingQuery', () => {
  it('reads page, sort and search', () => {
    expect(readListingQuery(q('page=3&sort=desc&search=%20gauze%20'))).toMatchObject({
      page: 3,
      sort: 'desc',
      search: 'gauze',
    })
  })

  it.each(['page=0', 'page=-2', 'page=abc', 'page=1.5', 'page=999999999', ''])(
    'falls back to page 1 for %s',
    (s) => {
      expect(readListingQuery(q(s)).page).toBe(1)
    },
  )

  it('falls back to ascending for an unknown sort', () => {
    expect(readListingQuery(q('sort=price')).sort).toBe('asc')
    expect(readListingQuery(q('sort=relevance')).sort).toBe('asc')
  })
})

describe('changeListingQuery', () => {
  it('keeps sort and search when the page changes', () => {
    expect(Object.fromEntries(changeListingQuery(q('sort=desc&search=gloves'), { page: 4 }))).toEqual({
      search: 'gloves',
      sort: 'desc',
      page: '4',
    })
  })

  it('goes back to page 1 when the sort changes', () => {
    expect(changeListingQuery(q('page=5'), { sort: 'desc' }).toString()).toBe('sort=desc')
  })

  it('goes back to page 1 when the search changes, and not when it stays the same', () => {
    expect(changeListingQuery(q('page=5&search=gauze'), { search: 'gloves' }).toString()).toBe(
      'search=gloves',
    )
    expect(changeListingQuery(q('page=5&search=gauze'), { search: 'gauze' }).get('page')).toBe('5')
  })

  it('leaves defaults out of the URL and keeps unrelated parameters', () => {
    expect(changeListingQuery(q('sort=desc&page=2&utm=x'), { sort: 'asc' }).toString()).toBe('utm=x')
  })
})

describe('filters and sorts', () => {
  it('reads every filter, dropping unusable values', () => {
    expect(
      readListingQuery(
        q(
          'category=wound-care,vitamins,Bad!&brand=acme&min_price=5&max_price=20.5&in_stock=1&on_sale=1&rating=4',
        ),
      ),
    ).toMatchObject({
      categories: ['wound-care', 'vitamins'],
      brands: ['acme'],
      minPrice: '5',
      maxPrice: '20.5',
      inStock: true,
      onSale: true,
      rating: 4,
    })
    expect(readListingQuery(q('min_price=abc&rating=5&in_stock=yes'))).toMatchObject({
      minPrice: '',
      rating: null,
      inStock: false,
    })
  })

  it('reads an upside-down price range the right way round', () => {
    expect(readListingQuery(q('min_price=50&max_price=10'))).toMatchObject({ minPrice: '10', maxPrice: '50' })
  })

  it('sorts a search by relevance by default, and never without a search', () => {
    expect(readListingQuery(q('search=gauze')).sort).toBe('relevance')
    expect(readListingQuery(q('sort=relevance')).sort).toBe('asc')
    expect(readListingQuery(q('sort=newest')).sort).toBe('newest')
    expect(changeListingQuery(q('search=gauze&sort=discount'), { search: '' }).toString()).toBe(
      'sort=discount',
    )
    expect(changeListingQuery(q('search=gauze'), { search: '' }).toString()).toBe('')
    expect(changeListingQuery(q('search=gauze'), { sort: 'asc' }).toString()).toBe('search=gauze&sort=asc')
  })

  it('goes back to page 1 when a filter changes, keeping sort and search', () => {
    expect(
      changeListingQuery(q('search=gloves&sort=desc&page=3'), {
        brands: ['acme', 'beta'],
        inStock: true,
      }).toString(),
    ).toBe('search=gloves&sort=desc&brand=acme%2Cbeta&in_stock=1')
    expect(changeListingQuery(q('brand=acme&page=3'), { brands: ['acme'] }).get('page')).toBe('3')
  })

  it('counts the chosen filters', () => {
    expect(activeFilterCount(readListingQuery(q('brand=a,b&min_price=1&on_sale=1&rating=3')))).toBe(5)
    expect(activeFilterCount(readListingQuery(q('sort=desc&page=2')))).toBe(0)
  })

  it('maps a picked sort to the API', () => {
    expect(apiSort('desc')).toEqual({ sort_by: 'price', sort_order: 'desc' })
    expect(apiSort('newest')).toEqual({ sort_by: 'newest', sort_order: 'asc' })
  })
})

describe('showingText', () => {
  it('names the category with the range and total', () => {
    expect(showingText('Wound Care', { from: 16, to: 30, total: 41 })).toBe(
      'Showing Wound Care 16-30 of 41 results',
    )
  })

  it('reads without a label on the all-products listing', () => {
    expect(showingText(undefined, { from: 1, to: 15, total: 300 })).toBe('Showing 1-15 of 300 results')
  })

  it('is null when nothing was found', () => {
    expect(showingText('Gloves', { from: null, to: null, total: 0 })).toBeNull()
  })
})
