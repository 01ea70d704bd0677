// @vitest-environment jsdom
import type { ReturnView } from '@shop/shared/schemas/returns'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithAdminProviders } from '../../../testing/render-with-providers'
import { ReturnDetail } from './return-detail'

afterEach(cleanup)

const RETURN = {
  id: 5,
  return_no: 'R-5',
  order_id: 9,
  order_no: 'ORD-77',
  status: 'requested',
  status_label: 'Requested',
  reason: 'damaged',
  details: 'Box crushed',
  refund_to: 'credit',
  shop_at_fault: true,
  return_method: null,
  label_ref: null,
  decision_note: null,
  refund_cents: 2500,
  refunded_at: null,
  photos: [],
  lines: [],
  instructions: null,
  created_at: '2026-12-01T10:00:00.000Z',
  updated_at: '2026-12-01T10:00:00.000Z',
} as unknown as ReturnView

describe('ReturnDetail', () => {
  it('shows a requested return with its reason and refund, and sends the approval as chosen', async () => {
    const server = mockServer({
      'POST admin/returns/5/decision': { body: { message: 'Return approved.', return: RETURN } },
    })
    renderWithAdminProviders(<ReturnDetail r={RETURN} lots={[]} />, { server })
    expect(screen.getByText('Arrived damaged: Box crushed')).toBeTruthy()
    expect(screen.getByText(/as store credit/).textContent).toContain('25.00')
    fireEvent.change(screen.getByLabelText('How the items come back'), { target: { value: 'label' } })
    fireEvent.change(screen.getByLabelText('Prepaid label reference or link'), {
      target: { value: 'LBL-1' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
        decision: 'approve',
        note: '',
        return_method: 'label',
        label_ref: 'LBL-1',
      }),
    )
  })

  it('offers no decision once the return is refunded', () => {
    renderWithAdminProviders(
      <ReturnDetail r={{ ...RETURN, status: 'refunded', status_label: 'Refunded' }} lots={[]} />,
    )
    expect(screen.getByText('Refunded')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
  })
})
