// @vitest-environment jsdom
import type { ReorderList } from '@shop/shared/schemas/lists'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { AddToList } from './add-to-list'

afterEach(cleanup)

const LIST: ReorderList = { id: 3, name: 'Clinic monthly', created_at: '2026-12-01T10:00:00.000Z', items: [] }
const ITEMS = [{ product_id: 5, pack: null, qty: 2 }]

function open(server: ReturnType<typeof mockServer>) {
  renderWithProviders(<AddToList items={ITEMS} what="Paper Tape" listsPath="/dashboard/lists" />, { server })
  fireEvent.click(screen.getByRole('button', { name: 'Add to list: Paper Tape' }))
}

const posts = (server: ReturnType<typeof mockServer>) => server.requests.filter((r) => r.method === 'POST')

describe('AddToList', () => {
  it('adds the products to the first list unless another is chosen, and links to the lists', async () => {
    const server = mockServer({
      'GET customer/lists': { body: { data: [LIST, { ...LIST, id: 4, name: 'Ward B' }] } },
      'POST customer/lists/4/items': { body: { data: { ...LIST, id: 4, name: 'Ward B' } } },
      'POST customer/lists/3/items': { body: { data: LIST } },
    })
    open(server)
    const select = await screen.findByLabelText('List')
    await screen.findByRole('option', { name: 'Ward B' })
    expect(select).toHaveProperty('value', '3')
    fireEvent.click(screen.getByRole('button', { name: 'Save to list' }))
    await waitFor(() => expect(posts(server)[0]?.path).toBe('customer/lists/3/items'))
    expect(posts(server)[0]?.body).toEqual({ items: ITEMS })
    expect(await screen.findByText('Added to Clinic monthly.')).toBeTruthy()
    fireEvent.change(select, { target: { value: '4' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save to list' }))
    await waitFor(() => expect(posts(server)[1]?.path).toBe('customer/lists/4/items'))
    expect(await screen.findByText('Added to Ward B.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See your lists' }).getAttribute('href')).toBe('/dashboard/lists')
  })

  it('refuses a nameless new list under its field, then makes the list named and adds to it', async () => {
    const made = { ...LIST, id: 8, name: 'Clinic weekly' }
    const server = mockServer({
      'GET customer/lists': { body: { data: [] } },
      'POST customer/lists': { status: 201, body: { data: made } },
      'POST customer/lists/8/items': { body: { data: made } },
    })
    open(server)
    const name = await screen.findByLabelText('New list name')
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save to list' })).toHaveProperty('disabled', false),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Save to list' }))
    const error = await screen.findByText('name is required')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(name.getAttribute('aria-describedby')).toBe(error.id)
    expect(document.activeElement).toBe(name)
    expect(posts(server)).toHaveLength(0)
    fireEvent.change(name, { target: { value: 'Clinic weekly' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save to list' }))
    await waitFor(() => expect(posts(server)).toHaveLength(2))
    expect(posts(server)[0]!.body).toEqual({ name: 'Clinic weekly' })
    expect(posts(server)[1]!.path).toBe('customer/lists/8/items')
    expect(await screen.findByText('Added to Clinic weekly.')).toBeTruthy()
  })

  it('says so below the form when the products could not be added', async () => {
    const server = mockServer({
      'GET customer/lists': { body: { data: [LIST] } },
      'POST customer/lists/3/items': {
        status: 409,
        body: { message: 'A list holds at most 200 products.', errors: {} },
      },
    })
    open(server)
    await screen.findByRole('option', { name: 'Clinic monthly' })
    fireEvent.click(screen.getByRole('button', { name: 'Save to list' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('A list holds at most 200 products.'),
    )
    expect(screen.queryByRole('link', { name: 'See your lists' })).toBeNull()
  })
})
