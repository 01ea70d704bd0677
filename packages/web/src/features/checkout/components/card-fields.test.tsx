// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod'
import { CARD_NUMBER_INVALID_MESSAGE } from '@shop/shared/card'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { FormProvider, useForm } from 'react-hook-form'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { CardFields, cardPayment, cardSchema, NO_CARD, type CardValues } from './card-fields'

afterEach(cleanup)

/** The card part in a form of its own, as the payment form holds it. */
function Harness({ byCard, onPay }: { byCard: boolean; onPay: (payment: unknown) => void }) {
  const form = useForm<{ card: CardValues }>({
    resolver: zodResolver(z.object({ card: cardSchema(byCard) })),
    defaultValues: { card: NO_CARD },
  })
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => onPay(cardPayment(values.card)))}>
        <CardFields hidden={!byCard} />
        <button type="submit">Pay</button>
      </form>
    </FormProvider>
  )
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('CardFields', () => {
  it('groups the number and the expiry as typed, and hands over the number without spaces', async () => {
    const onPay = vi.fn()
    render(<Harness byCard onPay={onPay} />)
    type('Card number', '4111111111111111')
    type('Name on card', 'Ada Smith')
    type('Expiry (MM/YY)', '1239')
    type('CVC', '123')
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4111 1111 1111 1111')
    expect((screen.getByLabelText('Expiry (MM/YY)') as HTMLInputElement).value).toBe('12/39')
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1))
    expect(onPay.mock.calls[0]![0]).toMatchObject({
      cardDetails: { number: '4111111111111111', name: 'Ada Smith', cvc: '123' },
    })
  })

  it('says a bad number under its field', async () => {
    const onPay = vi.fn()
    render(<Harness byCard onPay={onPay} />)
    type('Card number', '4111111111111112')
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }))
    expect(await screen.findByText(CARD_NUMBER_INVALID_MESSAGE)).toBeTruthy()
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true')
    expect(onPay).not.toHaveBeenCalled()
  })

  it('is hidden and checks nothing while paying another way', async () => {
    const onPay = vi.fn()
    render(<Harness byCard={false} onPay={onPay} />)
    expect(screen.getByLabelText('Card number').closest('fieldset')!.hidden).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1))
  })
})
