import type { ProductSummary } from '@shop/shared/schemas/catalogue'
import { ProductCard } from '../features/catalogue/components/product-card'
import { useProductCardSlots } from './product-card-slots'

/**
 * A card of the product page's 'Customers also bought' carousel, with the cart's button and the
 * wish-list heart. Its own chunk: the carousel is drawn only near the viewport, never by the server,
 * so the product page's first load does not carry the cards.
 */
export default function RelatedProductCard({ product }: { product: ProductSummary }) {
  const { renderAction, renderWishlist } = useProductCardSlots()
  return (
    <ProductCard
      product={product}
      action={renderAction(product)}
      wishlist={renderWishlist(product)}
      headingLevel={3}
    />
  )
}
