// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { DateInput, dateErrorMessage, dateFromText } from './date-input'

afterEach(cleanup)

function Probe({ start }: { start: string | null }) {
  const [value, setValue] = useState<string | null>(start)
  return (
    <>
      <label htmlFor="d">Day</label>
      <DateInput id="d" value={value} onChange={setValue} />
      <output>{String(value)}</output>
      <button type="button" onClick={() => setValue('2027-01-31')}>
        Load
      </button>
    </>
  )
}

describe('DateInput', () => {
  it('shows and takes dates as DD-MM-YYYY and hands the form YYYY-MM-DD', () => {
    render(<Probe start="2026-07-04" />)
    const input = screen.getByLabelText('Day') as HTMLInputElement
    expect(input.value).toBe('04-07-2026')
    expect(input.placeholder).toBe('DD-MM-YYYY')
    fireEvent.change(input, { target: { value: '31-12-2026' } })
    expect(screen.getByRole('status').textContent).toBe('2026-12-31')
    fireEvent.change(input, { target: { value: '31-1' } })
    expect(input.value).toBe('31-1')
    expect(screen.getByRole('status').textContent).toBe('31-1')
    fireEvent.change(input, { target: { value: '' } })
    expect(screen.getByRole('status').textContent).toBe('null')
    fireEvent.click(screen.getByRole('button', { name: 'Load' }))
    expect(input.value).toBe('31-01-2027')
  })

  it('reads only real days', () => {
    expect(dateFromText('29-02-2027')).toBe('29-02-2027')
    expect(dateFromText('1/3/2027')).toBe('2027-03-01')
    expect(dateErrorMessage('31-02', 'starts_at must be a date (YYYY-MM-DD)')).toBe(
      'Enter a date as DD-MM-YYYY',
    )
    expect(dateErrorMessage(null, 'Licence expiry date must be a date (YYYY-MM-DD)')).toBe(
      'Enter a date as DD-MM-YYYY',
    )
    expect(dateErrorMessage('2027-01-01', 'ends_at must not be before starts_at')).toBe(
      'ends_at must not be before starts_at',
    )
  })
})
