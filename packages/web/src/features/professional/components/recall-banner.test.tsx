// @vitest-environment jsdom
import type { CustomerRecall } from '@shop/shared/schemas/professional'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { RecallBanner } from './recall-banner'
import { RecallLineFlag } from './recall-line-flag'

afterEach(cleanup)

const HIGH: CustomerRecall = {
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

function renderBanner(items: CustomerRecall[]) {
  renderWithProviders(<RecallBanner />, {
    server: mockServer({ 'GET customer/recalls': { body: { items } } }),
  })
}

describe('RecallBanner', () => {
  it('shows an unanswered high-severity recall, with the way to the recalls page', async () => {
    renderBanner([HIGH])
    expect(await screen.findByRole('heading', { name: 'Urgent product recall' })).toBeTruthy()
    expect(screen.getByText(/recalled lot of Lidocaine ampoules/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See the recall' }).getAttribute('href')).toBe(
      '/dashboard/recalls',
    )
  })

  it('counts several unanswered recalls', async () => {
    renderBanner([HIGH, { ...HIGH, recall_id: 8, product_name: 'Syringes' }])
    expect(await screen.findByRole('heading', { name: '2 urgent product recalls' })).toBeTruthy()
    expect(screen.getByText(/Lidocaine ampoules, Syringes/)).toBeTruthy()
  })

  it.each([
    [
      'acknowledged',
      { acknowledged_at: '2026-12-02T10:00:00.000Z', ack_action: 'quarantined', ack_units: 4 },
    ],
    ['of medium severity', { severity: 'medium' }],
    ['closed', { status: 'closed' }],
  ] as const)('shows nothing for a recall %s', async (_, change) => {
    const server = mockServer({ 'GET customer/recalls': { body: { items: [{ ...HIGH, ...change }] } } })
    // The line flag shows once the notices are in: then the banner has had them too.
    renderWithProviders(
      <>
        <RecallBanner />
        <RecallLineFlag productId={3} lotNumbers={['L-11']} />
      </>,
      { server },
    )
    await screen.findByTestId('recall-line-flag')
    expect(screen.queryByRole('heading', { name: /urgent product recall/i })).toBeNull()
  })
})

describe('RecallLineFlag', () => {
  it('flags the line that took a recalled lot of the same product only', async () => {
    const server = mockServer({ 'GET customer/recalls': { body: { items: [HIGH] } } })
    renderWithProviders(
      <>
        <RecallLineFlag productId={3} lotNumbers={['L-10', 'L-11']} />
        <RecallLineFlag productId={4} lotNumbers={['L-11']} />
      </>,
      { server },
    )
    const flags = await screen.findAllByTestId('recall-line-flag')
    expect(flags).toHaveLength(1)
    expect(flags[0]!.textContent).toContain('Lot L-11 is under recall.')
  })
})
