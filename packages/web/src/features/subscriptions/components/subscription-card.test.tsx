// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../../../lib/toast'
import { cardElementFrame } from '../../../testing/card-element-frame'
import { mockServer } from '../../../testing/mock-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import type { Subscription } from '../subscriptions.api'
import { SubscriptionCard, type UseIntervalOptions } from './subscription-card'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const item = (product_id: number, name: string, qty: number) => ({
  product_id,
  name,
  price: 9,
  qty,
  slug: `p-${product_id}`,
  thumbnail: '',
  thumbnail_compress: '',
})

function subscription(over: Partial<Subscription> = {}): Subscription {
  return {
    id: 1,
    subscription_no: 'SUB-2026-000001',
    items: JSON.stringify([item(11, 'Vitamin D3', 2), item(12, 'Gauze pads', 1)]),
    next_date: '2026-12-15',
    month: 1,
    grand_total: 27,
    status: 'active',
    created_at: '2026-11-15T10:00:00.000Z',
    cancelled_at: null,
    cancel_reason: null,
    paused_at: null,
    payment_problem: false,
    card_brand: 'Visa',
    card_last4: '1111',
    intervals: [1, 2],
    ...over,
  }
}

const intervals: UseIntervalOptions = (_slug, skip) => ({
  options: skip
    ? undefined
    : [
        { months: 1, discount: 10 },
        { months: 2, discount: 15 },
      ],
  isLoading: false,
})

const base = 'customer/subscriptions/SUB-2026-000001'

/** What the card asked the server to change (its reads, such as the priced next delivery, left out). */
const sent = (server: ReturnType<typeof mockServer>) => server.requests.filter((r) => r.method !== 'GET')

function renderCard(sub: Subscription, server = mockServer()) {
  return renderWithProviders(<SubscriptionCard subscription={sub} useIntervalOptions={intervals} />, {
    server,
  })
}

describe('SubscriptionCard', () => {
  it('shows the products, the next delivery, the total and the card', () => {
    renderCard(subscription())
    const card = screen.getByRole('article', { name: 'Subscription SUB-2026-000001' })
    expect(within(card).getByText('Every month')).toBeTruthy()
    expect(within(card).getByText('Active')).toBeTruthy()
    expect(within(card).getByText('15-12-2026')).toBeTruthy()
    expect(within(card).getByText('Visa ending 1111')).toBeTruthy()
  })

  it('offers resume instead of skip, reschedule, pause and send now while paused', () => {
    renderCard(subscription({ status: 'paused' }))
    const actions = screen.getByRole('group', { name: 'Change subscription SUB-2026-000001' })
    const names = within(actions)
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(names).toEqual([
      'Change interval',
      'Change quantity',
      'Resume',
      'Change card',
      'Cancel subscription',
    ])
  })

  it('skips the next delivery through the server and says so', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {})
    const server = mockServer({ [`POST ${base}/skip`]: { body: { message: 'Delivery skipped.' } } })
    renderCard(subscription(), server)
    fireEvent.click(screen.getByRole('button', { name: 'Skip next delivery' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Skip delivery' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Delivery skipped.'))
    expect(sent(server).map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${base}/skip`])
  })

  it('changes the quantity of the product chosen, starting from its own quantity', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => {})
    const server = mockServer({ [`POST ${base}/quantity`]: { body: { message: 'Quantity changed.' } } })
    renderCard(subscription(), server)
    fireEvent.click(screen.getByRole('button', { name: 'Change quantity' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change the quantity' })
    fireEvent.change(within(dialog).getByLabelText('Product'), { target: { value: '12' } })
    const qty = within(dialog).getByLabelText('Quantity per delivery') as HTMLInputElement
    expect(qty.value).toBe('1')
    fireEvent.change(qty, { target: { value: '3' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save quantity' }))
    await waitFor(() => expect(sent(server)).toHaveLength(1))
    expect(sent(server)[0]!.body).toEqual({ product_id: 12, qty: 3 })
  })

  it('says beside the quantity, in words, that it is too many, and sends nothing', async () => {
    const server = mockServer({ [`POST ${base}/quantity`]: { body: { message: 'Quantity changed.' } } })
    renderCard(subscription(), server)
    fireEvent.click(screen.getByRole('button', { name: 'Change quantity' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change the quantity' })
    const qty = within(dialog).getByLabelText('Quantity per delivery')
    fireEvent.change(qty, { target: { value: '21' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save quantity' }))
    expect(await within(dialog).findByText('At most 20 per delivery.')).toBeTruthy()
    expect(qty.getAttribute('aria-invalid')).toBe('true')
    expect(sent(server)).toHaveLength(0)
  })

  it('changes the interval to one the products offer', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => {})
    const server = mockServer({ [`POST ${base}/interval`]: { body: { message: 'Interval changed.' } } })
    renderCard(subscription(), server)
    fireEvent.click(screen.getByRole('button', { name: 'Change interval' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change the delivery interval' })
    const select = within(dialog).getByLabelText('Delivery every')
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 month (save 10%)', '2 months (save 15%)'])
    fireEvent.change(select, { target: { value: '2' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save interval' }))
    await waitFor(() => expect(sent(server)).toHaveLength(1))
    expect(sent(server)[0]!.body).toEqual({ month: 2 })
  })

  it('cancels with the reason given, and tells the shopper when the server refuses', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {})
    const server = mockServer({
      'POST customer/cancel-subscription': { status: 500, body: { message: 'Server Error', errors: {} } },
    })
    renderCard(subscription(), server)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this subscription?' })
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: ' Moving away ' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }))
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to cancel subscription'))
    expect(sent(server)[0]!.body).toEqual({ subscription_id: 'SUB-2026-000001', reason: 'Moving away' })
  })
})

describe('Change card', () => {
  const SAVED = [
    {
      id: 3,
      brand: 'Mastercard',
      last4: '4444',
      expiry: '08/31',
      is_default: true,
      subscriptions: [],
      created_at: '2026-12-01T10:00:00.000Z',
    },
  ]
  const changed = { body: { message: 'Deliveries are now charged to your card.', data: subscription() } }

  it('charges the deliveries to a saved card, by its id', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => '')
    const server = mockServer({
      'GET customer/payment-methods': { body: { data: SAVED } },
      'POST customer/subscriptions/SUB-2026-000001/card': changed,
    })
    renderCard(subscription(), server)
    fireEvent.click(screen.getByRole('button', { name: 'Change card' }))
    const saved = (await screen.findByLabelText(
      'Mastercard ending in 4444, expires 08/31',
    )) as HTMLInputElement
    expect(saved.checked).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Use this card' }))
    await waitFor(() => expect(sent(server).map((r) => r.body)).toEqual([{ paymentMethodId: 3 }]))
  })

  it('or to a new card typed in the card element, sending only its token', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => '')
    const server = mockServer({
      'GET customer/payment-methods': { body: { data: SAVED } },
      'POST customer/subscriptions/SUB-2026-000001/card': changed,
    })
    renderCard(subscription(), server)
    fireEvent.click(screen.getByRole('button', { name: 'Change card' }))
    fireEvent.click(await screen.findByLabelText('A new card'))
    const frame = cardElementFrame()
    frame.say({ type: 'ready' })
    fireEvent.click(screen.getByRole('button', { name: 'Use this card' }))
    await waitFor(() => expect(frame.sent).toHaveLength(1))
    frame.say({
      type: 'token',
      id: frame.sent[0]!.id,
      token: 'sbxcard_sub123456',
      card: { brand: 'Visa', last4: '4242' },
    })
    await waitFor(() =>
      expect(sent(server).map((r) => r.body)).toEqual([{ paymentToken: 'sbxcard_sub123456' }]),
    )
  })
})
