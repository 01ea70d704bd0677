// @vitest-environment jsdom
import type { AdminApplication } from '@shop/shared/schemas/professional'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithAdminProviders } from '../../../testing/render-with-providers'
import { ApplicationsScreen } from './applications-screen'

afterEach(cleanup)

const APPLICATION: AdminApplication = {
  id: 2,
  user_id: 9,
  customer_name: 'Ada Smith',
  customer_email: 'ada@example.com',
  decided_by: null,
  status: 'pending',
  profession: 'Registered nurse',
  licence_number: 'BNC-1',
  issuing_body: 'Bermuda Nursing Council',
  country: 'Bermuda',
  licence_expiry: '2030-06-30',
  practice_name: 'Harbour Aesthetics',
  practice_address: '12 Reid Street',
  document_name: 'licence.pdf',
  document_type: 'application/pdf',
  document_bytes: 1000,
  staff_note: null,
  verified_until: null,
  created_at: '2026-12-01T10:00:00.000Z',
  updated_at: '2026-12-01T10:00:00.000Z',
}

const answer = { body: { message: 'Done.', application: APPLICATION } }

describe('ApplicationsScreen', () => {
  it('says when no application waits', async () => {
    renderWithAdminProviders(<ApplicationsScreen />, {
      server: mockServer({ 'GET admin/professional-applications': { body: { items: [] } } }),
    })
    expect(await screen.findByText(/No applications/)).toBeTruthy()
  })

  it('approves until the licence expires unless staff choose an earlier day', async () => {
    const server = mockServer({
      'GET admin/professional-applications': { body: { items: [APPLICATION] } },
      'POST admin/professional-applications/2/approve': answer,
    })
    renderWithAdminProviders(<ApplicationsScreen />, { server })
    const card = await screen.findByRole('article')
    expect(within(card).getByText('30-06-2030')).toBeTruthy()
    expect(within(card).getByLabelText('Verified until')).toHaveProperty('value', '30-06-2030')
    fireEvent.click(within(card).getByRole('button', { name: /^Approve/ }))
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
        verified_until: '2030-06-30',
      }),
    )
  })

  it('takes an earlier day typed as DD-MM-YYYY', async () => {
    const server = mockServer({
      'GET admin/professional-applications': { body: { items: [APPLICATION] } },
      'POST admin/professional-applications/2/approve': answer,
    })
    renderWithAdminProviders(<ApplicationsScreen />, { server })
    const card = await screen.findByRole('article')
    fireEvent.change(within(card).getByLabelText('Verified until'), { target: { value: '31-12-2029' } })
    fireEvent.click(within(card).getByRole('button', { name: /^Approve/ }))
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
        verified_until: '2029-12-31',
      }),
    )
  })

  it('rejects or asks for more with the note typed, and offers neither without one', async () => {
    const server = mockServer({
      'GET admin/professional-applications': { body: { items: [APPLICATION] } },
      'POST admin/professional-applications/2/reject': answer,
      'POST admin/professional-applications/2/ask': answer,
    })
    renderWithAdminProviders(<ApplicationsScreen />, { server })
    const card = await screen.findByRole('article')
    expect(within(card).getByRole('button', { name: 'Reject' })).toHaveProperty('disabled', true)
    fireEvent.change(within(card).getByLabelText('Reason or what is needed'), {
      target: { value: 'A clearer scan' },
    })
    fireEvent.click(within(card).getByRole('button', { name: 'Ask for more' }))
    await waitFor(() =>
      expect(server.requests.find((r) => r.path.endsWith('/ask'))?.body).toEqual({
        message: 'A clearer scan',
      }),
    )
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }))
    await waitFor(() =>
      expect(server.requests.find((r) => r.path.endsWith('/reject'))?.body).toEqual({
        reason: 'A clearer scan',
      }),
    )
  })
})
