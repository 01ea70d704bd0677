import { ProductListingScreen } from '../../features/catalogue/components/product-listing-screen'
import { useProductCardSlots } from '../product-card-slots'

/**
 * /all-products, /shop?search=, /category/{slug}/ and /brand/{slug}/ (docs/requirements/storefront.md §5),
 * each card with the cart's and the wishlist's buttons.
 */
export default function ProductListingPage() {
  return <ProductListingScreen slots={useProductCardSlots()} />
}
