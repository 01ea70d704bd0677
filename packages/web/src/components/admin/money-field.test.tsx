// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod'
import { centsSchema } from '@shop/shared/schemas/admin/common'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { MoneyField } from './money-field'

afterEach(cleanup)

const Schema = z.object({
  rate_cents: centsSchema('rate_cents'),
  free_cents: centsSchema('free_cents').nullable(),
})
type Values = z.infer<typeof Schema>

function RateForm({ start, onSave }: { start: Values; onSave: (v: Values) => void }) {
  const form = useForm<Values>({ resolver: zodResolver(Schema), values: start })
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <MoneyField control={form.control} name="rate_cents" label="Rate" emptyIsZero />
      <MoneyField control={form.control} name="free_cents" label="Free from" />
      <button type="submit">Save</button>
    </form>
  )
}

const type = (label: string, text: string) => {
  const input = screen.getByLabelText(label)
  // Key by key, as staff type: every prefix is a value the form sees.
  for (let i = 1; i <= text.length; i++) fireEvent.change(input, { target: { value: text.slice(0, i) } })
  return input as HTMLInputElement
}

describe('MoneyField', () => {
  it('keeps every keystroke, letters and a third decimal included, and the page stays up', () => {
    render(<RateForm start={{ rate_cents: 0, free_cents: null }} onSave={() => {}} />)
    const rate = screen.getByLabelText('Rate') as HTMLInputElement
    expect(rate.value).toBe('0.00')
    fireEvent.change(rate, { target: { value: '0.005' } })
    expect(rate.value).toBe('0.005')
    fireEvent.change(rate, { target: { value: '' } })
    expect(rate.value).toBe('')
    expect(type('Rate', '12a').value).toBe('12a')
    expect(type('Free from', 'abc').value).toBe('abc')
  })

  it('sends whole cents, and refuses text that is not an amount under its field', async () => {
    const onSave = vi.fn()
    render(<RateForm start={{ rate_cents: 1000, free_cents: null }} onSave={onSave} />)
    type('Rate', '1x')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
    expect(onSave).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Rate').getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(screen.getByLabelText('Rate'), { target: { value: '12.5' } })
    type('Free from', '100')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
    expect(onSave).toHaveBeenCalledWith({ rate_cents: 1250, free_cents: 10000 }, expect.anything())
    // The text stays as typed once the form has taken it.
    expect((screen.getByLabelText('Rate') as HTMLInputElement).value).toBe('12.5')
  })

  it('shows a new value loaded from outside', () => {
    const { rerender } = render(<RateForm start={{ rate_cents: 1000, free_cents: null }} onSave={() => {}} />)
    rerender(<RateForm start={{ rate_cents: 3500, free_cents: 30000 }} onSave={() => {}} />)
    expect((screen.getByLabelText('Rate') as HTMLInputElement).value).toBe('35.00')
    expect((screen.getByLabelText('Free from') as HTMLInputElement).value).toBe('300.00')
  })
})
