import { formatDollars } from '@shop/shared/format'
import type { Pack } from '@shop/shared/packs'
import { useGetYourPricesQuery, type YourPrice as Price } from '../your-prices.api'

/**
 * 'Your price' beside a product's price, for a member of a business account whose list prices it
 * below the public price: the piece or pack chosen first, then the others, each with its breaks.
 * Nothing while it loads or when the account has no lower price. The default export, as the
 * product page loads it lazily, for signed-in shoppers only.
 */
export default function YourPrice({
  product,
  pack,
}: {
  product: { id: number; packs?: Pack[] }
  /** The pack being chosen; none for the single piece. */
  pack?: Pick<Pack, 'code'> | null
}) {
  const productId = product.id
  const packCode = pack?.code ?? null
  const packs = product.packs ?? []
  const { data } = useGetYourPricesQuery([productId])
  const prices = (data ?? []).filter((p) => p.product_id === productId)
  if (!prices.length) return null
  const chosen = prices.find((p) => p.pack_code === packCode)
  const others = prices.filter((p) => p !== chosen)
  const name = (p: Price) =>
    p.pack_code ? (packs.find((k) => k.code === p.pack_code)?.label ?? p.pack_code) : 'Single piece'
  return (
    <div className="your-price small mb-2" data-testid="your-price">
      {chosen && (
        <p className="mb-1">
          <span className="badge text-bg-success">Your price</span>{' '}
          <strong className="fs-6">{formatDollars(chosen.unit_price)}</strong>{' '}
          <span className="text-body-secondary">
            (public price <s>{formatDollars(chosen.public_price)}</s>)
          </span>
        </p>
      )}
      {chosen && chosen.price_breaks.length > 0 && <Breaks price={chosen} />}
      {others.length > 0 && (
        <ul className="list-unstyled mb-0" aria-label="Your prices for other packs">
          {others.map((p) => (
            <li key={p.pack_code ?? ''}>
              {name(p)}: your price {formatDollars(p.unit_price)}
              {p.price_breaks.length > 0 && <Breaks price={p} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The list's own quantity breaks, where they are still below the public price. */
function Breaks({ price }: { price: Price }) {
  return (
    <ul className="list-inline mb-1 text-body-secondary" aria-label="Your quantity prices">
      {price.price_breaks.map((b) => (
        <li key={b.min_qty} className="list-inline-item">
          {b.min_qty}+ {formatDollars(b.price)} each
        </li>
      ))}
    </ul>
  )
}
