import '../product-detail.css'
import type { ProductDetail, ProductSummary } from '@shop/shared/schemas/catalogue'
import { lazy, memo, useMemo, useRef, type ComponentProps, type ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { summariseRatings } from '../rating-summary'
import type { ProductGallery } from './product-gallery'
import { galleryImages } from '../gallery-images'
import { ProductInfo } from './product-info'
import type { ProductReviews } from './product-reviews'
import type { RelatedProducts } from './related-products'
import { StickyBuyBar } from './sticky-buy-bar'
import { useInViewport } from '../use-in-viewport'
import { HydrateLater } from '../../../lib/hydration'

const LazyProductTabs = lazy(async () => ({ default: (await import('./product-tabs')).ProductTabs }))

/**
 * The description tabs, below the purchase box: loaded after the first load, the server's HTML
 * staying until they have hydrated (memoised for the reason `Share` is).
 */
const Tabs = memo(function Tabs({ description, other }: { description: string; other: string }) {
  return (
    <HydrateLater>
      <LazyProductTabs description={description} other={other} />
    </HydrateLater>
  )
})

const LazyProductGallery = lazy(async () => ({ default: (await import('./product-gallery')).ProductGallery }))

/**
 * The pictures: the server's HTML shows them and scrolls them with no script; the buttons and
 * thumbnails answer once the gallery's code has arrived and hydrated (as `Tabs`).
 */
const Gallery = memo(function Gallery(props: ComponentProps<typeof ProductGallery>) {
  return (
    <HydrateLater>
      <LazyProductGallery {...props} />
    </HydrateLater>
  )
})

const LazyProductReviews = lazy(async () => ({ default: (await import('./product-reviews')).ProductReviews }))
const LazyRelatedProducts = lazy(async () => ({
  default: (await import('./related-products')).RelatedProducts,
}))

/** The ratings and reviews, below the fold: hydrated when their code arrives (as `Tabs`). */
const Reviews = memo(function Reviews(props: ComponentProps<typeof ProductReviews>) {
  return (
    <HydrateLater>
      <LazyProductReviews {...props} />
    </HydrateLater>
  )
})

/** 'Customers also bought', drawn near the viewport: hydrated when its code arrives (as `Tabs`). */
const Related = memo(function Related(props: ComponentProps<typeof RelatedProducts>) {
  return (
    <HydrateLater>
      <LazyRelatedProducts {...props} />
    </HydrateLater>
  )
})

const ShareButtons = lazy(async () => ({ default: (await import('./share-buttons')).ShareButtons }))

/**
 * The share buttons (each network's mark drawn in full) are not needed for the first paint: their
 * code is not in the first load, and the server's HTML stays until it has arrived and hydrated.
 * Memoised, so a page waiting for it does not re-render it (React would drop the server's HTML).
 */
const Share = memo(function Share({ url, title }: { url: string; title: string }) {
  return (
    <HydrateLater>
      <ShareButtons url={url} title={title} />
    </HydrateLater>
  )
})

interface ProductDetailViewProps {
  product: ProductDetail
  /** The address shared on social networks (absolute). */
  shareUrl: string
  /** The purchase box (cart feature), composed by the page. */
  purchaseBox?: ReactNode
  /** The shipping estimate under the price, composed by the page. */
  shipping?: ReactNode
  /** The cart button of the phone's sticky price bar (one unit, one-time), composed by the page. */
  buyAction?: ReactNode
  /** The sticky bar's price when the shopper's choice changes it (Subscribe & Save). */
  buyPrice?: ReactNode
  /** The wish-list toggle, composed by the page. */
  wishlist?: ReactNode
  /** The review form under the reviews, composed by the page (reviews feature). */
  reviewForm?: ReactNode
  /** A button beside the ratings summary that opens the review dialog, composed by the page. */
  reviewAction?: ReactNode
  /** How the carousel shows a product (the page composes the catalogue's card). */
  renderRelated: (product: ProductSummary) => ReactNode
  /** In place of the price (a professional-only product the shopper may not buy). */
  priceHidden?: ReactNode
  shelfLife?: string | null
  /** The item code of the shopper's choice (a pack's own code), composed by the page. */
  itemCode?: string
}

/** docs/requirements/storefront.md §7: gallery, facts, purchase box, share, tabs, ratings, reviews, carousel. */
export function ProductDetailView({
  product,
  shareUrl,
  purchaseBox,
  buyAction,
  buyPrice,
  shipping,
  wishlist,
  reviewForm,
  reviewAction,
  renderRelated,
  priceHidden,
  shelfLife,
  itemCode,
}: ProductDetailViewProps) {
  const ratings = useMemo(() => summariseRatings(product.reviews.map((r) => r.star)), [product.reviews])
  const images = useMemo(() => galleryImages(product), [product])
  const purchaseBoxRef = useRef<HTMLDivElement>(null)
  const purchaseBoxInView = useInViewport(purchaseBoxRef)
  return (
    <div className="product-detail">
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumb small">
          <li className="breadcrumb-item">
            <Link to={paths.allProducts}>All products</Link>
          </li>
          <li className="breadcrumb-item">
            <Link to={paths.category(product.category_slug)}>{product.category}</Link>
          </li>
          <li className="breadcrumb-item active text-truncate" aria-current="page">
            {product.product_name}
          </li>
        </ol>
      </nav>
      <div className="row g-4">
        <div className="col-lg-6">
          <Gallery key={product.id} images={images} />
        </div>
        <div className="col-lg-6">
          <ProductInfo
            product={product}
            ratings={ratings}
            wishlist={wishlist}
            purchaseBox={purchaseBox && <div ref={purchaseBoxRef}>{purchaseBox}</div>}
            shipping={shipping}
            priceHidden={priceHidden}
            shelfLife={shelfLife}
            itemCode={itemCode}
            share={<Share url={shareUrl} title={product.product_name} />}
          />
        </div>
      </div>
      <Tabs description={product.product_desc} other={product.other_desc} />
      <Reviews
        reviews={product.reviews}
        ratings={ratings}
        reviewForm={reviewForm}
        reviewAction={reviewAction}
      />
      <Related
        key={product.id}
        categoryId={product.category_id}
        excludeId={product.id}
        renderProduct={renderRelated}
      />
      {buyAction && (
        <StickyBuyBar product={product} action={buyAction} price={buyPrice} hidden={purchaseBoxInView} />
      )}
    </div>
  )
}
