// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Pager, pagerItems } from './pager'

afterEach(cleanup)

describe('Pager', () => {
  it("shows '<<', '>>', 2 margin pages, 2 pages around the current one and ellipses", () => {
    render(<Pager page={6} pageCount={12} onPageChange={() => {}} label="Orders pages" />)
    const nav = screen.getByRole('navigation', { name: 'Orders pages' })
    const labels = Array.from(nav.querySelectorAll('li')).map((li) => li.textContent)
    expect(labels).toEqual(['<<', '1', '2', '...', '5', '6', '7', '...', '11', '12', '>>'])
    // The list stays a list for assistive technology.
    expect(screen.getAllByRole('listitem')).toHaveLength(labels.length)
  })

  it('tells the page number chosen, 1-based', () => {
    const onPageChange = vi.fn()
    render(<Pager page={1} pageCount={3} onPageChange={onPageChange} label="Orders pages" />)
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(onPageChange).toHaveBeenCalledWith(2)
  })

  it('shows a page, not an ellipsis, where one page alone is left out', () => {
    const labels = (page: number, count: number) =>
      pagerItems(page, count).map((item) => ('gap' in item ? '...' : item.page))
    expect(labels(1, 12)).toEqual([1, 2, '...', 11, 12])
    expect(labels(4, 12)).toEqual([1, 2, 3, 4, 5, '...', 11, 12])
    expect(labels(12, 12)).toEqual([1, 2, '...', 11, 12])
    expect(labels(3, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('links each page where pages have an address, and an ellipsis jumps two pages on', () => {
    const onPageChange = vi.fn()
    render(
      <Pager
        page={1}
        pageCount={12}
        onPageChange={onPageChange}
        label="Pagination"
        hrefOf={(n) => `/shop?page=${n}`}
      />,
    )
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/shop?page=2')
    expect(
      screen.getByRole('link', { name: 'Page 1 is your current page' }).getAttribute('aria-current'),
    ).toBe('page')
    fireEvent.click(screen.getByRole('button', { name: 'Jump forward' }))
    expect(onPageChange).toHaveBeenCalledWith(3)
  })

  it('shows nothing for a single page', () => {
    const { container } = render(
      <Pager page={1} pageCount={1} onPageChange={() => {}} label="Orders pages" />,
    )
    expect(container.innerHTML).toBe('')
  })
})
