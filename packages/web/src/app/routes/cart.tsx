import { paths } from '../../config/paths'
import { CartPage } from '../../features/cart/components/cart-page'
import { useDocumentTitle } from '../../lib/use-document-title'

/** /cart and /Cart: both carts (docs/requirements/carts-and-checkout.md §4). Checkout routes send a guest to login and back. */
export default function Page() {
  useDocumentTitle('Cart')
  return (
    <CartPage
      checkoutPath={paths.confirmOrder}
      preorderCheckoutPath={paths.confirmPreorder}
      shopPath={paths.allProducts}
    />
  )
}
