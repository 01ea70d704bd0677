// @vitest-environment jsdom
import type { ReorderList } from '@shop/shared/schemas/lists'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { ListsScreen } from './lists-screen'

afterEach(cleanup)

const LIST: ReorderList = {
  id: 3,
  name: 'Clinic monthly',
  created_at: '2026-12-01T10:00:00.000Z',
  items: [
    {
      product_id: 5,
      pack: null,
      qty: 2,
      product_name: 'Nitrile gloves',
      sku: 'GLV-1',
      slug: 'nitrile-gloves',
      thumbnail: '',
      thumbnail_compress: '',
      price: 12.5,
      professional: null,
    } as ReorderList['items'][number],
  ],
}

const actions = (list: ReorderList) => <button type="button">Add {list.name} to cart</button>

describe('ListsScreen', () => {
  it('explains how to start when there is no list', async () => {
    renderWithProviders(<ListsScreen actions={actions} />, {
      server: mockServer({ 'GET customer/lists': { body: { data: [] } } }),
    })
    expect(await screen.findByText(/No lists yet\. Name one above/)).toBeTruthy()
  })

  it('shows each list with its lines and the actions the page gives it', async () => {
    renderWithProviders(<ListsScreen actions={actions} />, {
      server: mockServer({ 'GET customer/lists': { body: { data: [LIST] } } }),
    })
    expect(await screen.findByText('Nitrile gloves')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add Clinic monthly to cart' })).toBeTruthy()
  })

  it('sends no nameless list, and sends the name typed', async () => {
    const server = mockServer({
      'GET customer/lists': { body: { data: [] } },
      'POST customer/lists': { status: 201, body: { data: { ...LIST, items: [] } } },
    })
    renderWithProviders(<ListsScreen actions={actions} />, { server })
    fireEvent.click(await screen.findByRole('button', { name: 'Create list' }))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
    fireEvent.change(screen.getByLabelText('New list name'), { target: { value: 'Clinic monthly' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create list' }))
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Clinic monthly' }),
    )
    await waitFor(() => expect(screen.getByLabelText('New list name')).toHaveProperty('value', ''))
  })
})
