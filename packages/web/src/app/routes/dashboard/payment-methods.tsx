import { PaymentMethodsScreen } from '../../../features/payment-methods/components/payment-methods-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** /dashboard/payment-methods: the customer's saved cards. */
export default function PaymentMethodsPage() {
  useDocumentTitle('Payment methods')
  return <PaymentMethodsScreen />
}
