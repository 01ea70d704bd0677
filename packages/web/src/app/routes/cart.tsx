import { CartPage } from '../../features/cart/components/cart-page'
import { paths } from '../../config/paths'

/** /cart and /Cart: both carts (spec 2 'Cart'). Checkout routes send a guest to login and back. */
export default function Page() {
  return (
    <CartPage
      checkoutPath={paths.confirmOrder}
      preorderCheckoutPath={paths.confirmPreorder}
      shopPath={paths.allProducts}
    />
  )
}
