import { CheckoutView } from '../../features/checkout/components/checkout-view'
import { useCheckoutInputs } from '../checkout-inputs'

/** /confirm-order: checkout of the normal cart. */
export default function ConfirmOrderPage() {
  return <CheckoutView inputs={useCheckoutInputs('payment')} />
}
