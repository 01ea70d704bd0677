import { toCents } from '@shop/shared/money'
import { formatDollars, formatMoney } from '@shop/shared/format'
import { openingChoice } from '@shop/shared/packs'
import { currentPrice, isDiscounted } from '@shop/shared/pricing'
import type { ProductDetail } from '@shop/shared/schemas/catalogue'

/** The price the shopper pays, with the original struck through and the saving when discounted. */
export function ProductPrice({
  product: p,
  className = 'product-price',
}: {
  product: ProductDetail
  /** 'product-price' (the page's own price) unless given. */
  className?: string
}) {
  const price = currentPrice(p)
  // A product named after a pack is priced by that pack, as its purchase box opens on it.
  const opening = openingChoice(p, price)
  if (opening.pack) {
    return (
      <p className={className}>
        <span className="price-now">{formatMoney(opening.priceCents)}</span>{' '}
        <span className="small text-body-secondary">per {opening.pack.label.toLowerCase()}</span>
      </p>
    )
  }
  const saving =
    p.discount_type === 'percent'
      ? `Save ${p.discount_value}%`
      : `Save ${formatMoney(toCents(p.selling_price) - price)}`
  return (
    <p className={className}>
      <span className="price-now">{formatMoney(price)}</span>
      {isDiscounted(p) && (
        <>
          <del className="price-was ms-2">
            <span className="visually-hidden">Original price </span>
            {formatDollars(p.selling_price)}
          </del>
          <span className="badge price-saving ms-2">{saving}</span>
        </>
      )}
    </p>
  )
}
