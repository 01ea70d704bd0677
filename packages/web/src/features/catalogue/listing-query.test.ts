import { describe, expect, it } from 'vitest'
import { changeListingQuery, readListingQuery, showingText } from './listing-query'

const q = (s: string) => new URLSearchParams(s)

describe('readListingQuery', () => {
  it('reads page, sort and search', () => {
    expect(readListingQuery(q('page=3&sort=desc&search=%20gauze%20'))).toEqual({
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
