import type { CartFillNotice } from '@shop/shared/schemas/saved-cart'
import { useState } from 'react'
import { paths } from '../config/paths'
import { CartFillResult } from '../features/cart/components/cart-fill-result'
import { useAddFilledLines } from '../features/cart/use-add-filled-lines'
import { useBuyAgainMutation, type Order } from '../features/orders/orders.api'
import { errorMessage } from '../store/api'

/**
 * 'Buy again' on a past order: its lines go into the right carts at today's prices, and the shopper
 * reads which were sold out (pre-order), no longer sold or re-priced.
 */
export function BuyAgainButton({ order }: { order: Order }) {
  const [buyAgain, { isLoading }] = useBuyAgainMutation()
  const addLines = useAddFilledLines()
  const [result, setResult] = useState<{ added: number; notices: CartFillNotice[] } | null>(null)
  const [error, setError] = useState<string | null>(null)
  return (
    <>
      <button
        type="button"
        className="btn btn-success btn-sm"
        disabled={isLoading}
        aria-label={`Buy again: order ${order.order_no}`}
        onClick={() => {
          setError(null)
          buyAgain(order.id)
            .unwrap()
            .then(({ data }) => setResult({ added: addLines(data), notices: data.notices }))
            .catch((e: unknown) => setError(errorMessage(e, 'The order could not be added to your cart.')))
        }}
      >
        {isLoading ? 'Adding…' : 'Buy again'}
      </button>
      {(result || error) && (
        <div className="w-100" aria-live="polite">
          {error ? (
            <p className="text-danger small mb-0" role="alert">
              {error}
            </p>
          ) : (
            result && (
              <CartFillResult
                added={result.added}
                notices={result.notices}
                cartPath={paths.cart}
                applyPath={paths.professional}
              />
            )
          )}
        </div>
      )}
    </>
  )
}
