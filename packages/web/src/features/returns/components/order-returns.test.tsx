// @vitest-environment jsdom
import type { ReturnOptions } from '@shop/shared/schemas/returns'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { OrderReturns } from './order-returns'

afterEach(cleanup)

const LINE = {
  order_item_id: 21,
  product_id: 5,
  product_name: 'Nitrile gloves',
  bought: 2,
  returnable_quantity: 0,
  returnability: 'returnable',
  returnability_label: 'Returnable',
} as ReturnOptions['lines'][number]

const RETURNED = {
  id: 1,
  return_no: 'RET-1',
  reason: 'no_longer_needed',
  status: 'refunded',
  status_label: 'Refunded',
  refund_cents: 2000,
  refund_to: 'card',
  refunded_at: '2026-12-01T10:00:00.000Z',
  decision_note: null,
  instructions: null,
  lines: [{ quantity: 2, product_name: 'Nitrile gloves' }],
}

const render = (options: ReturnOptions) =>
  renderWithProviders(<OrderReturns orderId={9} />, {
    server: mockServer({
      'GET customer/orders/9/return-options': { body: options },
      'GET customer/orders/9/returns': { body: { items: [RETURNED] } },
    }),
  })

describe('OrderReturns', () => {
  it('offers no return of an order whose every unit is on a return, and says why', async () => {
    render({
      returnable: false,
      refusal: 'Every item of order BMU-2026-000009 is on a return already.',
      deadline: '2026-12-15',
      window_days: 30,
      lines: [LINE],
    })
    expect(
      await screen.findByText('Every item of order BMU-2026-000009 is on a return already.'),
    ).toBeTruthy()
    expect(await screen.findByTestId('return-entry')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull()
  })

  it('offers the return form while units may still come back', async () => {
    render({
      returnable: true,
      refusal: null,
      deadline: '2026-12-15',
      window_days: 30,
      lines: [{ ...LINE, returnable_quantity: 2 }],
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Return items' }))
    expect(await screen.findByRole('form', { name: 'Return items' })).toBeTruthy()
  })
})
