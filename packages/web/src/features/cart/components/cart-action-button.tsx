import { lineFromProduct } from '@shop/shared/cart-lines'
import { SHORT_TOAST_AUTO_CLOSE_MS } from '@shop/shared/constants'
import type { ProductSummary } from '@shop/shared/schemas/catalogue'
import { Link } from 'react-router'
import { toast } from 'react-toastify'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { selectIsInCart } from '../cart.selectors'
import { itemAddedToCart } from '../cart.slice'

/** The spec's cart link of the 'View Cart' button (spec 2: '/Cart'). */
export const VIEW_CART_PATH = '/Cart'

/** 'Product added to cart!' (spec 8), shown briefly (decisions.md: 2000 ms). */
export function toastAddedToCart() {
  toast.success('Product added to cart!', { autoClose: SHORT_TOAST_AUTO_CLOSE_MS })
}

interface CartActionButtonProps {
  product: ProductSummary
  className?: string
}

/**
 * Spec 4 'Button logic' for a one-time purchase: 'View Cart' when the product is in either cart,
 * 'Pre Order' (quantity 1, back_order=1, to the backorder cart) when none is available, else
 * 'Add To Cart' to the normal cart.
 */
export function CartActionButton({ product, className = '' }: CartActionButtonProps) {
  const dispatch = useAppDispatch()
  const inCart = useAppSelector((state) => selectIsInCart(state, product.id))

  if (inCart) {
    return (
      <Link to={VIEW_CART_PATH} className={`btn btn-outline-primary ${className}`}>
        View Cart
      </Link>
    )
  }
  const preOrder = product.stock <= 0
  const add = () => {
    // itemAddedToCart gives the line its rowId.
    dispatch(itemAddedToCart(lineFromProduct(product, { rowId: '', qty: 1, backOrder: preOrder ? 1 : 0 })))
    toastAddedToCart()
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
