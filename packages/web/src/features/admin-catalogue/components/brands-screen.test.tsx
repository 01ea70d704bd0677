// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../../../lib/toast'
import { mockServer } from '../../../testing/mock-server'
import { renderWithAdminProviders } from '../../../testing/render-with-providers'
import { BrandsScreen } from './brands-screen'

// Spied, not mocked: the web tests share one module registry (isolate: false).
beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => {})
  vi.spyOn(toast, 'error').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function screenWith(rename: { status?: number; body: unknown }) {
  const server = mockServer({
    'GET admin/brands': { body: { items: [] } },
    'GET admin/brand-groups': { body: { items: [{ name: 'Acme Group', brand_count: 2 }] } },
    'PUT admin/brand-groups/Acme%20Group': rename,
  })
  renderWithAdminProviders(<BrandsScreen />, { server })
  return server
}

const renames = (server: ReturnType<typeof mockServer>) => server.requests.filter((r) => r.method === 'PUT')

describe('renaming a brand group', () => {
  it('refuses a blank name under the field and sends nothing', async () => {
    const server = screenWith({ body: { items: [] } })
    const field = await screen.findByLabelText('New name of Acme Group')
    const button = screen.getByRole('button', { name: /^Rename/ })
    expect(button).toHaveProperty('disabled', true)
    fireEvent.change(field, { target: { value: '   ' } })
    fireEvent.click(button)
    const error = await screen.findByText('Name is required')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toBe(error.id)
    expect(document.activeElement).toBe(field)
    expect(renames(server)).toHaveLength(0)
  })

  it('sends the new name, trimmed, under the group’s old name, and says it was renamed', async () => {
    const server = screenWith({ body: { items: [{ name: 'Acme Brands', brand_count: 2 }] } })
    fireEvent.change(await screen.findByLabelText('New name of Acme Group'), {
      target: { value: ' Acme Brands ' },
    })
    fireEvent.click(screen.getByRole('button', { name: /^Rename/ }))
    await waitFor(() => expect(renames(server)[0]?.body).toEqual({ name: 'Acme Brands' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Brand group renamed.'))
  })

  it('puts the server’s word on the name under the field', async () => {
    screenWith({ status: 400, body: { message: 'name: Name is taken', errors: { name: ['Name is taken'] } } })
    const field = await screen.findByLabelText('New name of Acme Group')
    fireEvent.change(field, { target: { value: 'Other' } })
    fireEvent.click(screen.getByRole('button', { name: /^Rename/ }))
    const error = await screen.findByText('Name is taken')
    expect(field.getAttribute('aria-describedby')).toBe(error.id)
  })
})
