import { currentPrice } from '@shop/shared/pricing'
import type { ProductDetail, ProductSummary } from '@shop/shared/schemas/catalogue'
import { lazy, memo, Suspense, useMemo, type ReactNode } from 'react'
import { paths } from '../config/paths'
import { PurchaseBox } from '../features/cart/components/purchase-box'
import { StickyChosenPrice, StickyPurchaseButton } from '../features/cart/components/sticky-purchase'
import { usePurchaseChoice } from '../features/cart/use-purchase-choice'
import { ProductDetailView } from '../features/product-detail/components/product-detail-view'
import { WishlistToggleButton } from '../features/wishlist/components/wishlist-toggle-button'
import { type useWishlistToggle } from './wishlist-toggle'
import { AddToListSlot } from './add-to-list-slot'
import { itemCode } from '@shop/shared/packs'
import { shelfLifePromise } from '@shop/shared/professional'
import { ProfessionalNotice } from '../features/professional/components/professional-notice'
import { useIsVerifiedProfessional } from '../features/professional/use-professional'
import { HydrateLater } from '../lib/hydration'
import { useShopToday } from '../lib/shop-today'

// Drawn in the reviews section, which loads after the first load (product-detail-view.tsx).
const ReviewForm = lazy(async () => ({ default: (await import('./product-review-actions')).ReviewForm }))
const ReviewAction = lazy(async () => ({ default: (await import('./product-review-actions')).ReviewAction }))

// A business account's own prices: only a signed-in shopper's page loads their code and call.
const YourPrice = lazy(() => import('../features/business-account/components/your-price'))

const LazyShippingEstimate = lazy(async () => ({
  default: (await import('../features/cart/components/shipping-estimate')).ShippingEstimate,
}))

/**
 * The shipping estimate under the price: text the server's HTML already shows, so its code is
 * not in the first load; it hydrates when it arrives. Memoised: a section waiting for its code
 * must not be re-rendered with new props (React would drop the server's HTML for it).
 */
const Shipping = memo(function Shipping({ amountCents }: { amountCents: number }) {
  return (
    <HydrateLater>
      <LazyShippingEstimate amountCents={amountCents} />
    </HydrateLater>
  )
})

/** The page of a loaded product: one purchase choice for the purchase box and the sticky buy bar. */
export function LoadedProduct({
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
  const today = useShopToday()
  // The same elements on every render: the reviews section they go into hydrates after the page
  // and must not be re-rendered with new props before it has (product-detail-view.tsx).
  const reviewForm = useMemo(() => <ReviewForm key={formKey} productId={product.id} />, [formKey, product.id])
  const reviewAction = useMemo(
    () => <ReviewAction key={formKey} productId={product.id} />,
    [formKey, product.id],
  )
  return (
    <ProductDetailView
      product={product}
      shareUrl={shareUrl}
      shelfLife={shelfLifePromise(product.expiry_date, today)}
      itemCode={itemCode(product.sku, choice.pack)}
      priceHidden={
        gated ? (
          <ProfessionalNotice product={product} applyPath={signedIn ? paths.professional : paths.login} />
        ) : undefined
      }
      purchaseBox={
        gated ? undefined : (
          <>
            {signedIn && (
              <Suspense fallback={null}>
                <YourPrice product={product} pack={choice.pack} />
              </Suspense>
            )}
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
      shipping={gated ? undefined : <Shipping amountCents={currentPrice(product)} />}
      wishlist={
        <WishlistToggleButton
          productName={product.product_name}
          onList={wishlist.isOnList(product.id)}
          busy={wishlist.isBusy(product.id)}
          onToggle={() => void wishlist.toggle(product.id)}
        />
      }
      reviewForm={reviewForm}
      reviewAction={reviewAction}
      renderRelated={renderRelated}
    />
  )
}
