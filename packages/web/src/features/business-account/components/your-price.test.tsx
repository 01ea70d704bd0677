// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import YourPrice from './your-price'

afterEach(cleanup)

const signedIn = { auth: { isLoggedIn: true, token: 'tok', user: { id: 9 } } } as never
const PACKS = [{ code: 'BOX', label: 'Box of 10', units_per_pack: 10, price: 90 }]
const prices = {
  prices: [
    {
      product_id: 5,
      pack_code: null,
      unit_price: 8,
      public_price: 9.5,
      price_breaks: [{ min_qty: 10, price: 7.5 }],
    },
    { product_id: 5, pack_code: 'BOX', unit_price: 70, public_price: 90, price_breaks: [] },
  ],
}

describe('YourPrice', () => {
  it("shows the account's price of the piece chosen, its breaks and the pack's price", async () => {
    const server = mockServer({ 'GET customer/business-account/prices': { body: prices } })
    renderWithProviders(<YourPrice product={{ id: 5, packs: PACKS }} pack={null} />, {
      server,
      preloadedState: signedIn,
    })
    const box = await screen.findByTestId('your-price')
    expect(box.querySelector('p')?.textContent).toBe('Your price US $8.00 (public price US $9.50)')
    expect(within(box).getByRole('list', { name: 'Your quantity prices' }).textContent).toBe(
      '10+ US $7.50 each',
    )
    expect(within(box).getByRole('list', { name: 'Your prices for other packs' }).textContent).toBe(
      'Box of 10: your price US $70.00',
    )
    expect(server.requests[0]?.search).toBe('?product_ids=5')
  })

  it("leads with the pack's price when the pack is chosen", async () => {
    const server = mockServer({ 'GET customer/business-account/prices': { body: prices } })
    renderWithProviders(<YourPrice product={{ id: 5, packs: PACKS }} pack={PACKS[0]} />, {
      server,
      preloadedState: signedIn,
    })
    const box = await screen.findByTestId('your-price')
    expect(box.querySelector('p')?.textContent).toBe('Your price US $70.00 (public price US $90.00)')
  })

  it('shows nothing when the account has no lower price', async () => {
    const server = mockServer({ 'GET customer/business-account/prices': { body: { prices: [] } } })
    const { container } = renderWithProviders(<YourPrice product={{ id: 5 }} />, {
      server,
      preloadedState: signedIn,
    })
    await new Promise((r) => setTimeout(r, 20))
    expect(server.requests).toHaveLength(1)
    expect(container.textContent).toBe('')
  })
})
