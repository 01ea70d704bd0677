// @vitest-environment jsdom
import type { AdminReview } from '../admin-service.api'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../../../lib/toast'
import { mockServer } from '../../../testing/mock-server'
import { renderWithAdminProviders } from '../../../testing/render-with-providers'
import { ReviewsTable } from './reviews-table'

// Spied, not mocked: the web tests share one module registry (isolate: false).
beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => {})
  vi.spyOn(toast, 'error').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const REVIEW: AdminReview = {
  id: 7,
  product_id: 3,
  product_name: 'Nitrile gloves',
  name: 'Ann',
  email: 'ann@example.test',
  star: 4,
  headline: 'Good fit',
  review: 'They fit well.',
  status: 'published',
  verified_buyer: true,
  reply: null,
  created_at: '2026-12-01T10:00:00.000Z',
}

function openReply(answer: { status?: number; body: unknown }) {
  const server = mockServer({
    'GET admin/shop-info': { body: { time_zone: 'Atlantic/Bermuda' } },
    'PUT admin/reviews/7/reply': answer,
  })
  renderWithAdminProviders(
    <ReviewsTable
      rows={[REVIEW]}
      loading={false}
      sort={{ sort: 'created_at', dir: 'desc', onSort: () => {} }}
    />,
    { server },
  )
  fireEvent.click(screen.getAllByRole('button', { name: /^Reply/ })[0]!)
  return { server, field: screen.getByLabelText('Reply to Ann') }
}

const replies = (server: ReturnType<typeof mockServer>) => server.requests.filter((r) => r.method === 'PUT')

describe('the reply to a review', () => {
  it('refuses a reply over 2000 characters under the field and sends nothing', async () => {
    const { server, field } = openReply({ body: { message: 'Reply saved.', review: REVIEW } })
    fireEvent.change(field, { target: { value: 'x'.repeat(2001) } })
    fireEvent.click(screen.getByRole('button', { name: 'Save reply' }))
    const error = await screen.findByText('Reply must be at most 2000 characters')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toBe(error.id)
    expect(document.activeElement).toBe(field)
    expect(replies(server)).toHaveLength(0)
  })

  it('sends the reply typed, says it was saved and closes the form', async () => {
    const { server, field } = openReply({ body: { message: 'Reply saved.', review: REVIEW } })
    fireEvent.change(field, { target: { value: ' Thank you! ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save reply' }))
    await waitFor(() => expect(replies(server)[0]?.body).toEqual({ reply: 'Thank you!' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Reply saved.'))
    await waitFor(() => expect(screen.queryByLabelText('Reply to Ann')).toBeNull())
  })

  it('sends a blank reply as none, which removes it', async () => {
    const { server } = openReply({ body: { message: 'Reply removed.', review: REVIEW } })
    fireEvent.click(screen.getByRole('button', { name: 'Save reply' }))
    await waitFor(() => expect(replies(server)[0]?.body).toEqual({ reply: null }))
  })
})
