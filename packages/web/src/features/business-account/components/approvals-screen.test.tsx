// @vitest-environment jsdom
import type { Approval, ApprovalSettings } from '@shop/shared/schemas/business-account-approvals'
import type { Team } from '@shop/shared/schemas/business-account-team'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { ApprovalSettingsSection } from './approval-settings'
import { ApprovalsScreen } from './approvals-screen'
import { WaitingForApproval } from './waiting-for-approval'

afterEach(cleanup)

const WAITING: Approval = {
  id: 12,
  status: 'awaiting',
  ordered_by: 'Ben Buyer',
  ordered_by_email: 'ben@clinic.example',
  po_number: 'PO-77',
  lines: [
    {
      line: 0,
      product_id: 1,
      name: 'Scalpel Set',
      sku: 'S-1',
      qty: 4,
      unit_cents: 10_000,
      line_total_cents: 40_000,
    },
    {
      line: 1,
      product_id: 2,
      name: 'Gauze Pack',
      sku: 'G-1',
      qty: 4,
      unit_cents: 5_000,
      line_total_cents: 20_000,
    },
  ],
  total_cents: 60_000,
  reasons: ["Above the buyer's order limit of US $500.00"],
  prices_held_until: '2026-12-14T10:00:00.000Z',
  stock_held_until: '2026-12-09T10:00:00.000Z',
  stock_released: false,
  note: null,
  order_no: null,
  created_at: '2026-12-07T10:00:00.000Z',
}

const account = (role: string) => ({ body: { account: null, role, invoices: [], statement: null } })

describe('ApprovalsScreen', () => {
  it('shows an Approver the queue; removing a line asks for a note, then approves with the change', async () => {
    const server = mockServer({
      'GET customer/business-account': account('approver'),
      'GET customer/business-account/approvals': { body: { items: [WAITING] } },
      'GET customer/business-account/approvals/mine': { body: { items: [] } },
      'POST customer/business-account/approvals/12/approve': {
        body: { ...WAITING, status: 'approved', total_cents: 40_000, order_no: 'BMU-1' },
      },
    })
    renderWithProviders(<ApprovalsScreen />, { server })
    const card = await screen.findByTestId('approval')
    expect(card.textContent).toContain('Ben Buyer · US $600.00')
    expect(card.textContent).toContain("Above the buyer's order limit of US $500.00")
    fireEvent.click(within(card).getByRole('button', { name: 'Remove Gauze Pack' }))
    expect(screen.getByTestId('changed-total').textContent).toContain('US $400.00')
    fireEvent.click(within(card).getByRole('button', { name: 'Approve with changes' }))
    expect(await screen.findByText('Add a note for the buyer saying what you changed.')).toBeTruthy()
    fireEvent.change(within(card).getByLabelText('Note for the buyer'), {
      target: { value: 'Gauze in stock' },
    })
    fireEvent.click(within(card).getByRole('button', { name: 'Approve with changes' }))
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
        changes: [{ line: 1, qty: 0 }],
        note: 'Gauze in stock',
      }),
    )
  })

  it('rejects only with a reason', async () => {
    const server = mockServer({
      'GET customer/business-account': account('owner'),
      'GET customer/business-account/approvals': { body: { items: [WAITING] } },
      'GET customer/business-account/approvals/mine': { body: { items: [] } },
      'POST customer/business-account/approvals/12/reject': { body: { ...WAITING, status: 'rejected' } },
    })
    renderWithProviders(<ApprovalsScreen />, { server })
    fireEvent.click(await screen.findByRole('button', { name: 'Reject…' }))
    fireEvent.click(screen.getByRole('button', { name: 'Reject order' }))
    expect(await screen.findByText('Give the buyer a reason.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Reason to reject'), { target: { value: 'Over budget' } })
    fireEvent.click(screen.getByRole('button', { name: 'Reject order' }))
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'Over budget' }),
    )
  })

  it("shows a Buyer no queue, only their own orders' status", async () => {
    const server = mockServer({
      'GET customer/business-account': account('buyer'),
      'GET customer/business-account/approvals/mine': {
        body: {
          items: [
            {
              ...WAITING,
              status: 'approved',
              order_no: 'BMU-9',
              total_cents: 40_000,
              note: 'Gauze in stock',
            },
          ],
        },
      },
    })
    renderWithProviders(<ApprovalsScreen />, { server })
    const mine = await screen.findByTestId('my-approval')
    expect(mine.textContent).toContain('Approved · US $400.00')
    expect(mine.textContent).toContain('order BMU-9')
    expect(screen.queryByText('Waiting for approval')).toBeNull()
    expect(server.requests.some((r) => r.path.endsWith('approvals'))).toBe(false)
  })
})

const SETTINGS: ApprovalSettings = {
  rules: [
    {
      id: 3,
      kind: 'professional',
      amount_cents: null,
      user_id: null,
      text: 'Orders with professional-only items',
    },
  ],
  buyers: [
    {
      user_id: 7,
      name: 'Ben Buyer',
      email: 'ben@clinic.example',
      order_limit_cents: 50_000,
      monthly_limit_cents: null,
    },
  ],
}
const TEAM: Team['items'] = []

describe('ApprovalSettingsSection', () => {
  it("saves a Buyer's limits in cents, refuses what is not an amount, and adds an amount rule", async () => {
    const server = mockServer({
      'GET customer/business-account/approval-settings': { body: SETTINGS },
      'PUT customer/business-account/members/7/limits': { body: SETTINGS },
      'POST customer/business-account/approval-rules': { body: SETTINGS },
    })
    renderWithProviders(<ApprovalSettingsSection team={TEAM} />, { server })
    const order = (await screen.findByLabelText('Order limit of Ben Buyer')) as HTMLInputElement
    expect(order.value).toBe('500.00')
    fireEvent.change(screen.getByLabelText('Monthly limit of Ben Buyer'), { target: { value: 'lots' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save limits' }))
    expect(await screen.findByText(/Write each limit as an amount/)).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Monthly limit of Ben Buyer'), { target: { value: '2,000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save limits' }))
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({
        order_limit_cents: 50_000,
        monthly_limit_cents: 200_000,
      }),
    )
    expect(screen.getByTestId('approval-rules').textContent).toContain('Orders with professional-only items')
    fireEvent.change(screen.getByLabelText('Amount (US $)'), { target: { value: '250' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }))
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
        kind: 'above_amount',
        amount_cents: 25_000,
      }),
    )
  })
})

describe('WaitingForApproval', () => {
  it('says above My Orders which orders on account still await approval, and nothing without any', async () => {
    const server = mockServer({
      'GET customer/business-account/approvals/mine': {
        body: { items: [WAITING, { ...WAITING, id: 13, status: 'rejected' }] },
      },
    })
    renderWithProviders(<WaitingForApproval />, { server })
    const notice = await screen.findByTestId('orders-awaiting-approval')
    expect(notice.textContent).toContain('Awaiting approval · US $600.00 · PO PO-77')
    expect(within(notice).getAllByRole('listitem')).toHaveLength(1)
    cleanup()
    renderWithProviders(<WaitingForApproval />, { server: mockServer() })
    await waitFor(() => expect(screen.queryByTestId('orders-awaiting-approval')).toBeNull())
  })
})
