// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../testing/mock-server'
import { renderWithProviders } from '../testing/render-with-providers'
import { YourPriceSlot } from './your-price-slot'

afterEach(cleanup)

const answer = {
  body: {
    prices: [{ product_id: 5, pack_code: null, unit_price: 8, public_price: 9.5, price_breaks: [] }],
  },
}

describe('YourPriceSlot', () => {
  it('asks for nothing and shows nothing to a guest', async () => {
    const server = mockServer({ 'GET customer/business-account/prices': answer })
    const { container } = renderWithProviders(<YourPriceSlot productId={5} packCode={null} />, { server })
    await new Promise((r) => setTimeout(r, 20))
    expect(container.textContent).toBe('')
    expect(server.requests).toHaveLength(0)
  })

  it("loads a signed-in member's price", async () => {
    const server = mockServer({ 'GET customer/business-account/prices': answer })
    renderWithProviders(<YourPriceSlot productId={5} packCode={null} />, {
      server,
      preloadedState: { auth: { isLoggedIn: true, token: 'tok', user: { id: 9 } } } as never,
    })
    expect((await screen.findByTestId('your-price')).textContent).toContain('Your price US $8.00')
  })
})
