// @vitest-environment jsdom
import type { ProductValues } from '@shop/shared/schemas/admin/catalogue'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithAdminProviders } from '../../../testing/render-with-providers'
import { ProductForm } from './product-form'

afterEach(cleanup)

const server = () =>
  mockServer({
    'GET admin/categories': {
      body: { items: [{ id: 3, name: 'Vitamins', slug: 'vitamins', position: 0, product_count: 4 }] },
    },
    'GET admin/brands': {
      body: { items: [{ id: 5, name: 'Acme', slug: 'acme', group_name: 'Acme Group', product_count: 2 }] },
    },
  })

function form() {
  const send = vi.fn(async (_values: ProductValues) => ({
    ok: true as const,
    data: { id: 9 },
    message: 'Saved.',
  }))
  renderWithAdminProviders(<ProductForm busy={false} send={send} saved="Product saved." />, {
    server: server(),
  })
  return send
}

describe('ProductForm', () => {
  it('offers the categories and brands the server has', async () => {
    form()
    expect(await screen.findByRole('option', { name: 'Vitamins' })).toBeTruthy()
    expect(await screen.findByRole('option', { name: 'Acme (Acme Group)' })).toBeTruthy()
  })

  it('sends nothing while the required details are missing, and says which', async () => {
    const send = form()
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }))
    expect(await screen.findByText('Product name is required')).toBeTruthy()
    expect(screen.getByText('SKU is required')).toBeTruthy()
    expect(send).not.toHaveBeenCalled()
  })

  it('sends the checked details with the price in cents and the intervals added', async () => {
    const send = form()
    await screen.findByRole('option', { name: 'Vitamins' })
    await screen.findByRole('option', { name: 'Acme (Acme Group)' })
    fireEvent.change(screen.getByLabelText(/Product name/), { target: { value: 'Vitamin D3' } })
    fireEvent.change(screen.getByLabelText(/^SKU/), { target: { value: 'VIT-D3' } })
    fireEvent.change(screen.getByLabelText(/Category/), { target: { value: '3' } })
    fireEvent.change(screen.getByLabelText(/Brand/), { target: { value: '5' } })
    fireEvent.change(screen.getByRole('textbox', { name: /^Price/ }), { target: { value: '12.50' } })
    fireEvent.blur(screen.getByRole('textbox', { name: /^Price/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Add interval' }))
    const interval = screen.getByRole('group', { name: 'Interval 1' })
    fireEvent.change(within(interval).getByLabelText(/Every \(months\)/), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }))
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    expect(send.mock.calls[0]![0]).toMatchObject({
      product_name: 'Vitamin D3',
      sku: 'VIT-D3',
      category_id: 3,
      brand_id: 5,
      selling_price_cents: 1250,
      subscription_intervals: [{ months: 2, discount: 5 }],
    })
  })

  it('sends a price break with its price each in cents', async () => {
    const send = form()
    await screen.findByRole('option', { name: 'Vitamins' })
    await screen.findByRole('option', { name: 'Acme (Acme Group)' })
    fireEvent.change(screen.getByLabelText(/Product name/), { target: { value: 'Gloves' } })
    fireEvent.change(screen.getByLabelText(/^SKU/), { target: { value: 'GLV-1' } })
    fireEvent.change(screen.getByLabelText(/Category/), { target: { value: '3' } })
    fireEvent.change(screen.getByLabelText(/Brand/), { target: { value: '5' } })
    fireEvent.change(screen.getByRole('textbox', { name: /^Price/ }), { target: { value: '10' } })
    fireEvent.blur(screen.getByRole('textbox', { name: /^Price/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Add price break' }))
    const priceBreak = screen.getByRole('group', { name: 'Price break 1' })
    fireEvent.change(within(priceBreak).getByLabelText(/From \(pieces\)/), { target: { value: '10' } })
    fireEvent.change(within(priceBreak).getByRole('textbox', { name: /Price each/ }), {
      target: { value: '9.50' },
    })
    fireEvent.blur(within(priceBreak).getByRole('textbox', { name: /Price each/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }))
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1), { timeout: 5000 })
    expect(send.mock.calls[0]![0].price_breaks).toEqual([{ min_qty: 10, price_cents: 950 }])
  })
})
