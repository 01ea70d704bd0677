// @vitest-environment jsdom
import type { AdminOrderDetail } from '@shop/shared/schemas/admin/orders'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithAdminProviders } from '../../../testing/render-with-providers'
import { OrderDetail } from './order-detail'
import { OrdersTable } from './orders-table'

afterEach(cleanup)

function order(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    id: 7,
    order_no: 'BMU-2026-000007',
    created_at: '2026-11-27T10:00:00.000Z',
    customer_id: 3,
    customer_name: 'Ann Buyer',
    email: 'ann@example.com',
    order_status: 'Pending',
    payment_status: 'paid',
    back_order: false,
    pickup: false,
    item_count: 1,
    grand_total_cents: 2000,
    lines: [
      {
        id: 1,
        product_id: 4,
        product_name: 'Saline Ampoules',
        sku: 'SAL-1',
        quantity: 1,
        unit_price_cents: 2000,
        line_total_cents: 2000,
        subscription_months: null,
        lots: [],
      },
    ],
    shipping_address: null,
    billing_address: null,
    pickup_address: null,
    payment: {
      method: 'card',
      card_brand: 'Visa',
      card_last4: '1111',
      transaction_id: 'tx_1',
      paid_at: '2026-11-27T10:00:00.000Z',
      error: null,
    },
    sub_total_cents: 2000,
    coupon_code: null,
    coupon_discount_cents: 0,
    shipping_charge_cents: 0,
    tax_cents: 0,
    tracking: [],
    next_statuses: ['Processing', 'Shipped', 'Out for Delivery', 'Delivered', 'Cancelled'],
    has_invoice: false,
    subscription_id: null,
    pre_orders: [],
    ships_with_order: null,
    ...overrides,
  }
}

describe('OrderDetail', () => {
  it('shows a declined checkout attempt as Declined, with no packing slip, confirmation or status to choose', () => {
    renderWithAdminProviders(
      <OrderDetail
        order={order({
          payment_status: 'failed',
          next_statuses: [],
          payment: { ...order().payment, paid_at: null, error: 'Card declined' },
        })}
      />,
    )
    expect(screen.getAllByText('Declined').length).toBeGreaterThanOrEqual(2)
    expect(screen.queryByText('Pending')).toBeNull()
    expect(screen.queryByRole('button', { name: /Packing slip/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Resend confirmation' })).toBeNull()
    expect(screen.queryByRole('combobox', { name: /Next status/ })).toBeNull()
    expect(screen.getByText(/this checkout attempt is not an order/)).toBeTruthy()
  })

  it('offers a paid delivery its packing slip and the confirmation again', () => {
    renderWithAdminProviders(<OrderDetail order={order()} />)
    expect(screen.getByRole('button', { name: /Packing slip/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Resend confirmation' })).toBeTruthy()
  })

  it("offers a pickup order 'Ready for pickup', and no carrier tracking id", () => {
    renderWithAdminProviders(
      <OrderDetail
        order={order({
          pickup: true,
          next_statuses: ['Processing', 'Out for Delivery', 'Delivered', 'Cancelled'],
        })}
      />,
    )
    const select = screen.getByRole('combobox', { name: /Next status/ })
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(options).toEqual(['Processing', 'Ready for pickup', 'Delivered'])
    expect(within(select).getByRole('option', { name: 'Ready for pickup' }).getAttribute('value')).toBe(
      'Out for Delivery',
    )
    expect(screen.queryByRole('textbox', { name: /tracking id/i })).toBeNull()
  })
})

describe('a pre-order travelling with the order', () => {
  it('is named on the order, and choosing Shipped says the order waits for it unless staff send it on its own', () => {
    renderWithAdminProviders(
      <OrderDetail
        order={order({
          pre_orders: [
            { id: 9, order_no: 'BMU-2026-000009', order_status: 'Pending', waiting_for_stock: true },
          ],
        })}
      />,
    )
    const section = screen.getByRole('region', { name: 'Pre-orders travelling with this order' })
    expect(within(section).getByRole('link', { name: 'BMU-2026-000009' }).getAttribute('href')).toBe(
      '/admin/orders/9',
    )
    expect(within(section).getByText('Waiting for stock')).toBeTruthy()
    expect(screen.queryByRole('checkbox', { name: /pre-order follows on its own/ })).toBeNull()
    fireEvent.change(screen.getByRole('combobox', { name: /Next status/ }), { target: { value: 'Shipped' } })
    expect(screen.getByText(/Pre-order BMU-2026-000009 travels with this order/)).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: /pre-order follows on its own/ })).toBeTruthy()
  })

  it('a pre-order names the paid order it travels with', () => {
    renderWithAdminProviders(
      <OrderDetail
        order={order({ back_order: true, ships_with_order: { id: 3, order_no: 'BMU-2026-000003' } })}
      />,
    )
    expect(screen.getByRole('link', { name: 'BMU-2026-000003' }).getAttribute('href')).toBe('/admin/orders/3')
  })
})

describe('OrdersTable', () => {
  it('lists a declined attempt as Declined, not Pending, with its payment in words', () => {
    renderWithAdminProviders(
      <OrdersTable
        rows={[order({ payment_status: 'failed' })]}
        loading={false}
        sort={{ sort: 'created_at', dir: 'desc', onSort: () => {} }}
      />,
    )
    const row = screen.getByRole('row', { name: /BMU-2026-000007/ })
    // The state, the payment under it (shown on a phone) and the payment column.
    expect(within(row).getAllByText('Declined')).toHaveLength(3)
    expect(within(row).queryByText('Pending')).toBeNull()
    expect(within(row).queryByText('failed')).toBeNull()
  })
})
