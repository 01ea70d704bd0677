// @vitest-environment jsdom
import type { ListingFacets } from '@shop/shared/schemas/catalogue'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { NO_FILTERS, readListingQuery, type ListingQuery } from '../listing-query'
import { FilterPanel } from './filter-panel'

afterEach(cleanup)

const value = (id: number, name: string, count: number) => ({ id, slug: name.toLowerCase(), name, count })

const facets: ListingFacets = {
  categories: [value(1, 'Vitamins', 12), value(2, 'Bandages', 3)],
  brands: Array.from({ length: 10 }, (_, i) => value(10 + i, `Brand${i}`, i + 1)),
  price: { min: 2.5, max: 180.2 },
  in_stock: 40,
  on_sale: 7,
  ratings: [
    { rating: 4, count: 5 },
    { rating: 3, count: 9 },
    { rating: 2, count: 11 },
    { rating: 1, count: 12 },
  ],
}

function panel(query: Partial<ListingQuery> = {}, fixed = { category: false, brand: false }) {
  const onChange = vi.fn()
  const q = { ...readListingQuery(new URLSearchParams()), ...query }
  renderWithProviders(<FilterPanel query={q} facets={facets} fixed={fixed} onChange={onChange} />)
  return onChange
}

describe('FilterPanel', () => {
  it('shows each value with its count from the server', () => {
    panel()
    const categories = screen.getByRole('group', { name: 'Categories' })
    expect(within(categories).getByLabelText(/Vitamins/)).toBeTruthy()
    expect(within(categories).getByText('12')).toBeTruthy()
    expect(screen.getByLabelText(/In stock only/).closest('.form-check')?.textContent).toContain('40')
  })

  it('adds and removes a category, keeping the others', () => {
    const onChange = panel({ categories: ['bandages'] })
    fireEvent.click(screen.getByLabelText(/Vitamins/))
    expect(onChange).toHaveBeenLastCalledWith({ categories: ['bandages', 'vitamins'] })
    fireEvent.click(screen.getByLabelText(/Bandages/))
    expect(onChange).toHaveBeenLastCalledWith({ categories: [] })
  })

  it('shows eight brands, then all of them on asking', () => {
    panel()
    const brands = screen.getByRole('group', { name: 'Brands' })
    expect(within(brands).getAllByRole('checkbox')).toHaveLength(8)
    fireEvent.click(within(brands).getByRole('button', { name: 'Show all 10 brands' }))
    expect(within(brands).getAllByRole('checkbox')).toHaveLength(10)
  })

  it("leaves out the page's own facet", () => {
    panel({}, { category: true, brand: false })
    expect(screen.queryByRole('group', { name: 'Categories' })).toBeNull()
    expect(screen.getByRole('group', { name: 'Brands' })).toBeTruthy()
  })

  it('applies a price range in order, dropping what is not an amount', () => {
    const onChange = panel()
    fireEvent.change(screen.getByLabelText('Min'), { target: { value: '50' } })
    fireEvent.change(screen.getByLabelText('Max'), { target: { value: '10.5' } })
    fireEvent.click(screen.getByRole('button', { name: /^Apply/ }))
    expect(onChange).toHaveBeenLastCalledWith({ minPrice: '10.5', maxPrice: '50' })
    fireEvent.change(screen.getByLabelText('Min'), { target: { value: 'abc' } })
    fireEvent.click(screen.getByRole('button', { name: /^Apply/ }))
    expect(onChange).toHaveBeenLastCalledWith({ minPrice: '', maxPrice: '10.5' })
  })

  it('chooses a rating and clears every filter at once', () => {
    const onChange = panel({ onSale: true })
    fireEvent.click(screen.getByLabelText(/3 stars & up/))
    expect(onChange).toHaveBeenLastCalledWith({ rating: 3 })
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }))
    expect(onChange).toHaveBeenLastCalledWith(NO_FILTERS)
  })
})
