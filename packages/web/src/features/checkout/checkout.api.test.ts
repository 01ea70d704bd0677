import type { CheckoutPayloadInput } from '@shop/shared/schemas/checkout'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupStore } from '../../store/store'
import { confirmPayment, newIdempotencyKey, placeOrder } from './checkout.api'

const paymentToken = 'sbxcard_0123456789abcdef'
const payload: CheckoutPayloadInput = {
  items: [{ id: 12, qty: 1, price: 9.5 }],
  subTotal: 9.5,
  couponCode: null,
  couponDiscount: 0,
  shippingCharge: 10,
  taxAmount: 0,
  total: 19.5,
  shippingAddress: { first_name: 'Ada', city: 'Hamilton', zipcode: 'HM 11', country: 'Bermuda' },
  billingAddress: null,
  pickupOrder: false,
  pickupAddress: null,
  back_order: 0,
  paymentToken,
}

function answer(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  )
}

/** A store whose every dispatched action is kept, to prove the card never passes through it. */
function recordingStore() {
  const store = setupStore({
    auth: {
      user: null,
      token: 'tok_1',
      data: null,
      isLoggedIn: true,
      loading: false,
      error: null,
      editThisAddress: null,
    } as never,
  })
  const actions: unknown[] = []
  const dispatch = store.dispatch
  store.dispatch = ((action: unknown) => {
    actions.push(action)
    return dispatch(action as never)
  }) as typeof store.dispatch
  return { store, actions }
}

afterEach(() => vi.unstubAllGlobals())

describe('placeOrder', () => {
  it('posts with the bearer token and the Idempotency-Key, and never puts the card token in the store', async () => {
    const fetchMock = vi.fn(() =>
      answer(200, { data: { orderNumber: 'BMU-2026-000001', transactionID: 'sbx_1', Subscriptions: [] } }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const { store, actions } = recordingStore()

    const outcome = await store.dispatch(placeOrder('payment', payload, 'key-12345678'))

    expect(outcome).toEqual({
      ok: true,
      result: { orderNumber: 'BMU-2026-000001', transactionID: 'sbx_1', Subscriptions: [] },
    })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/checkout/payment')
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok_1', 'Idempotency-Key': 'key-12345678' })
    expect(JSON.parse(init.body as string).paymentToken).toBe(paymentToken)
    expect(JSON.parse(init.body as string)).not.toHaveProperty('cardDetails')
    const seen = JSON.stringify({
      actions: actions.filter((a) => typeof a !== 'function'),
      state: store.getState(),
    })
    expect(seen).not.toContain(paymentToken)
    expect(store.getState().checkout.loading).toBe(false)
  })

  it('answers a 202 as a challenge the buyer must pass, and confirms it afterwards', async () => {
    const action = {
      type: 'authenticate',
      url: '/sandbox-gateway/v1/intents/pi_sbx_0123456789abcdef01234567/challenge',
      clientSecret: 'pi_sbx_secret_1',
    }
    const fetchMock = vi.fn(() =>
      answer(202, { data: { status: 'requires_action', orderNumber: 'BMU-2026-000009', action } }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const { store } = recordingStore()
    const outcome = await store.dispatch(placeOrder('payment', payload, 'key-12345678'))
    expect(outcome).toEqual({ ok: 'needs_action', challenge: { orderNumber: 'BMU-2026-000009', action } })
    // Waiting for the buyer, not loading: 'Processing' gives way to the bank's page.
    expect(store.getState().checkout.loading).toBe(false)

    fetchMock.mockImplementation(() =>
      answer(422, { message: 'Card declined', error: 'Card declined', code: 'card_declined' }),
    )
    const declined = await store.dispatch(confirmPayment('BMU-2026-000009'))
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit]
    expect(url).toBe('/api/checkout/payment/confirm')
    expect(JSON.parse(init.body as string)).toEqual({ orderNumber: 'BMU-2026-000009' })
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok_1' })
    expect(declined).toMatchObject({ ok: false, code: 'card_declined', retryable: false })
  })

  it('answers a 202 awaiting_approval as an order on account waiting for an Approver, not as a challenge', async () => {
    const awaiting = {
      status: 'awaiting_approval',
      orderNumber: 'AP-4',
      approvalId: 4,
      total: 600,
      reasons: ["Above the buyer's order limit of US $500.00"],
      pricesHeldUntil: '2026-12-14T10:00:00.000Z',
      stockHeldUntil: '2026-12-09T10:00:00.000Z',
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer(202, { data: awaiting })),
    )
    const { store } = recordingStore()
    const outcome = await store.dispatch(placeOrder('payment', payload, 'key-12345678'))
    expect(outcome).toEqual({ ok: 'awaiting_approval', awaiting })
    expect(store.getState().checkout.loading).toBe(false)
  })

  it('sends a pre-order to checkout/preorder', async () => {
    const fetchMock = vi.fn(() =>
      answer(200, { data: { orderNumber: 'BMU-2026-000002', transactionID: 'sbx_2', Subscriptions: [] } }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const { store } = recordingStore()
    await store.dispatch(placeOrder('preorder', { ...payload, back_order: 1 }, 'key-abcdefgh'))
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/checkout/preorder')
  })

  it("hands back the server's current figures on 409 'Prices have changed', as a final answer", async () => {
    const current = {
      items: [{ id: 12, price: 10.5, qty: 1, subscription: null }],
      subTotal: 10.5,
      couponDiscount: 0,
      shippingCharge: 10,
      taxAmount: 0,
      total: 20.5,
    }
    const body = {
      message: 'Prices have changed. Please review your order.',
      error: 'Prices have changed. Please review your order.',
      code: 'prices_changed',
      current,
    }
    vi.stubGlobal('fetch', () => answer(409, body))
    const { store } = recordingStore()
    const outcome = await store.dispatch(placeOrder('payment', payload, 'key-12345678'))
    expect(outcome).toEqual({
      ok: false,
      failure: { status: 409, message: body.message, error: body },
      code: 'prices_changed',
      // In cents, as the page works: the API's dollars are converted here.
      current: {
        subTotalCents: 1050,
        couponDiscountCents: 0,
        shippingChargeCents: 1000,
        taxCents: 0,
        totalCents: 2050,
      },
      retryable: false,
    })
    expect(store.getState().checkout.error).toMatchObject({ status: 409 })
  })

  it('treats a declined card as final and a lost connection as retryable with the same key', async () => {
    vi.stubGlobal('fetch', () => answer(422, { message: 'Card declined', error: 'Card declined' }))
    const { store } = recordingStore()
    const declined = await store.dispatch(placeOrder('payment', payload, 'key-12345678'))
    expect(declined).toMatchObject({
      ok: false,
      retryable: false,
      failure: { status: 422, message: 'Card declined' },
    })

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    const lost = await store.dispatch(placeOrder('payment', payload, 'key-12345678'))
    expect(lost).toMatchObject({ ok: false, retryable: true, failure: { status: 'FETCH_ERROR' } })
  })
})

describe('newIdempotencyKey', () => {
  it('makes a different key each time, in the shape the server accepts', () => {
    const a = newIdempotencyKey()
    const b = newIdempotencyKey()
    expect(a).not.toBe(b)
    expect(a).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/)
  })
})
