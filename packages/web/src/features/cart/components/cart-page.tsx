import { useFreshCarts } from '../use-fresh-carts'
import { CartSection } from './cart-section'
import { CartNotices } from './cart-notices'
import { MergeNotices } from './merge-notices'

interface CartPageProps {
  checkoutPath: string
  preorderCheckoutPath: string
  shopPath: string
}

/**
 * /cart: the 'Shopping Cart' and 'Backorder Cart' sections, after a check of both carts against the
 * shop's current prices and stock, whose corrections are listed for the shopper.
 */
export function CartPage({ checkoutPath, preorderCheckoutPath, shopPath }: CartPageProps) {
  const { checking, failed, notices } = useFreshCarts()
  return (
    <div className="cart-page">
      <h1 className="h3 mb-3">Your Cart</h1>
      <div aria-live="polite">
        {checking && <p className="text-body-secondary small">Checking current prices and stock…</p>}
        {failed && (
          <div className="alert alert-warning">
            We could not check current prices and stock just now. They are checked again at checkout.
          </div>
        )}
        <MergeNotices />
        <CartNotices notices={notices} of="cart" />
      </div>
      <CartSection kind="cart" title="Shopping Cart" checkoutPath={checkoutPath} shopPath={shopPath} />
      <CartSection
        kind="backorderCart"
        title="Backorder Cart"
        checkoutPath={preorderCheckoutPath}
        shopPath={shopPath}
      />
    </div>
  )
}
