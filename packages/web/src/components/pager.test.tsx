// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Pager } from './pager'

afterEach(cleanup)

describe('Pager', () => {
  it("shows '<<', '>>', 2 margin pages, 2 pages around the current one and ellipses", () => {
    render(<Pager page={6} pageCount={12} onPageChange={() => {}} label="Orders pages" />)
    const nav = screen.getByRole('navigation', { name: 'Orders pages' })
    const labels = Array.from(nav.querySelectorAll('li')).map((li) => li.textContent)
    expect(labels).toEqual(['<<', '1', '2', '...', '5', '6', '7', '...', '11', '12', '>>'])
    // The list stays a list for assistive technology (react-paginate marks it as navigation).
    expect(screen.getAllByRole('listitem')).toHaveLength(labels.length)
  })

  it('tells the page number chosen, 1-based', () => {
    const onPageChange = vi.fn()
    render(<Pager page={1} pageCount={3} onPageChange={onPageChange} label="Orders pages" />)
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(onPageChange).toHaveBeenCalledWith(2)
  })

  it('shows nothing for a single page', () => {
    const { container } = render(
      <Pager page={1} pageCount={1} onPageChange={() => {}} label="Orders pages" />,
    )
    expect(container.innerHTML).toBe('')
  })
})
