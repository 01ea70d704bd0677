// @vitest-environment jsdom
import type { Staff } from '@shop/shared/schemas/admin/auth'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../../../lib/toast'
import { mockServer } from '../../../testing/mock-server'
import { renderWithAdminProviders } from '../../../testing/render-with-providers'
import { StaffAccountsScreen } from './staff-accounts'

// Spied, not mocked: the web tests share one module registry (isolate: false).
beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => {})
  vi.spyOn(toast, 'error').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const CLERK: Staff = {
  id: 2,
  email: 'clerk@shop.test',
  name: 'Clerk',
  role: 'staff',
  active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  last_login_at: null,
  must_change_password: false,
}

async function openDialog(password: { status?: number; body: unknown }) {
  const server = mockServer({
    'GET admin/staff': { body: { items: [CLERK] } },
    'GET admin/shop-info': { body: { time_zone: 'Atlantic/Bermuda' } },
    'POST admin/staff/2/password': password,
  })
  renderWithAdminProviders(<StaffAccountsScreen selfId={1} />, { server })
  fireEvent.click(await screen.findByRole('button', { name: /^New password/ }))
  const dialog = await screen.findByRole('dialog', { name: 'New password for clerk@shop.test' })
  return { server, dialog, field: within(dialog).getByLabelText('New password') }
}

const sent = (server: ReturnType<typeof mockServer>) =>
  server.requests.filter((r) => r.path === 'admin/staff/2/password')

describe('the staff password reset', () => {
  it('sends no short password, and says why under the field', async () => {
    const { server, dialog, field } = await openDialog({ body: { message: 'Password changed.' } })
    fireEvent.change(field, { target: { value: 'short' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set password' }))
    const error = await within(dialog).findByText(/Password should have at least \d+ characters/)
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toBe(error.id)
    expect(document.activeElement).toBe(field)
    expect(sent(server)).toHaveLength(0)
  })

  it('sends the new password, says it changed and closes', async () => {
    const { server, dialog, field } = await openDialog({ body: { message: 'Password changed for Clerk.' } })
    fireEvent.change(field, { target: { value: 'a-long-new-password' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set password' }))
    await waitFor(() => expect(sent(server)[0]?.body).toEqual({ password: 'a-long-new-password' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Password changed for Clerk.'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('puts the server’s refusal of the password under the field and stays open', async () => {
    const { dialog, field } = await openDialog({
      status: 400,
      body: { message: 'password: Password is too common', errors: { password: ['Password is too common'] } },
    })
    fireEvent.change(field, { target: { value: 'password1234' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set password' }))
    const error = await within(dialog).findByText('Password is too common')
    expect(field.getAttribute('aria-describedby')).toBe(error.id)
    expect(toast.error).toHaveBeenCalledWith('Password is too common')
    expect(screen.getByRole('dialog')).toBeTruthy()
  })
})
