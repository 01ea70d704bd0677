// @vitest-environment jsdom
import { CARD_NUMBER_INVALID_MESSAGE } from '@shop/shared/card'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { PaymentForm, SECURITY_CODE_MISMATCH, TERMS_REQUIRED_MESSAGE } from './payment-form'

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

function fillCard(number = '4111111111111111') {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } })
  fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Ada Smith' } })
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '1239' } })
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } })
}

describe('PaymentForm', () => {
  it('groups the card number and the expiry as they are typed', () => {
    form()
    fillCard()
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4111 1111 1111 1111')
    expect((screen.getByLabelText('Expiry (MM/YY)') as HTMLInputElement).value).toBe('12/39')
  })

  it('hands over the card, without spaces, once the code and the terms are right', async () => {
    const onPay = form()
    fillCard()
    fireEvent.change(screen.getByLabelText('On-screen code'), { target: { value: shownCode() } })
    fireEvent.click(screen.getByLabelText(/I have read and agree/))
    fireEvent.click(screen.getByRole('button', { name: 'Pay US $48.30' }))
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1))
    expect(onPay.mock.calls[0]![0]).toMatchObject({
      number: '4111111111111111',
      name: 'Ada Smith',
      cvc: '123',
    })
  })

  it('refuses a bad card number and missing terms, and pays nothing', async () => {
    const onPay = form()
    fillCard('4111111111111112')
    fireEvent.change(screen.getByLabelText('On-screen code'), { target: { value: shownCode() } })
    fireEvent.click(screen.getByRole('button', { name: 'Pay US $48.30' }))
    expect(await screen.findByText(CARD_NUMBER_INVALID_MESSAGE)).toBeTruthy()
    expect(screen.getByText(TERMS_REQUIRED_MESSAGE)).toBeTruthy()
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
