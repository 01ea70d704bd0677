// @vitest-environment jsdom
import type { CustomerBusinessAccount } from '@shop/shared/schemas/business-accounts'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { BusinessAccountScreen } from './business-account-screen'

afterEach(cleanup)

const ACCOUNT = {
  id: 4,
  status: 'approved' as const,
  practice_name: 'Harbour Clinic',
  billing_email: 'accounts@harbour.example.com',
  billing_address: '1 Front Street, Hamilton',
  terms_days: 30,
  credit_limit_cents: 500_000,
  po_required: true,
  staff_note: null,
  owed_cents: 12_000,
  credit_available_cents: 488_000,
  overdue: false,
  created_at: '2026-11-01T10:00:00.000Z',
  reviewed_at: '2026-11-02T10:00:00.000Z',
}

const NONE: CustomerBusinessAccount = { account: null, role: null, invoices: [], statement: null }

const APPROVED: CustomerBusinessAccount = {
  account: ACCOUNT,
  role: 'owner',
  invoices: [
    {
      id: 1,
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
      invoice_pdf: '/api/invoices/77?expires=1&signature=ab',
    },
  ],
  statement: {
    from: '2026-11-01',
    to: '2026-11-30',
    opening_balance_cents: 0,
    lines: [
      { date: '2026-11-03', description: 'Invoice ORD-77', amount_cents: 12_000, balance_cents: 12_000 },
    ],
    closing_balance_cents: 12_000,
  },
}

describe('BusinessAccountScreen', () => {
  it('offers the application to a customer without an account, and sends nothing while it is incomplete', async () => {
    const server = mockServer({ 'GET customer/business-account': { body: NONE } })
    renderWithProviders(<BusinessAccountScreen />, { server })
    expect(await screen.findByRole('heading', { name: 'Apply to pay on account' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }))
    expect(await screen.findByText('Practice name is required')).toBeTruthy()
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })

  it('sends the application as typed, and shows the account under review', async () => {
    let sent = false
    const server = mockServer({
      'GET customer/business-account': () => ({
        body: sent ? { ...NONE, account: { ...ACCOUNT, status: 'pending' } } : NONE,
      }),
      'POST customer/business-account': () => {
        sent = true
        return { body: { ...NONE, account: { ...ACCOUNT, status: 'pending' } } }
      },
    })
    renderWithProviders(<BusinessAccountScreen />, { server })
    fireEvent.change(await screen.findByLabelText('Practice name'), { target: { value: 'Harbour Clinic' } })
    fireEvent.change(screen.getByLabelText(/Billing e-mail/), {
      target: { value: 'accounts@harbour.example.com' },
    })
    fireEvent.change(screen.getByLabelText('Billing address'), { target: { value: '1 Front Street' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }))
    expect(await screen.findByText('Under review')).toBeTruthy()
    // Under review: no empty statement, but what will come and when.
    expect(screen.getByTestId('no-statement').textContent).toBe(
      'Your invoices and statement appear here once your account is approved.',
    )
    expect(screen.queryByRole('heading', { name: /Statement/ })).toBeNull()
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      practice_name: 'Harbour Clinic',
      billing_email: 'accounts@harbour.example.com',
      billing_address: '1 Front Street',
    })
  })

  it('puts a refusal’s field messages on their fields', async () => {
    const server = mockServer({
      'GET customer/business-account': { body: NONE },
      'POST customer/business-account': {
        status: 400,
        body: { message: 'Check the form.', errors: { billing_email: ['Billing e-mail is taken'] } },
      },
    })
    renderWithProviders(<BusinessAccountScreen />, { server })
    fireEvent.change(await screen.findByLabelText('Practice name'), { target: { value: 'Harbour Clinic' } })
    fireEvent.change(screen.getByLabelText(/Billing e-mail/), { target: { value: 'a@b.example.com' } })
    fireEvent.change(screen.getByLabelText('Billing address'), { target: { value: '1 Front Street' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }))
    expect(await screen.findByText('Billing e-mail is taken')).toBeTruthy()
    expect(screen.getByLabelText(/Billing e-mail/).getAttribute('aria-invalid')).toBe('true')
  })

  it('shows an approved account’s terms, open invoice and statement, and asks for another period', async () => {
    const server = mockServer({ 'GET customer/business-account': { body: APPROVED } })
    renderWithProviders(<BusinessAccountScreen />, { server })
    expect(await screen.findByText('Approved')).toBeTruthy()
    expect(screen.getByTestId('credit-available').textContent).toContain('4,880.00')
    expect(screen.getByRole('heading', { name: 'Open invoices' })).toBeTruthy()
    expect(screen.getByTestId('account-invoice').textContent).toContain('INV-0001')
    expect(screen.getByTestId('statement-line').textContent).toContain('Invoice ORD-77')
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull()
    const from = screen.getByLabelText(/^From/) as HTMLInputElement
    // The shop's dd-mm-yyyy, typed, not the browser's picker.
    expect(from.type).toBe('text')
    expect(from.value).toBe('01-11-2026')
    expect(from.placeholder).toBe('DD-MM-YYYY')
    fireEvent.change(from, { target: { value: '01-10-2026' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show period' }))
    await waitFor(() => expect(server.requests.some((r) => r.search.includes('from=2026-10-01'))).toBe(true))
  })

  it('says a period typed wrong or back to front under its field, and asks for nothing', async () => {
    const server = mockServer({ 'GET customer/business-account': { body: APPROVED } })
    renderWithProviders(<BusinessAccountScreen />, { server })
    const from = (await screen.findByLabelText(/^From/)) as HTMLInputElement
    const asked = () => server.requests.filter((r) => r.path === 'customer/business-account').length
    const before = asked()
    fireEvent.change(from, { target: { value: '31-13-2026' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show period' }))
    expect(await screen.findByText('Enter a date as DD-MM-YYYY')).toBeTruthy()
    expect(from.getAttribute('aria-invalid')).toBe('true')
    expect(from.getAttribute('aria-describedby')).toMatch(/-error$/)
    fireEvent.change(from, { target: { value: '01-12-2026' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show period' }))
    expect(await screen.findByText('The statement must start before it ends.')).toBeTruthy()
    expect(asked()).toBe(before)
  })

  it('links each invoice to its PDF, and downloads the statement of the period shown as a CSV file', async () => {
    const server = mockServer({
      'GET customer/business-account': { body: APPROVED },
      'GET customer/business-account/statement.csv': { body: 'date,description,amount,balance' },
    })
    const made: Blob[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      made.push(blob)
      return 'blob:statement'
    })
    URL.revokeObjectURL = vi.fn()
    const clicked: { download: string; href: string }[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href })
    })
    renderWithProviders(<BusinessAccountScreen />, { server })
    const invoice = await screen.findByRole('link', { name: /INV-0001/ })
    expect(invoice.getAttribute('href')).toBe('/api/invoices/77?expires=1&signature=ab')
    expect(invoice.getAttribute('target')).toBe('_blank')
    fireEvent.click(screen.getByRole('button', { name: 'Download statement (CSV)' }))
    await waitFor(() => expect(clicked).toHaveLength(1))
    expect(clicked[0]).toEqual({ download: 'statement-2026-11-01-to-2026-11-30.csv', href: 'blob:statement' })
    expect(made[0]!.type).toBe('text/csv')
    expect(server.requests.find((r) => r.path === 'customer/business-account/statement.csv')?.search).toBe(
      '?from=2026-11-01&to=2026-11-30',
    )
    click.mockRestore()
  })

  it('shows an invoice whose PDF is not written yet without a link', async () => {
    const pending = { ...APPROVED, invoices: APPROVED.invoices.map((i) => ({ ...i, invoice_pdf: null })) }
    renderWithProviders(<BusinessAccountScreen />, {
      server: mockServer({ 'GET customer/business-account': { body: pending } }),
    })
    expect((await screen.findByTestId('account-invoice')).textContent).toContain('INV-0001')
    expect(screen.queryByRole('link', { name: /INV-0001/ })).toBeNull()
  })

  it('shows the owner the way to the team, and a Buyer which account they order for, without its books', async () => {
    const owner = mockServer({ 'GET customer/business-account': { body: APPROVED } })
    renderWithProviders(<BusinessAccountScreen />, { server: owner })
    expect(await screen.findByRole('link', { name: 'Team: invite and manage members' })).toBeTruthy()
    expect(screen.getByTestId('account-invoice').textContent).toContain('Ann Assistant')
    cleanup()
    const buyer = mockServer({
      'GET customer/business-account': {
        body: { ...APPROVED, role: 'buyer', invoices: [], statement: null },
      },
    })
    renderWithProviders(<BusinessAccountScreen />, { server: buyer })
    expect((await screen.findByTestId('account-role')).textContent).toContain(
      'You are on the team of Harbour Clinic as Buyer.',
    )
    expect(screen.queryByRole('link', { name: /Team/ })).toBeNull()
    expect(screen.queryByRole('heading', { name: /Statement/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull()
  })
})
