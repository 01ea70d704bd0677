// @vitest-environment jsdom
import type { SavedPaymentMethod } from '@shop/shared/schemas/payment-methods'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cardElementFrame } from '../../../testing/card-element-frame'
import { mockServer } from '../../../testing/mock-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { PaymentMethodsScreen } from './payment-methods-screen'

afterEach(cleanup)

const VISA: SavedPaymentMethod = {
  id: 1,
  brand: 'Visa',
  last4: '1111',
  expiry: '12/39',
  is_default: true,
  subscriptions: ['SUB-2026-000001'],
  created_at: '2026-12-01T10:00:00.000Z',
}
const MASTERCARD: SavedPaymentMethod = {
  id: 2,
  brand: 'Mastercard',
  last4: '4444',
  expiry: '08/31',
  is_default: false,
  subscriptions: [],
  created_at: '2026-12-02T10:00:00.000Z',
}

const SIGNED_IN = {
  auth: { isLoggedIn: true, token: 'tok', user: { id: 9, first_name: 'Ann' } },
} as never

describe('PaymentMethodsScreen', () => {
  it('lists each card with its brand, last four, expiry, the default and what it pays', async () => {
    renderWithProviders(<PaymentMethodsScreen />, {
      server: mockServer({ 'GET customer/payment-methods': { body: { data: [VISA, MASTERCARD] } } }),
      preloadedState: SIGNED_IN,
    })
    const list = await screen.findByRole('list', { name: 'Saved cards' })
    const [visa, mastercard] = within(list).getAllByRole('listitem')
    expect(visa!.textContent).toContain('Visa ending in 1111')
    expect(visa!.textContent).toContain('Default')
    expect(visa!.textContent).toContain('Expires 12/39 · Pays Subscribe & Save SUB-2026-000001')
    expect(mastercard!.textContent).toContain('Mastercard ending in 4444')
    expect(within(visa!).queryByRole('button', { name: /Make .* the default/ })).toBeNull()
    expect(
      within(mastercard!).getByRole('button', { name: 'Make Mastercard ending in 4444 the default' }),
    ).toBeTruthy()
  })

  it('says so when there are no saved cards', async () => {
    renderWithProviders(<PaymentMethodsScreen />, {
      server: mockServer({ 'GET customer/payment-methods': { body: { data: [] } } }),
      preloadedState: SIGNED_IN,
    })
    expect(await screen.findByText('You have no saved cards.')).toBeTruthy()
  })

  it('makes a card the default', async () => {
    const server = mockServer({
      'GET customer/payment-methods': { body: { data: [VISA, MASTERCARD] } },
      'POST customer/payment-methods/2/default': { body: { message: 'Default card changed.', data: [] } },
    })
    renderWithProviders(<PaymentMethodsScreen />, { server, preloadedState: SIGNED_IN })
    fireEvent.click(await screen.findByRole('button', { name: 'Make Mastercard ending in 4444 the default' }))
    await waitFor(() =>
      expect(
        server.requests.some((r) => r.method === 'POST' && r.path === 'customer/payment-methods/2/default'),
      ).toBe(true),
    )
  })

  it('removes a card only once confirmed, and shows why the server refused', async () => {
    const server = mockServer({
      'GET customer/payment-methods': { body: { data: [VISA, MASTERCARD] } },
      'DELETE customer/payment-methods/1': {
        status: 409,
        body: {
          message:
            'This card pays a Subscribe & Save subscription: give the subscription another card first.',
        },
      },
    })
    renderWithProviders(<PaymentMethodsScreen />, { server, preloadedState: SIGNED_IN })
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Visa ending in 1111' }))
    const confirm = screen.getByRole('group', { name: 'Remove Visa ending in 1111?' })
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0)
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }))
    expect(screen.queryByRole('group', { name: 'Remove Visa ending in 1111?' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Remove Visa ending in 1111' }))
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }))
    expect(await screen.findByText(/give the subscription another card first/)).toBeTruthy()
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1)
  })

  it('adds a card through the card element, sending only its token', async () => {
    const server = mockServer({
      'GET customer/payment-methods': { body: { data: [] } },
      'POST customer/payment-methods': { body: { message: 'Card saved.', data: [MASTERCARD] } },
    })
    renderWithProviders(<PaymentMethodsScreen />, { server, preloadedState: SIGNED_IN })
    fireEvent.click(await screen.findByRole('button', { name: 'Add a card' }))
    const frame = cardElementFrame()
    frame.say({ type: 'ready' })
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }))
    await waitFor(() => expect(frame.sent.some((m) => m.type === 'tokenise')).toBe(true))
    const asked = frame.sent.find((m) => m.type === 'tokenise')!
    frame.say({
      type: 'token',
      id: asked.id,
      token: 'sbxcard_abc123def456',
      card: { brand: 'Mastercard', last4: '4444' },
    })
    await waitFor(() =>
      expect(
        server.requests.find((r) => r.method === 'POST' && r.path === 'customer/payment-methods')?.body,
      ).toEqual({
        paymentToken: 'sbxcard_abc123def456',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a card' })).toBeNull())
  })
})
