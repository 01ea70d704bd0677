import { CheckoutView } from '../../features/checkout/components/checkout-view'
import { useCheckoutInputs } from '../checkout-inputs'

/** /confirm-preorder: checkout of the backorder cart; pre-orders take no coupon. */
export default function ConfirmPreorderPage() {
  return <CheckoutView inputs={useCheckoutInputs('preorder')} />
}
