// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SecurityCodeField } from './security-code-field'

afterEach(cleanup)

const shownCode = () => document.querySelector('.security-code')!.textContent!

describe('SecurityCodeField', () => {
  it('shows 4 digits as text that screen readers read one by one', () => {
    render(<SecurityCodeField onMatchChange={() => {}} />)
    const code = shownCode()
    expect(code).toMatch(/^\d{4}$/)
    expect(screen.getByText(code.split('').join(' ')).classList.contains('visually-hidden')).toBe(true)
  })

  it('reports a match when the same digits are typed', () => {
    const onMatchChange = vi.fn()
    render(<SecurityCodeField onMatchChange={onMatchChange} />)
    const input = screen.getByLabelText(/Type the security code/)
    fireEvent.change(input, { target: { value: shownCode().slice(0, 3) } })
    expect(onMatchChange).toHaveBeenLastCalledWith(false)
    fireEvent.change(input, { target: { value: shownCode() } })
    expect(onMatchChange).toHaveBeenLastCalledWith(true)
  })

  it('makes a new code and clears the field after a wrong full-length entry', () => {
    const onMatchChange = vi.fn()
    render(<SecurityCodeField onMatchChange={onMatchChange} />)
    const input = screen.getByLabelText(/Type the security code/) as HTMLInputElement
    const before = shownCode()
    const wrong = before === '1234' ? '4321' : '1234'
    fireEvent.change(input, { target: { value: wrong } })
    expect(input.value).toBe('')
    expect(shownCode()).not.toBe(before)
    expect(onMatchChange).toHaveBeenLastCalledWith(false)
    expect(screen.getByRole('status').textContent).toContain('That code did not match.')
  })

  it('keeps only digits as they are typed', () => {
    render(<SecurityCodeField onMatchChange={() => {}} />)
    const input = screen.getByLabelText(/Type the security code/) as HTMLInputElement
    fireEvent.change(input, { target: { value: '1a2' } })
    expect(input.value).toBe('12')
  })
})
