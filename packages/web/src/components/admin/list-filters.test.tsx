// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SearchBox } from './list-filters'

afterEach(cleanup)

describe('SearchBox', () => {
  it('searches for the trimmed text when submitted', async () => {
    const onSearch = vi.fn()
    render(<SearchBox label="Search orders" value="" onSearch={onSearch} />)
    fireEvent.change(screen.getByLabelText('Search orders'), { target: { value: '  BMU-2026  ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('BMU-2026'))
  })

  it('says beside the field, in words, that the text cannot be searched, and does not search', async () => {
    const onSearch = vi.fn()
    render(<SearchBox label="Search orders" value="" onSearch={onSearch} />)
    const box = screen.getByLabelText('Search orders')
    fireEvent.change(box, { target: { value: 'BMU\u0007' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('Search text must not contain control characters.')).toBeTruthy()
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(onSearch).not.toHaveBeenCalled()
  })

  it('shows the address value when it changes from elsewhere', () => {
    const { rerender } = render(<SearchBox label="Search orders" value="gloves" onSearch={() => {}} />)
    expect((screen.getByLabelText('Search orders') as HTMLInputElement).value).toBe('gloves')
    rerender(<SearchBox label="Search orders" value="" onSearch={() => {}} />)
    expect((screen.getByLabelText('Search orders') as HTMLInputElement).value).toBe('')
  })
})
