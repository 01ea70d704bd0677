// @vitest-environment jsdom
import type { ProductDetail } from '@shop/shared/schemas/catalogue'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../../../lib/toast'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { usePurchaseChoice } from '../use-purchase-choice'
import { PurchaseBox as PurchaseBoxOfChoice } from './purchase-box'

/** The purchase box as the product page composes it: holding the page's one purchase choice. */
function PurchaseBox({ product }: { product: ProductDetail }) {
  return <PurchaseBoxOfChoice choice={usePurchaseChoice(product)} />
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function product(over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 7,
    sku: 'SKU-7',
    product_name: 'Vitamin D3',
    product_code: 'PC-7',
    slug: 'vitamin-d3',
    category: 'Vitamins',
    category_slug: 'vitamins',
    category_id: 1,
    brand: 'Acme',
    brand_slug: 'acme',
    brand_id: 1,
    selling_price: 20,
    discounted_price: null,
    discount_value: 0,
    discount_type: null,
    quantity: 3,
    quantity_used: 0,
    stock: 3,
    unit: 'box',
    weight: '1 kg',
    thumbnail: '',
    thumbnail_name: '',
    thumbnail_compress: '',
    expiry_date: null,
    back_order: 0,
    has_subscription: true,
    images: [],
    product_desc: '',
    other_desc: '',
    returnability: 'returnable',
    returnability_note: '',
    reviews: [],
    rating: 0,
    review_count: 0,
    subscriptions: [
      { months: 1, discount: 10 },
      { months: 2, discount: 15 },
    ],
    ...over,
  }
}

describe('PurchaseBox', () => {
  it('adds a one-time line to the cart, then offers the cart instead', () => {
    vi.spyOn(toast, 'success').mockImplementation(() => {})
    const { store } = renderWithProviders(<PurchaseBox product={product()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Vitamin D3' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }))
    expect(store.getState().cart.items).toEqual([expect.objectContaining({ id: 7, qty: 2 })])
    expect(toast.success).toHaveBeenCalledWith('Product added to cart!', expect.anything())
    expect(screen.getByRole('link', { name: 'View Cart' })).toBeTruthy()
    expect(screen.getByText('In your cart')).toBeTruthy()
  })

  it('asks for an interval before a Subscribe & Save line, then prices it', () => {
    const { store } = renderWithProviders(<PurchaseBox product={product()} />)
    fireEvent.click(screen.getByLabelText(/Subscribe & Save/))
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }))
    expect(screen.getByRole('alert').textContent).toBe('Please select a subscription month.')
    expect(store.getState().cart.items).toEqual([])
    fireEvent.change(screen.getByLabelText('Delivery every'), { target: { value: '2' } })
    expect(screen.getByTestId('subscription-price').textContent).toContain('US $17.00')
  })

  it('never takes more than the stock left', () => {
    renderWithProviders(<PurchaseBox product={product({ stock: 1, quantity: 1 })} />)
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Vitamin D3' }))
    expect(screen.getByRole('alert')).toBeTruthy()
    expect((screen.getByLabelText('Quantity of Vitamin D3') as HTMLInputElement).value).toBe('1')
  })

  it('pre-orders a sold-out product into the pre-order cart', () => {
    vi.spyOn(toast, 'success').mockImplementation(() => {})
    const { store } = renderWithProviders(
      <PurchaseBox product={product({ stock: 0, quantity: 0, back_order: 1, subscriptions: [] })} />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Pre Order' }))
    expect(store.getState().backorderCart.items).toEqual([expect.objectContaining({ id: 7, qty: 1 })])
    expect(store.getState().cart.items).toEqual([])
  })
})
