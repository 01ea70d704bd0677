// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import type { Order } from '../orders.api'
import { OrderCard } from './order-card'
import { OrderDetails } from './order-details'

afterEach(cleanup)

const ORDER = {
  id: 7,
  order_no: 'ORD-7',
  created_at: '2026-12-01T10:00:00.000Z',
  order_status: 'Delivered',
  status_label: 'Delivered',
  ships_with_order_no: null,
  payment_status: 'paid',
  payment_method: 'card',
  card_brand: 'Visa',
  card_last4: '4242',
  transaction_id: 'T-1',
  back_order: 0,
  sub_total: 35,
  coupon_code: null,
  coupon_discount: 0,
  shipping_charge: 5,
  tax_amount: 0,
  grand_total: 40,
  store_credit: 0,
  shipping_address: null,
  billing_address: null,
  pickup_order: 0,
  pickup_address: null,
  invoice_pdf: null,
  refund: null,
  items: [
    {
      id: 1,
      product_id: 3,
      quantity: 3,
      price: 10,
      line_total: 30,
      subscription_months: null,
      product: {
        product_name: 'Nitrile gloves',
        product_code: 'BMS-GL-3',
        sku: 'BMS-GL-3',
        thumbnail: '',
        thumbnail_name: '',
        thumbnail_compress: '',
        slug: 'nitrile-gloves',
      },
    },
  ],
} as unknown as Order

describe('OrderDetails', () => {
  it('shows each line with its unit price and line total', async () => {
    const server = mockServer({ 'GET customer/order/detail/7': { body: { data: ORDER } } })
    renderWithProviders(<OrderDetails order={ORDER} />, { server })
    expect(screen.getByText('Qty 3 × US $10.00')).toBeTruthy()
    // One code, by the one name the product page, invoice and back office give it.
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Item code BMS-GL-3'),
    ).toBeTruthy()
    expect(screen.getByText('US $30.00')).toBeTruthy()
    expect(await screen.findByText('US $40.00')).toBeTruthy()
  })

  it('offers the invoice as a working button of the card, not a greyed one', () => {
    renderWithProviders(<OrderCard order={{ ...ORDER, invoice_pdf: '/api/invoices/7?sig=x' }} />)
    const invoice = screen.getByRole('link', { name: /Invoice for order ORD-7/ })
    expect(invoice.className).toContain('btn-outline-primary')
    expect(invoice.className).not.toContain('secondary')
  })
})
