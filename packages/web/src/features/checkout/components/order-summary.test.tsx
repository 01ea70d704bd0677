// @vitest-environment jsdom
import type { Cents } from '@shop/shared/money'
import { orderTotals } from '@shop/shared/order-totals'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OrderSummary } from './order-summary'

afterEach(cleanup)

const figures = orderTotals({
  subTotalCents: 5_000 as Cents,
  coupon: null,
  shippingRate: { rate_cents: 1_000, free_over_cents: null },
  pickup: false,
  taxRateBp: 0,
})

describe('OrderSummary', () => {
  it('shows the store credit the order spends and what the card pays', () => {
    render(<OrderSummary figures={figures} itemCount={1} pickup={false} storeCreditCents={2_500} />)
    expect(screen.getByTestId('order-total').textContent).toBe('US $60.00')
    expect(screen.getByTestId('store-credit-used').textContent).toBe('- US $25.00')
    expect(screen.getByTestId('card-total').textContent).toBe('US $35.00')
  })

  it('shows no store credit lines without credit', () => {
    render(<OrderSummary figures={figures} itemCount={1} pickup={false} />)
    expect(screen.queryByTestId('store-credit-used')).toBeNull()
    expect(screen.queryByText('To pay by card')).toBeNull()
  })
})
