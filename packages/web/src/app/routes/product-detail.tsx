import 'react-loading-skeleton/dist/skeleton.css'
// The review form's styles are inlined with the page, whose HTML shows the form before its code loads.
import '../../features/reviews/reviews.css'
import type { ProductSummary } from '@shop/shared/schemas/catalogue'
import { useCallback } from 'react'
import { useParams } from 'react-router'
import { paths } from '../../config/paths'
import { ProductCard } from '../../features/catalogue/components/product-card'
import { selectCurrentUser } from '../../features/auth/auth.slice'
import { NotFound } from '../../features/content/components/not-found'
import { ProductDetailSkeleton } from '../../features/product-detail/components/product-detail-skeleton'
import { ProductUnavailable } from '../../features/product-detail/components/product-unavailable'
import { useProductPage } from '../../features/product-detail/use-product-page'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useAbsoluteUrl } from '../../lib/site-origin'
import { useAppSelector } from '../../store/hooks'
import { useProductCardSlots } from '../product-card-slots'
import { useWishlistToggle } from '../wishlist-toggle'
import { LoadedProduct } from '../loaded-product'

/** /product-detail/{slug}: the product page, with the cart's purchase box in its slot. */
export default function ProductDetailPage() {
  const { slug = '' } = useParams()
  const { product, error, notFound, refetch } = useProductPage(slug)
  const { renderAction, renderWishlist } = useProductCardSlots()
  const shareUrl = useAbsoluteUrl(paths.productDetail(slug))
  const wishlist = useWishlistToggle()
  const user = useAppSelector(selectCurrentUser)
  const renderRelated = useCallback(
    (p: ProductSummary) => (
      <ProductCard product={p} action={renderAction(p)} wishlist={renderWishlist(p)} headingLevel={3} />
    ),
    [renderAction, renderWishlist],
  )
  useDocumentTitle(product?.product_name ?? (notFound ? 'Page not found' : error ? 'Product' : null))

  if (notFound) {
    return (
      <NotFound
        title="Product not found"
        message="Sorry, we could not find that product. It may have been renamed or removed."
      />
    )
  }
  if (error) return <ProductUnavailable error={error} onRetry={() => void refetch()} />
  if (!product) return <ProductDetailSkeleton />
  // The forms start again for another product or shopper.
  const formKey = `${product.id}-${user?.id ?? 'guest'}`
  return (
    <LoadedProduct
      key={product.id}
      product={product}
      formKey={formKey}
      shareUrl={shareUrl}
      wishlist={wishlist}
      renderRelated={renderRelated}
      signedIn={Boolean(user)}
    />
  )
}
