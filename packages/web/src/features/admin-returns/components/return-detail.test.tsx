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
    // The staff's voice, not the customer's ('Refunded to your card').
    expect(screen.getByText("Refunded to the customer's card")).toBeTruthy()
    expect(screen.queryByText(/your card/)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
  })

  it('refunds the card only once staff confirm the amount and the card', async () => {
    const received = { ...RETURN, status: 'received', refund_to: 'card', refund_cents: 42500 } as ReturnView
    const server = mockServer({
      'POST admin/returns/5/refund': { body: { message: 'Refunded.', return: received } },
    })
    renderWithAdminProviders(
      <ReturnDetail r={received} lots={[]} card={{ brand: 'Visa', last4: '4242' }} />,
      { server },
    )
    expect(screen.getByText('Items received, to refund')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Refund to card' }))
    const dialog = await screen.findByRole('dialog', { name: 'Refund US $425.00 to the card?' })
    expect(dialog.textContent).toContain("US $425.00 goes back to the customer's Visa ending 4242")
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)

    fireEvent.click(screen.getByRole('button', { name: 'Refund to card' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Refund US $425.00' }))
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ refund_to: 'card' }),
    )
  })

  describe('receiving', () => {
    const APPROVED = {
      ...RETURN,
      status: 'approved',
      status_label: 'Approved',
      reason: 'no_longer_needed',
      details: '',
      shop_at_fault: false,
      lines: [
        {
          id: 31,
          order_item_id: 301,
          product_id: 3,
          product_name: 'Sterile Gauze',
          sku: 'BMS-GZ-3',
          quantity: 2,
          opened: false,
          unit_price_cents: 1250,
          received: [],
        },
      ],
    } as unknown as ReturnView
    const LOTS = [
      { return_line_id: 31, lot_id: 8, lot_number: 'L-8', expiry_date: '2027-06-30', status: 'active' },
    ]

    it('sends the reason as staff found it with the units, where they go and why', async () => {
      const server = mockServer({
        'POST admin/returns/5/receive': { body: { message: 'Units received.', return: APPROVED } },
      })
      renderWithAdminProviders(<ReturnDetail r={APPROVED} lots={LOTS} />, { server })
      const reason = screen.getByLabelText('Reason as found') as HTMLSelectElement
      expect(reason.value).toBe('no_longer_needed')
      fireEvent.change(reason, { target: { value: 'damaged' } })
      fireEvent.change(screen.getByLabelText('Units'), { target: { value: '1' } })
      fireEvent.change(screen.getByLabelText('Where they go'), { target: { value: 'write_off' } })
      expect((screen.getByLabelText('Lot') as HTMLSelectElement).disabled).toBe(true)
      fireEvent.change(screen.getByLabelText('Why (state of the units)'), {
        target: { value: 'Seal broken, box crushed' },
      })
      fireEvent.click(screen.getByRole('button', { name: 'Receive units' }))
      await waitFor(() =>
        expect(server.requests.find((r) => r.path === 'admin/returns/5/receive')?.body).toEqual({
          items: [
            {
              return_line_id: 31,
              quantity: 1,
              disposition: 'write_off',
              lot_id: null,
              note: 'Seal broken, box crushed',
            },
          ],
          reason: 'damaged',
        }),
      )
    })

    it('leaves the customer’s reason standing when staff keep it, and sends the lot', async () => {
      const server = mockServer({
        'POST admin/returns/5/receive': { body: { message: 'Units received.', return: APPROVED } },
      })
      renderWithAdminProviders(<ReturnDetail r={APPROVED} lots={LOTS} />, { server })
      fireEvent.change(screen.getByLabelText('Why (state of the units)'), { target: { value: 'Unopened' } })
      fireEvent.click(screen.getByRole('button', { name: 'Receive units' }))
      await waitFor(() =>
        expect(server.requests.find((r) => r.path === 'admin/returns/5/receive')?.body).toEqual({
          items: [
            { return_line_id: 31, quantity: 2, disposition: 'quarantine', lot_id: 8, note: 'Unopened' },
          ],
        }),
      )
    })

    it('asks why under the field and sends nothing without a note', async () => {
      const server = mockServer()
      renderWithAdminProviders(<ReturnDetail r={APPROVED} lots={LOTS} />, { server })
      fireEvent.click(screen.getByRole('button', { name: 'Receive units' }))
      expect(await screen.findByText('note: say why (the state of the units)')).toBeTruthy()
      expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
    })
  })
})
