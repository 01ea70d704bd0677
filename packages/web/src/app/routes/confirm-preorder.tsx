import { CheckoutScreen } from '../checkout-screen'

/** /confirm-preorder: checkout of the backorder cart, coupon fixed at 0 (spec 2 'Pre-order confirmation'). */
export default function ConfirmPreorderPage() {
  return <CheckoutScreen kind="preorder" />
}
