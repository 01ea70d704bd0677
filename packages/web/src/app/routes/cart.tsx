import { paths } from '../../config/paths'
import { CartPage } from '../../features/cart/components/cart-page'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useHydrated } from '../../lib/use-hydrated'

/** /cart and /Cart: both carts (docs/requirements/carts-and-checkout.md §4). Checkout routes send a guest to login and back. */
export default function Page() {
  useDocumentTitle('Cart')
  // The carts live in the browser's storage: the server renders the page's shell, the browser the
  // carts (checked against current prices as the page opens).
  if (!useHydrated()) {
    return (
      <div className="cart-page">
        <h1 className="h3 mb-3">Your Cart</h1>
      </div>
    )
  }
  return (
    <CartPage
      checkoutPath={paths.confirmOrder}
      preorderCheckoutPath={paths.confirmPreorder}
      shopPath={paths.allProducts}
    />
  )
}
