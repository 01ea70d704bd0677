// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { FormProvider, useForm } from 'react-hook-form'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import {
  accountPayment,
  PaymentMethodChoice,
  PO_NUMBER_NEEDED_MESSAGE,
  poNumberSchema,
  PoNumberField,
} from './pay-on-account'

afterEach(cleanup)

const ACCOUNT = { practiceName: 'Harbour Clinic', termsDays: 30, poRequired: true, availableCents: 50_000 }

function Harness({ required, onPay }: { required: boolean; onPay: (payment: unknown) => void }) {
  const form = useForm<{ poNumber: string }>({
    resolver: zodResolver(z.object({ poNumber: poNumberSchema(required) })),
    defaultValues: { poNumber: '' },
  })
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => onPay(accountPayment(values.poNumber)))}>
        <PoNumberField required={required} />
        <button type="submit">Place order</button>
      </form>
    </FormProvider>
  )
}

describe('paying on account', () => {
  it("offers the card or the account, with the account's terms and credit", () => {
    const onChange = vi.fn()
    render(<PaymentMethodChoice account={ACCOUNT} onAccount={false} onChange={onChange} />)
    expect(
      screen.getByText(/Invoiced to Harbour Clinic, Net 30\. US \$500\.00 of credit available\./),
    ).toBeTruthy()
    expect((screen.getByLabelText('Card') as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByLabelText('Pay on account'))
    expect(onChange).toHaveBeenCalledWith('account')
  })

  it('asks for the PO number the account requires, then sends it trimmed', async () => {
    const onPay = vi.fn()
    render(<Harness required onPay={onPay} />)
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }))
    expect(await screen.findByText(PO_NUMBER_NEEDED_MESSAGE)).toBeTruthy()
    expect(onPay).not.toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText('Purchase-order number'), { target: { value: ' PO-4471 ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }))
    await waitFor(() => expect(onPay).toHaveBeenCalledWith({ payOnAccount: { poNumber: 'PO-4471' } }))
  })

  it('sends no PO number when an optional one is left blank', async () => {
    const onPay = vi.fn()
    render(<Harness required={false} onPay={onPay} />)
    expect(screen.getByLabelText('Purchase-order number (optional)')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }))
    await waitFor(() => expect(onPay).toHaveBeenCalledWith({ payOnAccount: { poNumber: null } }))
  })
})
