// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { useState } from 'react'
import { cardElementFrame } from '../../../testing/card-element-frame'
import { mockServer } from '../../../testing/mock-server'
import {
  PaymentForm,
  PO_NUMBER_NEEDED_MESSAGE,
  SECURITY_CODE_MISMATCH,
  TERMS_REQUIRED_MESSAGE,
  type PaymentChoice,
} from './payment-form'

afterEach(cleanup)

const shownCode = () => screen.getByTestId('security-code').textContent!.replace(/\D/g, '')

function form(props: { ready?: boolean; processing?: boolean } = {}) {
  const onPay = vi.fn()
  renderWithProviders(
    <PaymentForm
      submitLabel="Pay US $48.30"
      ready={props.ready ?? true}
      processing={props.processing ?? false}
      onPay={onPay}
    />,
  )
  return onPay
}

describe('PaymentForm', () => {
  it('hands over only the card element’s token, once the code and the terms are right', async () => {
    const onPay = form()
    const frame = cardElementFrame()
    frame.say({ type: 'ready' })
    fireEvent.change(screen.getByLabelText('On-screen code'), { target: { value: shownCode() } })
    fireEvent.click(screen.getByLabelText(/I have read and agree/))
    fireEvent.click(screen.getByRole('button', { name: 'Pay US $48.30' }))
    await waitFor(() => expect(frame.sent).toHaveLength(1))
    // Pay waits while the element makes the token: a second press makes no second one.
    expect((screen.getByRole('button', { name: 'Pay US $48.30' }) as HTMLButtonElement).disabled).toBe(true)
    frame.say({
      type: 'token',
      id: frame.sent[0]!.id,
      token: 'sbxcard_abc123def',
      card: { brand: 'Visa', last4: '1111' },
    })
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1))
    expect(onPay.mock.calls[0]![0]).toEqual({ paymentToken: 'sbxcard_abc123def' })
  })

  it('pays nothing when the element refuses the card, and says the form’s own errors meanwhile', async () => {
    const onPay = form()
    const frame = cardElementFrame()
    frame.say({ type: 'ready' })
    fireEvent.change(screen.getByLabelText('On-screen code'), { target: { value: shownCode() } })
    fireEvent.click(screen.getByRole('button', { name: 'Pay US $48.30' }))
    expect(await screen.findByText(TERMS_REQUIRED_MESSAGE)).toBeTruthy()
    await waitFor(() => expect(frame.sent).toHaveLength(1))
    frame.say({ type: 'invalid', id: frame.sent[0]!.id })
    const pay = screen.getByRole('button', { name: 'Pay US $48.30' }) as HTMLButtonElement
    await waitFor(() => expect(pay.disabled).toBe(false))
    fireEvent.click(screen.getByLabelText(/I have read and agree/))
    fireEvent.click(screen.getByRole('button', { name: 'Pay US $48.30' }))
    await waitFor(() => expect(frame.sent).toHaveLength(2))
    frame.say({ type: 'failed', id: frame.sent[1]!.id, message: 'The card could not be checked.' })
    expect((await screen.findByRole('alert')).textContent).toBe('The card could not be checked.')
    expect(onPay).not.toHaveBeenCalled()
  })

  it('answers a wrong full code with a new code and an empty field', async () => {
    form()
    const first = shownCode()
    const wrong = first.replace(/./g, (d) => String((Number(d) + 1) % 10))
    fireEvent.change(screen.getByLabelText('On-screen code'), { target: { value: wrong } })
    expect(await screen.findByText(SECURITY_CODE_MISMATCH)).toBeTruthy()
    expect((screen.getByLabelText('On-screen code') as HTMLInputElement).value).toBe('')
  })

  it('waits while the order is not ready or already processing', () => {
    form({ ready: false })
    expect((screen.getByRole('button', { name: 'Pay US $48.30' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

/** The form as the checkout page holds it, with an approved account that asks for PO numbers. */
function AccountForm({ onPay }: { onPay: (p: PaymentChoice) => void }) {
  const [method, setMethod] = useState<'card' | 'account'>('card')
  return (
    <PaymentForm
      submitLabel="Place order"
      ready
      processing={false}
      onPay={onPay}
      account={{ practiceName: 'Harbour Clinic', termsDays: 30, poRequired: true, availableCents: 50_000 }}
      method={method}
      onMethodChange={setMethod}
    />
  )
}

describe('PaymentForm with a business account', () => {
  it('pays on account without a card, once the required PO number is given', async () => {
    const onPay = vi.fn()
    renderWithProviders(<AccountForm onPay={onPay} />)
    expect(
      screen.getByText(/Invoiced to Harbour Clinic, Net 30\. US \$500\.00 of credit available\./),
    ).toBeTruthy()
    fireEvent.click(screen.getByLabelText('Pay on account'))
    expect(screen.getByTitle('Card details').closest('fieldset')!.hidden).toBe(true)
    fireEvent.change(screen.getByLabelText('On-screen code'), { target: { value: shownCode() } })
    fireEvent.click(screen.getByLabelText(/I have read and agree/))
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }))
    expect(await screen.findByText(PO_NUMBER_NEEDED_MESSAGE)).toBeTruthy()
    expect(onPay).not.toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText('Purchase-order number'), { target: { value: ' PO-4471 ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }))
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1))
    expect(onPay.mock.calls[0]![0]).toEqual({ payOnAccount: { poNumber: 'PO-4471' } })
  })
})

describe('PaymentForm with saved cards', () => {
  const SAVED = [
    {
      id: 7,
      brand: 'Visa',
      last4: '1111',
      expiry: '12/39',
      is_default: true,
      subscriptions: [],
      created_at: '2026-12-01T10:00:00.000Z',
    },
  ]
  function savedForm() {
    const onPay = vi.fn()
    renderWithProviders(<PaymentForm submitLabel="Pay US $48.30" ready processing={false} onPay={onPay} />, {
      server: mockServer({ 'GET customer/payment-methods': { body: { data: SAVED } } }),
      preloadedState: { auth: { isLoggedIn: true, token: 'tok', user: { id: 9 } } } as never,
    })
    return onPay
  }

  it('offers the default saved card chosen beside a new card, and pays with it without the element', async () => {
    const onPay = savedForm()
    const saved = (await screen.findByLabelText('Visa ending in 1111, expires 12/39')) as HTMLInputElement
    expect(saved.checked).toBe(true)
    expect(screen.getByTitle('Card details').closest('fieldset')!.hidden).toBe(true)
    const frame = cardElementFrame()
    fireEvent.change(screen.getByLabelText('On-screen code'), { target: { value: shownCode() } })
    fireEvent.click(screen.getByLabelText(/I have read and agree/))
    fireEvent.click(screen.getByRole('button', { name: 'Pay US $48.30' }))
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1))
    expect(onPay.mock.calls[0]![0]).toEqual({ paymentMethodId: 7 })
    expect(frame.sent).toHaveLength(0)
  })

  it("a new card can be saved for next time ('Save this card')", async () => {
    const onPay = savedForm()
    fireEvent.click(await screen.findByLabelText('A new card'))
    expect(screen.getByTitle('Card details').closest('fieldset')!.hidden).toBe(false)
    const frame = cardElementFrame()
    frame.say({ type: 'ready' })
    fireEvent.click(screen.getByLabelText('Save this card for next time'))
    fireEvent.change(screen.getByLabelText('On-screen code'), { target: { value: shownCode() } })
    fireEvent.click(screen.getByLabelText(/I have read and agree/))
    fireEvent.click(screen.getByRole('button', { name: 'Pay US $48.30' }))
    await waitFor(() => expect(frame.sent).toHaveLength(1))
    frame.say({
      type: 'token',
      id: frame.sent[0]!.id,
      token: 'sbxcard_new123456',
      card: { brand: 'Visa', last4: '4242' },
    })
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1))
    expect(onPay.mock.calls[0]![0]).toEqual({ paymentToken: 'sbxcard_new123456', saveCard: true })
  })
})
