import type { CartLine } from '../schemas/cart'

/**
 * A one-time cart line for tests: product `id` at $10, 50 in stock; `interval` makes it a
 * Subscribe & Save line at 10% off.
 */
export function cartLine(id: number, qty: number, rowId: string, interval?: number): CartLine {
  return {
    id,
    sku: `SKU-${id}`,
    name: `Product ${id}`,
    slug: `product-${id}`,
    old_price: 10,
    price: 10,
    discount: 0,
    discount_type: null,
    avl_qty: 50,
    qty,
    unit: 'box',
    category: 'Care',
    weight: '1 g',
    image: '',
    thumbnail_compress: '{}',
    rowId,
    back_order: 0,
    ...(interval ? { subscription: { interval, type: 'months', discount: 10 } as const } : {}),
  }
}
