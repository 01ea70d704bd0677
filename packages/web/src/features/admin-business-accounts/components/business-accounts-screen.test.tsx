// @vitest-environment jsdom
import type { AdminBusinessAccount, AdminInvoice } from '@shop/shared/schemas/business-accounts'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ToastContainer } from 'react-toastify'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithAdminProviders } from '../../../testing/render-with-providers'
import { AccountInvoicesScreen } from './account-invoices-screen'
import { BusinessAccountsScreen } from './business-accounts-screen'

afterEach(cleanup)

const PENDING: AdminBusinessAccount = {
  id: 4,
  user_id: 9,
  customer_name: 'Ada Smith',
  customer_email: 'ada@example.com',
  status: 'pending',
  practice_name: 'Harbour Clinic',
  billing_email: 'accounts@harbour.example.com',
  billing_address: '1 Front Street, Hamilton',
  terms_days: 30,
  credit_limit_cents: 0,
  po_required: false,
  staff_note: null,
  owed_cents: 0,
  credit_available_cents: 0,
  overdue: false,
  created_at: '2026-11-01T10:00:00.000Z',
  reviewed_at: null,
  reviewed_by: null,
}

const INVOICE: AdminInvoice = {
  id: 1,
  account_id: 4,
  practice_name: 'Harbour Clinic',
  invoice_no: 'INV-0001',
  order_no: 'ORD-77',
  amount_cents: 12_000,
  paid_cents: 0,
  outstanding_cents: 12_000,
  po_number: 'PO-9',
  terms_days: 30,
  issued_on: '2026-11-03',
  due_on: '2026-12-03',
  status: 'open',
  overdue: false,
  ordered_by: 'Ann Assistant',
  payments: [],
}

describe('BusinessAccountsScreen', () => {
  it('says when no account waits, and shows an application under review', async () => {
    renderWithAdminProviders(<BusinessAccountsScreen />, {
      server: mockServer({ 'GET admin/business-accounts': { body: { items: [] } } }),
    })
    expect(await screen.findByText('No business accounts here.')).toBeTruthy()
    cleanup()
    renderWithAdminProviders(<BusinessAccountsScreen />, {
      server: mockServer({ 'GET admin/business-accounts': { body: { items: [PENDING] } } }),
    })
    const card = await screen.findByRole('article')
    expect(within(card).getByText('Under review')).toBeTruthy()
    expect(within(card).getByRole('button', { name: /^Approve/ })).toHaveProperty('disabled', true)
  })

  it('approves with the terms, the limit in cents and the PO rule, and tells staff', async () => {
    const server = mockServer({
      'GET admin/business-accounts': { body: { items: [PENDING] } },
      'POST admin/business-accounts/4/approve': { body: { ...PENDING, status: 'approved' } },
    })
    renderWithAdminProviders(
      <>
        <BusinessAccountsScreen />
        <ToastContainer />
      </>,
      { server },
    )
    const card = await screen.findByRole('article')
    fireEvent.change(within(card).getByLabelText('Terms'), { target: { value: '60' } })
    fireEvent.change(within(card).getByLabelText('Credit limit (US $)'), { target: { value: '2500.50' } })
    fireEvent.click(within(card).getByLabelText(/purchase-order number is required/))
    fireEvent.click(within(card).getByRole('button', { name: /^Approve/ }))
    expect(await screen.findByText('Approved: the customer was told.')).toBeTruthy()
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      terms_days: 60,
      credit_limit_cents: 250_050,
      po_required: true,
    })
  })

  it('rejects with the reason typed', async () => {
    const server = mockServer({
      'GET admin/business-accounts': { body: { items: [PENDING] } },
      'POST admin/business-accounts/4/reject': { body: { ...PENDING, status: 'rejected' } },
    })
    renderWithAdminProviders(<BusinessAccountsScreen />, { server })
    const card = await screen.findByRole('article')
    fireEvent.change(within(card).getByLabelText('Reason to reject'), { target: { value: 'No licence' } })
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }))
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'No licence' }),
    )
  })
})

describe('AccountInvoicesScreen', () => {
  it('records a payment in cents with its reference and date, and names a missing reference', async () => {
    const server = mockServer({
      'GET admin/account-invoices': { body: { items: [INVOICE] } },
      'POST admin/account-invoices/1/payments': {
        body: { ...INVOICE, status: 'paid', outstanding_cents: 0 },
      },
    })
    renderWithAdminProviders(
      <>
        <AccountInvoicesScreen />
        <ToastContainer />
      </>,
      { server },
    )
    const card = await screen.findByTestId('account-invoice')
    expect(within(card).getByLabelText('Amount (US $)')).toHaveProperty('value', '120.00')
    fireEvent.click(within(card).getByRole('button', { name: /^Record payment/ }))
    expect(await within(card).findByText('Reference is required')).toBeTruthy()
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
    fireEvent.change(within(card).getByLabelText('Reference (cheque or transfer)'), {
      target: { value: 'Transfer 7731' },
    })
    fireEvent.change(within(card).getByLabelText('Received on'), { target: { value: '2026-12-01' } })
    fireEvent.click(within(card).getByRole('button', { name: /^Record payment/ }))
    expect(await screen.findByText('Invoice INV-0001 is paid.')).toBeTruthy()
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      amount_cents: 12_000,
      reference: 'Transfer 7731',
      received_on: '2026-12-01',
    })
  })
})

describe('an account’s team for staff', () => {
  it('shows the owner and members of an approved account when asked', async () => {
    const approved: AdminBusinessAccount = { ...PENDING, status: 'approved', credit_limit_cents: 500_000 }
    const member = {
      kind: 'member' as const,
      status: 'active' as const,
      last_order_at: null,
      expires_at: null,
    }
    const server = mockServer({
      'GET admin/business-accounts': { body: { items: [approved] } },
      'GET admin/business-accounts/4': {
        body: {
          ...approved,
          members: [
            {
              ...member,
              key: 'member-9',
              id: 9,
              name: 'Ada Smith',
              email: 'ada@example.com',
              role: 'owner',
              last_order_no: null,
            },
            {
              ...member,
              key: 'member-12',
              id: 12,
              name: 'Ben Buyer',
              email: 'ben@example.com',
              role: 'buyer',
              last_order_no: 'BMU-2026-000042',
            },
          ],
          approval_rules: ['Orders above US $200.00'],
          waiting_approvals: [
            {
              id: 5,
              status: 'awaiting',
              ordered_by: 'Ben Buyer',
              ordered_by_email: 'ben@example.com',
              po_number: null,
              lines: [],
              total_cents: 60_000,
              reasons: ["Above the buyer's order limit of US $500.00"],
              prices_held_until: '2026-12-14T10:00:00.000Z',
              stock_held_until: '2026-12-09T10:00:00.000Z',
              stock_released: false,
              note: null,
              order_no: null,
              created_at: '2026-12-07T10:00:00.000Z',
            },
          ],
        },
      },
    })
    renderWithAdminProviders(<BusinessAccountsScreen />, { server })
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'approved' } })
    fireEvent.click(await screen.findByRole('button', { name: 'Show team' }))
    const rows = await screen.findAllByTestId('account-team-member')
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Owner'),
      expect.stringContaining('BMU-2026-000042'),
    ])
    expect(screen.getByTestId('account-approval-rules').textContent).toBe(
      'Approval rules: Orders above US $200.00',
    )
    expect(screen.getByTestId('account-waiting-approval').textContent).toContain(
      'Ben Buyer: US $600.00, placed 07-12-2026, waiting',
    )
  })
})
