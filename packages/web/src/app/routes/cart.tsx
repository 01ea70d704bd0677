import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { CartPage } from '../../features/cart/components/cart-page'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useHydrated } from '../../lib/use-hydrated'
import { selectBackorderCartLines, selectCartLines } from '../../features/cart/cart.selectors'
import { useAppSelector } from '../../store/hooks'
import { AddToListSlot } from '../add-to-list-slot'

/** /cart and /Cart: both carts (docs/requirements/carts-and-checkout.md §4). Checkout routes send a guest to login and back. */
export default function Page() {
  useDocumentTitle('Cart')
  const cart = useAppSelector(selectCartLines)
  const backorder = useAppSelector(selectBackorderCartLines)
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
    <>
      <CartPage
        checkoutPath={paths.confirmOrder}
        preorderCheckoutPath={paths.confirmPreorder}
        shopPath={paths.allProducts}
      />
      <AddToListSlot items={listItemsOf([...cart, ...backorder])} what="your cart" />
      <p className="mt-3">
        <Link to={paths.quickOrder}>Quick order by product code</Link>
      </p>
    </>
  )
}

/** The carts' lines, each product in each pack once with its quantities added (a list has one line per product and pack). */
function listItemsOf(lines: { id: number; qty: number; pack?: { code: string } }[]) {
  const byLine = new Map<string, { product_id: number; pack: string | null; qty: number }>()
  for (const l of lines) {
    const key = `${l.id}|${l.pack?.code ?? ''}`
    const had = byLine.get(key)
    byLine.set(key, {
      product_id: l.id,
      pack: l.pack?.code ?? null,
      qty: Math.min(20, (had?.qty ?? 0) + l.qty),
    })
  }
  return [...byLine.values()]
}
