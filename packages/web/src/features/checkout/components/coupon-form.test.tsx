// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { CouponForm } from './coupon-form'

afterEach(cleanup)

/** The message the field is described by (its error line), '' when none. */
const described = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
const value = (field: HTMLElement) => (field as HTMLInputElement).value

function form(onApply: (code: string) => Promise<string | null>) {
  renderWithProviders(
    <CouponForm appliedCode={null} discountCents={0} onApply={onApply} onRemove={() => {}} />,
  )
  return screen.getByLabelText('Coupon code')
}

describe('checkout coupon box', () => {
  it('asks for a code under the field and sends nothing when it is blank', async () => {
    const onApply = vi.fn(async () => null)
    const field = form(onApply)
    fireEvent.change(field, { target: { value: '   ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(described(field)).toBe('Please enter a coupon code.'))
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(onApply).not.toHaveBeenCalled()
  })

  it('sends the trimmed code, shows a refusal in the server’s words, and empties the field once taken', async () => {
    const onApply = vi
      .fn<(code: string) => Promise<string | null>>()
      .mockResolvedValueOnce('This coupon has expired.')
      .mockResolvedValueOnce(null)
    const field = form(onApply)
    fireEvent.change(field, { target: { value: ' OLD5 ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(described(field)).toBe('This coupon has expired.'))
    expect(onApply).toHaveBeenLastCalledWith('OLD5')
    expect(value(field)).toBe(' OLD5 ')

    fireEvent.change(field, { target: { value: 'SAVE5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(value(field)).toBe(''))
    expect(onApply).toHaveBeenLastCalledWith('SAVE5')
    expect(field.getAttribute('aria-invalid')).toBeNull()
  })
})
