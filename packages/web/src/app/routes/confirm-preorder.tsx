import { CheckoutView } from '../../features/checkout/components/checkout-view'
import { useGetStoreCreditQuery } from '../../features/returns/returns.api'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useCheckoutInputs, usePayOnAccountOption } from '../checkout-inputs'

/** /confirm-preorder: checkout of the backorder cart; pre-orders take no coupon. */
export default function ConfirmPreorderPage() {
  useDocumentTitle('Confirm your pre-order')
  return (
    <CheckoutView
      inputs={useCheckoutInputs('preorder')}
      storeCreditCents={useGetStoreCreditQuery().data?.balance_cents ?? 0}
      businessAccount={usePayOnAccountOption()}
    />
  )
}
