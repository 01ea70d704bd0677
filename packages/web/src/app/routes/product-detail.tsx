import 'react-loading-skeleton/dist/skeleton.css'
// The review form's styles are inlined with the page, whose HTML shows the form before its code loads.
import '../../features/reviews/reviews.css'
import type { ProductSummary } from '@shop/shared/schemas/catalogue'
import { lazy } from 'react'
import { useParams } from 'react-router'
import { paths } from '../../config/paths'
import { selectCurrentUser } from '../../features/auth/auth.slice'
import { ProductUnavailable } from '../../features/product-detail/components/product-unavailable'
import { useProductPage } from '../../features/product-detail/use-product-page'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useAbsoluteUrl } from '../../lib/site-origin'
import { useAppSelector } from '../../store/hooks'
import { useWishlistToggle } from '../wishlist-toggle'
import { LoadedProduct } from '../loaded-product'

const RelatedProductCard = lazy(() => import('../related-product-card'))
// Shown only for a product that is not there: not in the first load of the product's page.
const NotFound = lazy(async () => ({
  default: (await import('../../features/content/components/not-found')).NotFound,
}))
// Shown only while a product loads in the browser, never in the server's page: not in the first load.
const ProductDetailSkeleton = lazy(async () => ({
  default: (await import('../../features/product-detail/components/product-detail-skeleton'))
    .ProductDetailSkeleton,
}))

/** The related products' cards (the carousel is drawn near the viewport, in the browser only). */
const renderRelated = (p: ProductSummary) => <RelatedProductCard product={p} />

/** /product-detail/{slug}: the product page, with the cart's purchase box in its slot. */
export default function ProductDetailPage() {
  const { slug = '' } = useParams()
  const { product, error, notFound, refetch } = useProductPage(slug)
  const shareUrl = useAbsoluteUrl(paths.productDetail(slug))
  const wishlist = useWishlistToggle()
  const user = useAppSelector(selectCurrentUser)
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
