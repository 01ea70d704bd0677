import 'react-loading-skeleton/dist/skeleton.css'
import { currentPrice } from '@shop/shared/pricing'
import type { ProductSummary } from '@shop/shared/schemas/catalogue'
import { useCallback, useEffect } from 'react'
import { useParams } from 'react-router'
import { toast } from 'react-toastify'
import { paths } from '../../config/paths'
import { CartActionButton } from '../../features/cart/components/cart-action-button'
import { PurchaseBox } from '../../features/cart/components/purchase-box'
import { ShippingEstimate } from '../../features/cart/components/shipping-estimate'
import { ProductCard } from '../../features/catalogue/components/product-card'
import { useGetUserQuery } from '../../features/account/account.api'
import { selectCurrentUser } from '../../features/auth/auth.slice'
import { NotFound } from '../../features/content/components/not-found'
import { ProductDetailSkeleton } from '../../features/product-detail/components/product-detail-skeleton'
import { ProductDetailView } from '../../features/product-detail/components/product-detail-view'
import { useGetProductDetailQuery } from '../../features/product-detail/product-detail.api'
import { ProductReviewForm } from '../../features/reviews/components/product-review-form'
import { ReviewDialog } from '../../features/reviews/components/review-dialog'
import { WishlistToggleButton } from '../../features/wishlist/components/wishlist-toggle-button'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useAbsoluteUrl } from '../../lib/site-origin'
import { errorMessage } from '../../store/api'
import { useAppSelector } from '../../store/hooks'
import { useProductCardSlots } from '../product-card-slots'
import { useWishlistToggle } from '../wishlist-toggle'

const LOAD_FAILED = 'The product could not be loaded. Please try again.'

/** /product-detail/{slug}: the product page, with the cart's purchase box in its slot. */
export default function ProductDetailPage() {
  const { slug = '' } = useParams()
  // currentData, not data: after a carousel click the previous product must not stay on screen.
  const { currentData: product, error, refetch } = useGetProductDetailQuery(slug)
  const { renderAction, renderWishlist } = useProductCardSlots()
  const shareUrl = useAbsoluteUrl(paths.productDetail(slug))
  const wishlist = useWishlistToggle()
  const user = useAppSelector(selectCurrentUser)
  // The session holds only the id and first name; the review form's name and e-mail come from the profile.
  const { data: profile } = useGetUserQuery(undefined, { skip: !user })
  const renderRelated = useCallback(
    (p: ProductSummary) => (
      <ProductCard product={p} action={renderAction(p)} wishlist={renderWishlist(p)} headingLevel={3} />
    ),
    [renderAction, renderWishlist],
  )
  const status = error && 'status' in error ? error.status : undefined
  // The API answers 404 for an unknown slug and 400 for one that cannot be a slug.
  const notFound = status === 404 || status === 400
  useDocumentTitle(product?.product_name ?? (notFound ? 'Page not found' : error ? 'Product' : null))

  useEffect(() => {
    // A failed product load shows the error message as a toast (docs/requirements/messages.md §2).
    if (error && !notFound) toast.error(errorMessage(error, LOAD_FAILED), { toastId: `product-${slug}` })
  }, [error, notFound, slug])

  if (notFound) {
    return (
      <NotFound
        title="Product not found"
        message="Sorry, we could not find that product. It may have been renamed or removed."
      />
    )
  }
  if (error) {
    return (
      <section className="text-center py-5">
        <h1 className="h4">Product unavailable</h1>
        <p>{errorMessage(error, LOAD_FAILED)}</p>
        <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
          Try again
        </button>
      </section>
    )
  }
  if (!product) return <ProductDetailSkeleton />
  // A signed-in shopper's name and e-mail are filled in; the forms start again for another product or shopper.
  const reviewer = {
    productId: product.id,
    defaultName: profile?.fullName ?? '',
    defaultEmail: profile?.email ?? '',
  }
  const formKey = `${product.id}-${user?.id ?? 'guest'}`
  return (
    <ProductDetailView
      product={product}
      shareUrl={shareUrl}
      purchaseBox={<PurchaseBox key={product.id} product={product} />}
      buyAction={<CartActionButton product={product} />}
      shipping={<ShippingEstimate amountCents={currentPrice(product)} />}
      wishlist={
        <WishlistToggleButton
          productName={product.product_name}
          onList={wishlist.isOnList(product.id)}
          busy={wishlist.isBusy(product.id)}
          onToggle={() => void wishlist.toggle(product.id)}
        />
      }
      reviewForm={<ProductReviewForm key={formKey} {...reviewer} />}
      reviewAction={<ReviewDialog key={formKey} {...reviewer} />}
      renderRelated={renderRelated}
    />
  )
}
