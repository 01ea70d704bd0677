// @vitest-environment jsdom
import type { PriceList } from '@shop/shared/schemas/admin/price-lists'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ToastContainer } from 'react-toastify'
import { afterEach, describe, expect, it } from 'vitest'
import { staffRefreshed } from '../../../store/staff-session'
import { mockServer } from '../../../testing/mock-server'
import { renderWithAdminProviders } from '../../../testing/render-with-providers'
import type { PriceListDetail } from '../admin-price-lists.api'
import { PriceListScreen } from './price-list-screen'
import { PriceListsScreen } from './price-lists-screen'

afterEach(cleanup)

const LIST: PriceList = {
  id: 3,
  name: 'Clinics 2027',
  starts_on: '2027-01-01',
  ends_on: null,
  prices: 1,
  accounts: [{ id: 4, practice_name: 'Harbour Clinic' }],
  updated_at: '2026-12-07T10:00:00.000Z',
}
const DETAIL: PriceListDetail = {
  price_list: LIST,
  prices: [
    {
      product_id: 11,
      product_name: 'Nitrile gloves',
      sku: 'GLV-1',
      pack_code: 'BOX',
      unit_price_cents: 800,
      price_breaks: [],
    },
  ],
}

/** The catalogue's picker is the route's; here a plain box stands in for it. */
const picker = ({
  label,
  value,
  onChange,
  error,
}: {
  label: string
  value: number | null
  onChange: (v: number | null) => void
  error?: string
}) => (
  <label>
    {label} id
    <input value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)} />
    {error && <span>{error}</span>}
  </label>
)

describe('PriceListsScreen', () => {
  it('lists the lists with their days, prices and accounts', async () => {
    renderWithAdminProviders(<PriceListsScreen />, {
      server: mockServer({ 'GET admin/price-lists': { body: { price_lists: [LIST] } } }),
    })
    const row = await screen.findByRole('row', { name: /Clinics 2027/ })
    expect(row.textContent).toContain('Clinics 2027')
    expect(row.textContent).toContain('From 01-01-2027')
    expect(row.textContent).toContain('Harbour Clinic')
  })

  it('creates a list with what was typed, empty days sent as none', async () => {
    const server = mockServer({
      'GET admin/price-lists': { body: { price_lists: [] } },
      'POST admin/price-lists': { status: 201, body: DETAIL },
    })
    renderWithAdminProviders(
      <>
        <PriceListsScreen />
        <ToastContainer />
      </>,
      { server },
    )
    const form = await screen.findByRole('form', { name: 'New price list' })
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Dentists' } })
    fireEvent.change(within(form).getByLabelText('Last day'), { target: { value: '2027-06-30' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Create list' }))
    expect(await screen.findByText('The price list was created.')).toBeTruthy()
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Dentists',
      starts_on: null,
      ends_on: '2027-06-30',
    })
  })

  it("puts a 400's message under its field", async () => {
    const server = mockServer({
      'GET admin/price-lists': { body: { price_lists: [] } },
      'POST admin/price-lists': {
        status: 400,
        body: {
          message: 'name: A list of that name exists',
          errors: { name: ['A list of that name exists'] },
        },
      },
    })
    renderWithAdminProviders(<PriceListsScreen />, { server })
    const form = await screen.findByRole('form', { name: 'New price list' })
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Clinics 2027' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Create list' }))
    const name = within(form).getByLabelText('Name')
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
    expect(within(form).getByText('A list of that name exists')).toBeTruthy()
  })

  it('hides the new-list form from staff who are not owners', async () => {
    const { store } = renderWithAdminProviders(<PriceListsScreen />, {
      server: mockServer({ 'GET admin/price-lists': { body: { price_lists: [LIST] } } }),
    })
    store.dispatch(staffRefreshed({ ...store.getState().staffSession.staff!, role: 'staff' }))
    await screen.findByRole('row', { name: /Clinics 2027/ })
    expect(screen.queryByRole('form', { name: 'New price list' })).toBeNull()
  })
})

describe('PriceListScreen', () => {
  it("sends a product's price with its breaks, in cents", async () => {
    const server = mockServer({
      'GET admin/price-lists/3': { body: DETAIL },
      'GET admin/business-accounts': { body: { items: [] } },
      'GET admin/products/12': {
        body: { product: { id: 12, base_unit: 'piece', packs: [] } },
      },
      'PUT admin/price-lists/3/prices': { body: DETAIL },
    })
    renderWithAdminProviders(<PriceListScreen id={3} renderProductPicker={picker} />, { server })
    const form = await screen.findByRole('form', { name: 'Add a price' })
    fireEvent.change(within(form).getByLabelText('Product id'), { target: { value: '12' } })
    fireEvent.change(within(form).getByLabelText('Price each (US $)'), { target: { value: '9.20' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Add quantity break' }))
    fireEvent.change(within(form).getByLabelText('From (pieces), break 1'), { target: { value: '10' } })
    fireEvent.change(within(form).getByLabelText('Price each, break 1'), { target: { value: '8.50' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save price' }))
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({
        product_id: 12,
        pack_code: null,
        unit_price_cents: 920,
        price_breaks: [{ min_qty: 10, price_cents: 850 }],
      }),
    )
  })

  it("removes a pack's price and assigns an approved account", async () => {
    const server = mockServer({
      'GET admin/price-lists/3': { body: DETAIL },
      'GET admin/business-accounts': {
        body: {
          items: [
            { id: 4, practice_name: 'Harbour Clinic' },
            { id: 7, practice_name: 'Reef Dental' },
          ],
        },
      },
      'DELETE admin/price-lists/3/prices/11': { body: DETAIL },
      'POST admin/price-lists/3/assign': { body: DETAIL },
    })
    renderWithAdminProviders(<PriceListScreen id={3} renderProductPicker={picker} />, { server })
    fireEvent.click(await screen.findByRole('button', { name: /^Remove.*Nitrile gloves, pack BOX/ }))
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'DELETE')?.search).toBe('?pack_code=BOX'),
    )
    const account = screen.getByLabelText('Approved business account')
    await within(account).findByRole('option', { name: 'Reef Dental' })
    expect(within(account).queryByRole('option', { name: 'Harbour Clinic' })).toBeNull()
    fireEvent.change(account, { target: { value: '7' } })
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }))
    await waitFor(() =>
      expect(server.requests.find((r) => r.path === 'admin/price-lists/3/assign')?.body).toEqual({
        business_account_id: 7,
      }),
    )
  })

  it('shows staff the prices and accounts without any change', async () => {
    const server = mockServer({ 'GET admin/price-lists/3': { body: DETAIL } })
    const { store } = renderWithAdminProviders(<PriceListScreen id={3} renderProductPicker={picker} />, {
      server,
    })
    store.dispatch(staffRefreshed({ ...store.getState().staffSession.staff!, role: 'staff' }))
    expect((await screen.findByRole('row', { name: /Nitrile gloves/ })).textContent).toContain('US $8.00')
    expect(screen.getByTestId('price-list-account').textContent).toBe('Harbour Clinic')
    expect(screen.queryByRole('button', { name: /Remove|Unassign|Assign|Delete list|Save/ })).toBeNull()
    expect(screen.queryByRole('form')).toBeNull()
    expect(server.requests.some((r) => r.path === 'admin/business-accounts')).toBe(false)
  })
})
