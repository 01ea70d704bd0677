// @vitest-environment jsdom
import { PROFESSIONAL_APPLY_TEXT, professionalInsteadOfPrice } from '@shop/shared/professional'
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

  it('shows each line’s total and the list’s total at today’s prices, saying which lines it leaves out', async () => {
    const stopped = { ...LIST.items[0]!, product_id: 6, sku: 'GZ-6', product_name: 'Gauze', price: null }
    const more = { ...LIST.items[0]!, product_id: 7, sku: 'TP-7', product_name: 'Tape', price: 3.25, qty: 4 }
    renderWithProviders(<ListsScreen actions={actions} />, {
      server: mockServer({
        'GET customer/lists': { body: { data: [{ ...LIST, items: [LIST.items[0]!, stopped, more] }] } },
      }),
    })
    expect(await screen.findByText('US $25.00')).toBeTruthy()
    expect(screen.getByText('US $13.00')).toBeTruthy()
    const total = screen.getByText(/Total at today’s prices/).parentElement!
    expect(total.textContent).toBe('Total at today’s prices (2 of 3 lines priced)US $38.00')
  })

  it('shows a professional-only line with its label and a link to apply, and no price', async () => {
    const professional = {
      ...LIST.items[0]!,
      product_id: 9,
      product_name: 'Lidocaine 2%',
      sku: 'RX-9',
      slug: 'lidocaine-2',
      price: null,
      professional: professionalInsteadOfPrice({ professional_label: 'Clinic use only' }),
    }
    renderWithProviders(<ListsScreen actions={actions} />, {
      server: mockServer({ 'GET customer/lists': { body: { data: [{ ...LIST, items: [professional] }] } } }),
    })
    const apply = await screen.findByRole('link', { name: PROFESSIONAL_APPLY_TEXT })
    expect(apply.getAttribute('href')).toBe('/dashboard/professional')
    expect(apply.parentElement?.textContent).toBe(
      `Item code RX-9 · Clinic use only. ${PROFESSIONAL_APPLY_TEXT}`,
    )
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

  it('renames a list: a blank name is refused under its field, the name typed is sent', async () => {
    const server = mockServer({
      'GET customer/lists': { body: { data: [LIST] } },
      'PATCH customer/lists/3': { body: { data: { ...LIST, name: 'Clinic weekly' } } },
    })
    renderWithProviders(<ListsScreen actions={actions} />, { server })
    fireEvent.click(await screen.findByRole('button', { name: 'Rename list Clinic monthly' }))
    const field = screen.getByLabelText('List name')
    expect(document.activeElement).toBe(field)
    fireEvent.change(field, { target: { value: '  ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }))
    expect(await screen.findByText('name is required')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByText('name is required').id)
    expect(document.activeElement).toBe(field)
    expect(server.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0)
    fireEvent.change(field, { target: { value: 'Clinic weekly' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }))
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ name: 'Clinic weekly' }),
    )
    await waitFor(() => expect(screen.queryByLabelText('List name')).toBeNull())
  })

  it('puts the server’s word on a refused name under the field, and any other refusal below the form', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { message: 'name: name is taken', errors: { name: ['name is taken'] } },
    }
    const server = mockServer({
      'GET customer/lists': { body: { data: [LIST] } },
      'PATCH customer/lists/3': () => answer,
    })
    renderWithProviders(<ListsScreen actions={actions} />, { server })
    fireEvent.click(await screen.findByRole('button', { name: 'Rename list Clinic monthly' }))
    fireEvent.change(screen.getByLabelText('List name'), { target: { value: 'Clinic weekly' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }))
    const message = await screen.findByText('name is taken')
    expect(screen.getByLabelText('List name').getAttribute('aria-describedby')).toBe(message.id)
    expect(screen.getByRole('status').textContent).toBe('')
    answer = { status: 404, body: { message: 'List not found', errors: {} } }
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('List not found'))
    expect(screen.queryByText('name is taken')).toBeNull()
  })
})
