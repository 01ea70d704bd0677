// @vitest-environment jsdom
import type { RecallDetail } from '@shop/shared/schemas/professional'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithAdminProviders } from '../../../testing/render-with-providers'
import type { ChooseLots } from './open-recall-form'
import { RecallsScreen } from './recalls-screen'

afterEach(cleanup)

const RECALL: RecallDetail = {
  id: 7,
  product_id: 3,
  product_name: 'Lidocaine ampoules',
  reason: 'Particles found',
  severity: 'high',
  instructions: 'Stop using them.',
  status: 'open',
  opened_by: 'Owner',
  opened_at: '2026-12-01T10:00:00.000Z',
  closed_at: null,
  lots: [{ lot_id: 11, lot_number: 'L-11', expiry_date: null }],
  collect_and_replace: false,
  customers: 2,
  acknowledged: 1,
  collections_waiting: 0,
  lines: [],
  notices: [],
}

/** The stock wing's finder, as the route puts it in: here one button ticks lot 11 of product 3. */
const chooseLots: ChooseLots = ({ chosen, onChange }) => (
  <button type="button" onClick={() => onChange([...chosen, 11], 3)}>
    Tick lot L-11
  </button>
)

describe('RecallsScreen', () => {
  it('says when there are no recalls, and lists those there are', async () => {
    renderWithAdminProviders(<RecallsScreen chooseLots={chooseLots} />, {
      server: mockServer({ 'GET admin/recalls': { body: { items: [] } } }),
    })
    expect(await screen.findByText('No recalls.')).toBeTruthy()
    cleanup()
    renderWithAdminProviders(<RecallsScreen chooseLots={chooseLots} />, {
      server: mockServer({ 'GET admin/recalls': { body: { items: [RECALL] } } }),
    })
    expect(await screen.findByText(/Lidocaine ampoules, lots L-11: open, 1 of 2 acknowledged/)).toBeTruthy()
  })

  it('opens nothing until a lot is chosen, then names the missing fields', async () => {
    const server = mockServer({ 'GET admin/recalls': { body: { items: [] } } })
    renderWithAdminProviders(<RecallsScreen chooseLots={chooseLots} />, { server })
    const open = await screen.findByRole('button', { name: /^Open recall/ })
    expect(open).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: 'Tick lot L-11' }))
    expect(open.textContent).toBe('Open recall and quarantine 1 lot')
    fireEvent.click(open)
    expect(await screen.findByText('Reason is required')).toBeTruthy()
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })

  it('sends the chosen lots with the reason, severity and instructions, then shows the recall', async () => {
    const server = mockServer({
      'GET admin/recalls': { body: { items: [] } },
      'POST admin/recalls': { status: 201, body: { message: 'Recall opened.', recall: RECALL } },
      'GET admin/recalls/7': { body: RECALL },
    })
    renderWithAdminProviders(<RecallsScreen chooseLots={chooseLots} />, { server })
    fireEvent.click(await screen.findByRole('button', { name: 'Tick lot L-11' }))
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Particles found' } })
    fireEvent.change(screen.getByLabelText('Severity'), { target: { value: 'medium' } })
    fireEvent.change(screen.getByLabelText('Instructions to the buyer'), {
      target: { value: 'Stop using them.' },
    })
    fireEvent.click(screen.getByRole('button', { name: /^Open recall/ }))
    expect(await screen.findByRole('heading', { name: /^Recall 7: Lidocaine ampoules/ })).toBeTruthy()
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
        product_id: 3,
        lot_ids: [11],
        reason: 'Particles found',
        severity: 'medium',
        instructions: 'Stop using them.',
        collect_and_replace: false,
      }),
    )
  })

  it("shows a customer's request to collect and replace, and marks it done", async () => {
    const notice = {
      user_id: 5,
      customer_name: 'Ada Clinic',
      customer_email: 'ada@example.com',
      units: 3,
      notified_at: '2026-12-01T10:00:00.000Z',
      reminded_at: null,
      acknowledged_at: '2026-12-02T10:00:00.000Z',
      ack_action: 'quarantined' as const,
      ack_units: 3,
      collection: {
        requested_at: '2026-12-02T10:00:00.000Z',
        units: 3,
        address: '2 Front St, Hamilton',
        collected_at: null,
        replacement_order_id: null,
        replacement_order_no: null,
      },
    }
    const offered = { ...RECALL, collect_and_replace: true, collections_waiting: 1, notices: [notice] }
    const server = mockServer({
      'GET admin/recalls': { body: { items: [offered] } },
      'GET admin/recalls/7': { body: offered },
      'POST admin/recalls/7/notices/5/collected': { body: { message: 'Marked.', recall: offered } },
    })
    renderWithAdminProviders(<RecallsScreen chooseLots={chooseLots} />, { server })
    expect(await screen.findByText(/1 of 2 acknowledged, 1 to collect/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Show recall 7' }))
    expect(await screen.findByText(/3 units from 2 Front St, Hamilton \(asked 02-12-2026\)/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Mark collected and replaced for Ada Clinic' }))
    await waitFor(() =>
      expect(
        server.requests.some((r) => r.method === 'POST' && r.path === 'admin/recalls/7/notices/5/collected'),
      ).toBe(true),
    )
  })
})
