// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithAdminProviders } from '../../../testing/render-with-providers'
import { PrivacyRequestsScreen } from './privacy-requests-screen'

afterEach(cleanup)

describe('PrivacyRequestsScreen', () => {
  it('lists each request with its due date, an overdue mark, and what was done', async () => {
    const server = mockServer({
      'GET admin/privacy/requests': {
        body: {
          page: 1,
          total: 2,
          data: [
            {
              id: 2,
              user_id: 41,
              kind: 'download',
              status: 'building',
              requested_at: '2026-10-01T10:00:00.000Z',
              due_on: '2026-11-15',
              completed_at: null,
              outcome: null,
              overdue: true,
            },
            {
              id: 1,
              user_id: 40,
              kind: 'erasure',
              status: 'done',
              requested_at: '2026-12-01T10:00:00.000Z',
              due_on: '2027-01-15',
              completed_at: '2026-12-01T10:00:01.000Z',
              outcome: '1 order(s) kept with their totals and payments.',
              overdue: false,
            },
          ],
        },
      },
    })
    renderWithAdminProviders(<PrivacyRequestsScreen />, { server })
    expect(await screen.findByText('Erasure')).toBeTruthy()
    expect(screen.getByText('overdue')).toBeTruthy()
    expect(screen.getByText('1 order(s) kept with their totals and payments.')).toBeTruthy()
    expect(server.requests[0]?.search).toBe('?page=1')
  })
})
