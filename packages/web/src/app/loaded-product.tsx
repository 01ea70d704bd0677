import { currentPrice } from '@shop/shared/pricing'
import type { ProductDetail, ProductSummary } from '@shop/shared/schemas/catalogue'
import type { ReactNode } from 'react'
import { paths } from '../config/paths'
import { PurchaseBox } from '../features/cart/components/purchase-box'
import { StickyChosenPrice, StickyPurchaseButton } from '../features/cart/components/sticky-purchase'
import { usePurchaseChoice } from '../features/cart/use-purchase-choice'
import { ShippingEstimate } from '../features/cart/components/shipping-estimate'
import { ProductDetailView } from '../features/product-detail/components/product-detail-view'
import { WishlistToggleButton } from '../features/wishlist/components/wishlist-toggle-button'
import { ReviewAction, ReviewForm } from './product-review-actions'
import { type useWishlistToggle } from './wishlist-toggle'
import { AddToListSlot } from './add-to-list-slot'
import { isoDateIn } from '@shop/shared/format'
import { shelfLifePromise } from '@shop/shared/professional'
import { ProfessionalNotice } from '../features/professional/components/professional-notice'
import { useIsVerifiedProfessional } from '../features/professional/use-professional'
import { useShopTimeZone } from '../lib/shop-time-zone'

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
