import { paths } from '../../config/paths'
import { QuickOrderForm } from '../../features/cart/components/quick-order-form'
import { useDocumentTitle } from '../../lib/use-document-title'

/** /quick-order: products by code (SKU) and quantity, typed, pasted or uploaded, into the carts at once. */
export default function QuickOrderPage() {
  useDocumentTitle('Quick order')
  return (
    <div className="container py-4" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-3">Quick order</h1>
      <QuickOrderForm cartPath={paths.cart} />
    </div>
  )
}
