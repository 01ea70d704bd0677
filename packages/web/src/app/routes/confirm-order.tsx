import { CheckoutView } from '../../features/checkout/components/checkout-view'
import { useGetStoreCreditQuery } from '../../features/returns/returns.api'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useCheckoutInputs, usePayOnAccountOption } from '../checkout-inputs'

/** /confirm-order: checkout of the normal cart. */
export default function ConfirmOrderPage() {
  useDocumentTitle('Confirm your order')
  return (
    <CheckoutView
      inputs={useCheckoutInputs('payment')}
      storeCreditCents={useGetStoreCreditQuery().data?.balance_cents ?? 0}
      businessAccount={usePayOnAccountOption()}
    />
  )
}
