import { nextBreakOfLine } from '@shop/shared/cart-lines'
import { formatMoney } from '@shop/shared/format'
import { toCents } from '@shop/shared/money'
import { breaksToCents, nextBreakMessage, priceBreakRowAt, priceBreakRows } from '@shop/shared/price-breaks'
import { currentPrice } from '@shop/shared/pricing'
import type { CartLine } from '@shop/shared/schemas/cart'
import type { ProductSummary } from '@shop/shared/schemas/catalogue'

/**
 * The product page's quantity price table ('1-9 US $10.00, 10-19 US $9.20, 20+ US $8.80'), the row
 * the chosen quantity reaches marked. Nothing for a product without breaks.
 */
export function PriceBreakTable({ product, qty }: { product: ProductSummary; qty: number }) {
  const rows = priceBreakRows(currentPrice(product), breaksToCents(product.price_breaks))
  if (rows.length === 0) return null
  const reached = priceBreakRowAt(rows, qty)
  return (
    <table className="table table-sm price-breaks mb-3" data-testid="price-breaks">
      <caption className="caption-top text-body fw-semibold pt-0">Buy more, pay less</caption>
      <thead>
        <tr>
          <th scope="col">Quantity</th>
          <th scope="col" className="text-end">
            Price each
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => {
          const current = i === reached
          return (
            <tr key={row.label} className={current ? 'table-success' : undefined}>
              <td>
                {row.label}
                {current && <span className="visually-hidden"> (your quantity)</span>}
              </td>
              <td className="text-end">{formatMoney(row.unitCents)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** The cart line's 'Buy 2 more to pay US $9.20 each', when a break is within reach. */
export function PriceBreakHint({ line }: { line: CartLine }) {
  const next = nextBreakOfLine(line)
  if (!next || next.unitCents >= toCents(line.price)) return null
  return (
    <p className="small text-success-emphasis mb-0 mt-1" data-testid="price-break-hint">
      {nextBreakMessage(next)}
    </p>
  )
}
