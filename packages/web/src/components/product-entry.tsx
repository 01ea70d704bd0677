import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../config/paths'
import { ProductThumbnail } from './product-thumbnail'

interface ProductEntryProps {
  /** Unique on the page: the entry is named by its heading. */
  headingId: string
  /** The product as the API names its fields (a review, a wish-list entry's product). */
  product: {
    slug: string
    product_name: string
    thumbnail_compress: string | null | undefined
    thumbnail: string | null | undefined
  }
  thumbnailSize: number
  /** What the list says about the product, under its name. */
  children: ReactNode
  /** The entry's buttons, at its end. */
  actions: ReactNode
  itemClassName?: string
  textClassName?: string
  /** Picture, text and buttons centred on one line, for short entries. */
  centered?: boolean
}

/** One product in a customer's list (My Review & Ratings, My WishList): picture, name, facts, buttons. */
export function ProductEntry({
  headingId,
  product,
  thumbnailSize,
  children,
  actions,
  itemClassName = '',
  textClassName = '',
  centered = false,
}: ProductEntryProps) {
  return (
    <li className={`card mb-3 ${itemClassName}`.trim()}>
      <article
        className={`card-body d-flex flex-wrap gap-3${centered ? ' align-items-center' : ''}`}
        aria-labelledby={headingId}
      >
        <ProductThumbnail
          compressed={product.thumbnail_compress}
          original={product.thumbnail}
          size={thumbnailSize}
        />
        <div className={`flex-grow-1 ${textClassName}`.trim()}>
          <h2 id={headingId} className="h6 mb-1">
            <Link to={paths.productDetail(product.slug)}>{product.product_name}</Link>
          </h2>
          {children}
        </div>
        {actions}
      </article>
    </li>
  )
}
