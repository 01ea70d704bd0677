import { CheckoutScreen } from '../checkout-screen'

/** /confirm-order: checkout of the normal cart (spec 2 'Checkout confirmation'). */
export default function ConfirmOrderPage() {
  return <CheckoutScreen kind="payment" />
}
