// @vitest-environment jsdom
import type { CustomerRecall } from '@shop/shared/schemas/professional'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { CustomerRecallsScreen } from './recalls-screen'

afterEach(cleanup)

const RECALL: CustomerRecall = {
  recall_id: 7,
  product_id: 3,
  product_name: 'Lidocaine ampoules',
  severity: 'high',
  reason: 'Particles found',
  instructions: 'Stop using them.',
  status: 'open',
  opened_at: '2026-12-01T10:00:00.000Z',
  lots: [{ lot_id: 11, lot_number: 'L-11', expiry_date: null }],
  units: 4,
  acknowledged_at: null,
  ack_action: null,
  ack_units: null,
}

describe('CustomerRecallsScreen', () => {
  it('says when nothing the customer received is under recall', async () => {
    renderWithProviders(<CustomerRecallsScreen />, {
      server: mockServer({ 'GET customer/recalls': { body: { items: [] } } }),
    })
    expect(await screen.findByText('No product you received is under recall.')).toBeTruthy()
  })

  it('refuses a negative number of units on its field, and sends the answer as chosen', async () => {
    const server = mockServer({
      'GET customer/recalls': { body: { items: [RECALL] } },
      'POST customer/recalls/7/acknowledge': { body: { message: 'Thank you.' } },
    })
    renderWithProviders(<CustomerRecallsScreen />, { server })
    const units = await screen.findByLabelText('Units')
    fireEvent.change(units, { target: { value: '-1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Enter 0 or more')).toBeTruthy()
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
    fireEvent.change(units, { target: { value: '3' } })
    fireEvent.change(screen.getByLabelText('I have'), { target: { value: 'returned' } })
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
        action: 'returned',
        units: 3,
      }),
    )
  })
})
