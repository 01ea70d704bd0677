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
  collect_and_replace: false,
  collection: null,
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

  it('offers collection where the recall promises it, checks the request on its fields, and sends it', async () => {
    const offered = { ...RECALL, collect_and_replace: true }
    const server = mockServer({
      'GET customer/recalls': { body: { items: [offered] } },
      'POST customer/recalls/7/collection': { body: { message: 'Thank you.' } },
    })
    renderWithProviders(<CustomerRecallsScreen />, { server })
    fireEvent.click(await screen.findByRole('button', { name: 'Ask us to collect and replace them' }))
    expect(await screen.findByText('Collection address is required')).toBeTruthy()
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
    fireEvent.change(screen.getByLabelText('Units to collect'), { target: { value: '2' } })
    fireEvent.change(screen.getByLabelText('Collection address'), {
      target: { value: '2 Front St, Hamilton' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Ask us to collect and replace them' }))
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
        units: 2,
        address: '2 Front St, Hamilton',
      }),
    )
  })

  it('shows where a requested collection stands instead of the form, and no form where none is offered', async () => {
    const asked = {
      ...RECALL,
      collect_and_replace: true,
      collection: {
        requested_at: '2026-12-02T10:00:00.000Z',
        units: 2,
        address: '2 Front St, Hamilton',
        collected_at: null,
        replacement_order_id: null,
        replacement_order_no: null,
      },
    }
    renderWithProviders(<CustomerRecallsScreen />, {
      server: mockServer({
        'GET customer/recalls': { body: { items: [asked, { ...RECALL, recall_id: 8 }] } },
      }),
    })
    expect(
      await screen.findByText(
        'You asked us on 02-12-2026 to collect 2 units from 2 Front St, Hamilton and replace them. Our driver will be in touch.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Ask us to collect and replace them' })).toBeNull()
  })

  it('names the replacement order once the units are collected', async () => {
    const done = {
      ...RECALL,
      collect_and_replace: true,
      collection: {
        requested_at: '2026-12-02T10:00:00.000Z',
        units: 2,
        address: '2 Front St, Hamilton',
        collected_at: '2026-12-04T10:00:00.000Z',
        replacement_order_id: 41,
        replacement_order_no: 'BMU-2026-000041',
      },
    }
    renderWithProviders(<CustomerRecallsScreen />, {
      server: mockServer({ 'GET customer/recalls': { body: { items: [done] } } }),
    })
    expect(
      await screen.findByText(
        'We collected 2 units on 04-12-2026 and sent the replacement, order BMU-2026-000041 in My Orders, at no charge.',
      ),
    ).toBeTruthy()
  })
})
