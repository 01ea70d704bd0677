import { lineFromProduct } from '@shop/shared/cart-lines'
import { isPreOrder } from '@shop/shared/pricing'
import type { ProductSummary } from '@shop/shared/schemas/catalogue'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useAppSelector } from '../../../store/hooks'
import { selectIsInCart } from '../cart.selectors'
import { useAddToCart } from '../use-add-to-cart'

interface CartActionButtonProps {
  product: ProductSummary
  className?: string
}

/**
 * docs/requirements/carts-and-checkout.md §2 for a one-time purchase: 'View Cart' when the product is in either cart,
 * 'Pre Order' (quantity 1, back_order=1, to the backorder cart) when none is available, else
 * 'Add To Cart' to the normal cart.
 */
export function CartActionButton({ product, className = '' }: CartActionButtonProps) {
  const addToCart = useAddToCart()
  const inCart = useAppSelector((state) => selectIsInCart(state, product.id))

  if (inCart) {
    return (
      <Link to={paths.viewCart} className={`btn btn-outline-primary ${className}`}>
        View Cart
      </Link>
    )
  }
  const preOrder = isPreOrder(product)
  const add = () => {
    // The cart slice gives the line its rowId.
    addToCart(lineFromProduct(product, { rowId: '', qty: 1, backOrder: preOrder ? 1 : 0 }))
  }
  return (
    <button
      type="button"
      className={`btn ${preOrder ? 'btn-warning' : 'btn-primary'} ${className}`}
      onClick={add}
      aria-label={`${preOrder ? 'Pre Order' : 'Add To Cart'}: ${product.product_name}`}
    >
      {preOrder ? 'Pre Order' : 'Add To Cart'}
    </button>
  )
}
