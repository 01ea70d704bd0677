// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { lazy, Suspense } from 'react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { SearchBox, searchTarget } from './search-box'

afterEach(cleanup)

function Address() {
  const location = useLocation()
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>
}

const box = () => screen.getByRole('combobox', { name: 'Search products' }) as HTMLInputElement
const address = () => screen.getByTestId('address').textContent

function searchFrom(route: string) {
  const server = mockServer({
    'GET search/suggestions': { body: { data: [], total: 0, did_you_mean: null } },
  })
  renderWithProviders(
    <>
      <SearchBox />
      <Address />
    </>,
    { route, server },
  )
}

describe('SearchBox', () => {
  it('sends the trimmed text to the shop listing from a page that is not a listing', async () => {
    searchFrom('/terms-conditions')
    fireEvent.change(box(), { target: { value: '  gloves ' } })
    fireEvent.submit(box().form!)
    await waitFor(() => expect(address()).toBe('/shop?search=gloves'))
    expect(box().value).toBe('gloves')
  })

  it("keeps a listing's other choices and goes back to its first page", async () => {
    searchFrom('/category/wound-care?brand=acme&page=3')
    fireEvent.change(box(), { target: { value: 'gauze' } })
    fireEvent.submit(box().form!)
    await waitFor(() => expect(address()).toBe('/category/wound-care?brand=acme&search=gauze'))
  })

  it("keeps what the shopper types while a chosen suggestion's listing is still loading", async () => {
    // React Router renders a navigation in a transition: while the listing's code loads, the old
    // page and address stay, and the shopper can already be typing the next search.
    let loaded!: () => void
    const listingLoads = new Promise<void>((resolve) => (loaded = resolve))
    const Listing = lazy(async () => {
      await listingLoads
      return { default: () => <p>Listing</p> }
    })
    const server = mockServer({
      'GET search/suggestions': {
        body: {
          data: [
            {
              slug: 'nitrile',
              product_name: 'Nitrile Gloves',
              thumbnail: '',
              price: 9.5,
              category: 'Gloves',
            },
          ],
          total: 1,
          did_you_mean: null,
        },
      },
    })
    renderWithProviders(
      <>
        <SearchBox />
        <Address />
        <Suspense fallback={null}>
          <Routes>
            <Route path="/shop" element={<Listing />} />
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
      </>,
      { route: '/terms-conditions', server },
    )
    fireEvent.change(box(), { target: { value: 'glove' } })
    fireEvent.click(await screen.findByRole('option', { name: 'Nitrile Gloves' }))
    fireEvent.change(box(), { target: { value: 'gauze' } })
    expect(address()).toBe('/terms-conditions')

    loaded()
    await screen.findByText('Listing')
    expect(address()).toBe('/shop?search=Nitrile+Gloves')
    expect(box().value).toBe('gauze')
  })

  it('aims the HTML form, for before the app runs, at the same listing, its other choices kept', () => {
    expect(searchTarget('/brand/acme', '?sort=desc&page=2&search=old', '')).toEqual({
      pathname: '/brand/acme',
      search: '?sort=desc',
    })
    expect(searchTarget('/cart', '?x=1', 'tape')).toEqual({ pathname: '/shop', search: '?search=tape' })
  })
})
