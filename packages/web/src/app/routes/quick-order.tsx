import { paths } from '../../config/paths'
import { selectCurrentUser } from '../../features/auth/auth.slice'
import { QuickOrderForm } from '../../features/cart/components/quick-order-form'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useAppSelector } from '../../store/hooks'

/** /quick-order: products by code (SKU) and quantity, typed, pasted or uploaded, into the carts at once. */
export default function QuickOrderPage() {
  useDocumentTitle('Quick order')
  // A professional-only product links to applying, as its product page does: signed in, the
  // professional page; a guest signs in first.
  const signedIn = Boolean(useAppSelector(selectCurrentUser))
  return (
    <div className="container py-4" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-3">Quick order</h1>
      <QuickOrderForm cartPath={paths.cart} applyPath={signedIn ? paths.professional : paths.login} />
    </div>
  )
}
