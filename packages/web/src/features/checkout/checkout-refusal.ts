import { API_ERROR_CODES, type ApiErrorCode } from '@shop/shared/api-error'
import type { CheckoutFailure } from './checkout.slice'

/** A refusal said in the checkout itself: what happened, and what the shopper can do next. */
export interface CheckoutRefusal {
  message: string
  advice: string
}

/** The field names an error body's `errors` carries (e.g. 'payOnAccount', 'items'). */
function fieldsOf(failure: CheckoutFailure): string[] {
  const errors = (failure.error as { errors?: unknown } | null)?.errors
  return errors && typeof errors === 'object' ? Object.keys(errors) : []
}

/**
 * How a refused order is said, by the way of paying and the reason. Only a declined card (and too
 * many attempts, which counts declines) goes to the card-decline page: null. Anything else (the
 * business account, a professional-only line, stock) is not the card's doing, so it is said beside
 * the Pay button with what to do; nothing was charged or invoiced.
 */
export function checkoutRefusal(
  failure: CheckoutFailure,
  code: ApiErrorCode | undefined,
): CheckoutRefusal | null {
  if (code === API_ERROR_CODES.cardDeclined || failure.status === 429) return null
  if (code === API_ERROR_CODES.professionalOnly) {
    return {
      message: failure.message,
      advice:
        'Nothing was charged. Remove that product from your cart, or apply as a professional from your dashboard and order it once approved.',
    }
  }
  if (fieldsOf(failure).some((f) => f.startsWith('payOnAccount'))) {
    return {
      message: failure.message,
      advice:
        'Nothing was invoiced to your business account. Choose Card to pay now, or contact us about your account.',
    }
  }
  if (code === API_ERROR_CODES.outOfStock) {
    return {
      message: failure.message,
      advice: 'Nothing was charged. Go back to the cart to change the quantity.',
    }
  }
  return { message: failure.message, advice: 'Nothing was charged. Check the order above, then try again.' }
}
