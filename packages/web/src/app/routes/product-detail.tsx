import 'react-loading-skeleton/dist/skeleton.css'
// The review form's styles are inlined with the page, whose HTML shows the form before its code loads.
import '../../features/reviews/reviews.css'
import { currentPrice } from '@shop/shared/pricing'
import type { ProductDetail, ProductSummary } from '@shop/shared/schemas/catalogue'
import { lazy, memo, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react'
import { useParams } from 'react-router'
import { toast } from '../../lib/toast'
import { paths } from '../../config/paths'
import { PurchaseBox } from '../../features/cart/components/purchase-box'
import { StickyChosenPrice, StickyPurchaseButton } from '../../features/cart/components/sticky-purchase'
import { usePurchaseChoice } from '../../features/cart/use-purchase-choice'
import { ShippingEstimate } from '../../features/cart/components/shipping-estimate'
import { ProductCard } from '../../features/catalogue/components/product-card'
import { selectCurrentUser } from '../../features/auth/auth.slice'
import { NotFound } from '../../features/content/components/not-found'
import { ProductDetailSkeleton } from '../../features/product-detail/components/product-detail-skeleton'
import { ProductDetailView } from '../../features/product-detail/components/product-detail-view'
import { useGetProductDetailQuery } from '../../features/product-detail/product-detail.api'
import { WishlistToggleButton } from '../../features/wishlist/components/wishlist-toggle-button'
import { HydrateLater } from '../../lib/hydration'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useAbsoluteUrl } from '../../lib/site-origin'
import { errorMessage } from '../../store/api'
import { useAppSelector } from '../../store/hooks'
import { useProductCardSlots } from '../product-card-slots'
import { useWishlistToggle } from '../wishlist-toggle'
import { AddToListSlot } from '../add-to-list-slot'
import { isoDateIn } from '@shop/shared/format'
import { shelfLifePromise } from '@shop/shared/professional'
import { ProfessionalNotice } from '../../features/professional/components/professional-notice'
import { useIsVerifiedProfessional } from '../../features/professional/use-professional'
import { useShopTimeZone } from '../../lib/shop-time-zone'

const LOAD_FAILED = 'The product could not be loaded. Please try again.'

// The review form brings react-hook-form (its chunk is loaded after the page's) and the dialog
// react-bootstrap's (loaded on the button's press); zod loads with the first submission.
const ReviewFormSlot = lazy(async () => ({
  default: (await import('../product-review-slots')).ReviewFormSlot,
}))
const ReviewDialogSlot = lazy(async () => ({
  default: (await import('../review-dialog-slot')).ReviewDialogSlot,
}))

/**
 * The server's HTML shows the form at once; it is hydrated once its code is in. Memoised: a
 * section waiting for its code must not be re-rendered with new props (React would drop the
 * server's HTML for it).
 */
const ReviewForm = memo(function ReviewForm({ productId }: { productId: number }) {
  return (
    <HydrateLater>
      <ReviewFormSlot productId={productId} />
    </HydrateLater>
  )
})

function ReviewAction({ productId }: { productId: number }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="btn btn-outline-primary" onClick={() => setOpen(true)}>
        Write a review
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReviewDialogSlot productId={productId} onHide={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

/** /product-detail/{slug}: the product page, with the cart's purchase box in its slot. */
export default function ProductDetailPage() {
  const { slug = '' } = useParams()
  // currentData, not data: after a carousel click the previous product must not stay on screen.
  const { currentData: product, error, refetch } = useGetProductDetailQuery(slug)
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

/** The page of a loaded product: one purchase choice for the purchase box and the sticky buy bar. */
function LoadedProduct({
  product,
  formKey,
  shareUrl,
  wishlist,
  renderRelated,
  signedIn,
}: {
  product: ProductDetail
  formKey: string
  shareUrl: string
  wishlist: ReturnType<typeof useWishlistToggle>
  renderRelated: (p: ProductSummary) => ReactNode
  signedIn: boolean
}) {
  const choice = usePurchaseChoice(product)
  const verified = useIsVerifiedProfessional(signedIn)
  // A professional-only product: price and buy buttons for verified professionals only (the server refuses the rest).
  const gated = Boolean(product.professional_only) && !verified
  const today = isoDateIn(new Date(), useShopTimeZone())
  return (
    <ProductDetailView
      product={product}
      shareUrl={shareUrl}
      shelfLife={shelfLifePromise(product.expiry_date, today)}
      priceHidden={
        gated ? (
          <ProfessionalNotice product={product} applyPath={signedIn ? paths.professional : paths.login} />
        ) : undefined
      }
      purchaseBox={
        gated ? undefined : (
          <>
            <PurchaseBox choice={choice} />
            <div className="mt-2">
              <AddToListSlot
                items={[{ product_id: product.id, pack: choice.pack?.code ?? null, qty: 1 }]}
                what={product.product_name}
              />
            </div>
          </>
        )
      }
      buyAction={gated ? undefined : <StickyPurchaseButton choice={choice} />}
      buyPrice={!gated && choice.chosen ? <StickyChosenPrice choice={choice} /> : undefined}
      shipping={gated ? undefined : <ShippingEstimate amountCents={currentPrice(product)} />}
      wishlist={
        <WishlistToggleButton
          productName={product.product_name}
          onList={wishlist.isOnList(product.id)}
          busy={wishlist.isBusy(product.id)}
          onToggle={() => void wishlist.toggle(product.id)}
        />
      }
      reviewForm={<ReviewForm key={formKey} productId={product.id} />}
      reviewAction={<ReviewAction key={formKey} productId={product.id} />}
      renderRelated={renderRelated}
    />
  )
}
