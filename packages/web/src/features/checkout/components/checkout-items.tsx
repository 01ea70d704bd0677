import { lineCents, lineTotalCents } from '@shop/shared/cart-totals'
import { formatDollars, formatMoney } from '@shop/shared/format'
import type { CartLine } from '@shop/shared/schemas/cart'
import { Link } from 'react-router'
import { ProductThumbnail } from '../../../components/product-thumbnail'

/** A unit price, with the selling price struck through when the line sells below it. */
function UnitPrice({ line, stacked = false }: { line: CartLine; stacked?: boolean }) {
  return (
    <>
      {line.old_price > line.price ? (
        <del className={`small text-body-secondary${stacked ? ' d-block' : ' me-1'}`}>
          <span className="visually-hidden">Was </span>
          {formatDollars(line.old_price)}
        </del>
      ) : null}
      {formatDollars(line.price)}
    </>
  )
}

/**
 * The lines being bought (docs/requirements/carts-and-checkout.md §5: the cart table), read-only. The
 * columns are laid out to the page's width (names wrap) so a 390px phone never scrolls sideways and
 * every line total shows.
 */
export function CheckoutItems({ lines, caption }: { lines: readonly CartLine[]; caption: string }) {
  return (
    <div className="checkout-items-wrap">
      <table className="table align-middle mb-0 checkout-items">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="text-end d-none d-sm-table-cell checkout-items-price">
              Price
            </th>
            <th scope="col" className="text-center checkout-items-qty">
              Qty
            </th>
            <th scope="col" className="text-end checkout-items-total">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.rowId}>
              <td>
                <div className="d-flex align-items-center gap-2">
                  <ProductThumbnail
                    compressed={line.thumbnail_compress}
                    original={line.image}
                    size={48}
                    loading="eager"
                  />
                  <div className="checkout-items-name">
                    <Link to={`/product-detail/${line.slug}`} className="d-block">
                      {line.name}
                    </Link>
                    {line.pack && <span className="d-block small fw-semibold">{line.pack.label}</span>}
                    {/* On phones the price column goes: the unit price sits under the name. */}
                    <span className="d-block d-sm-none small">
                      <span className="text-nowrap">
                        <UnitPrice line={line} /> each
                      </span>
                    </span>
                    {line.subscription ? (
                      <span className="small text-body-secondary">
                        Subscribe &amp; Save: every {line.subscription.interval} {line.subscription.type},{' '}
                        {line.subscription.discount}% off
                      </span>
                    ) : null}
                  </div>
                </div>
              </td>
              <td className="text-end text-nowrap d-none d-sm-table-cell">
                <UnitPrice line={line} stacked />
              </td>
              <td className="text-center">{line.qty}</td>
              <td className="text-end text-nowrap">{formatMoney(lineTotalCents(lineCents(line)))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
