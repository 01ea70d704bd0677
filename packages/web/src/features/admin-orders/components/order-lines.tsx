import { formatDate, formatMoney } from '@shop/shared/format'
import { itemCodeText } from '@shop/shared/packs'
import type { AdminOrderDetail } from '@shop/shared/schemas/admin/orders'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table'
import { TitledSection } from '../../../components/admin/titled-section'
import { adminPaths } from '../../../config/admin-paths'

/** The order's lines with the lots they were packed from, and its money: subtotal, coupon, shipping, tax, total. */
export function OrderLines({
  order,
  lineNote,
}: {
  order: AdminOrderDetail
  /** What another wing says of one line (a recall of a lot it took), composed by the page. */
  lineNote?: (line: AdminOrderDetail['lines'][number]) => ReactNode
}) {
  return (
    <TitledSection title="Items">
      <DataTable
        caption="Items of the order"
        rows={order.lines}
        rowKey={(l) => l.id}
        columns={[
          {
            key: 'product',
            header: 'Product',
            cell: (l) => (
              <>
                <Link to={adminPaths.product(l.product_id)}>{l.product_name}</Link>
                <div className="small text-muted">
                  {itemCodeText(l.sku)}
                  {l.subscription_months ? ` · Subscribe & Save every ${l.subscription_months} mo.` : ''}
                </div>
                {l.lots.length > 0 && (
                  <div className="small">
                    Lots:{' '}
                    {l.lots
                      .map(
                        (lot) =>
                          `${lot.lot_number} ×${lot.quantity}${lot.expiry_date ? ` (exp. ${formatDate(lot.expiry_date)})` : ''}`,
                      )
                      .join(', ')}
                  </div>
                )}
                {lineNote?.(l)}
              </>
            ),
          },
          { key: 'qty', header: 'Qty', numeric: true, cell: (l) => l.quantity },
          {
            key: 'unit',
            header: 'Unit price',
            numeric: true,
            hideBelow: 'sm',
            cell: (l) => formatMoney(l.unit_price_cents),
          },
          { key: 'total', header: 'Total', numeric: true, cell: (l) => formatMoney(l.line_total_cents) },
        ]}
      />
      <dl className="admin-dl mt-2 ms-auto" style={{ maxWidth: '20rem' }}>
        <dt>Subtotal</dt>
        <dd className="text-end">{formatMoney(order.sub_total_cents)}</dd>
        {order.coupon_code && (
          <>
            <dt>Coupon {order.coupon_code}</dt>
            <dd className="text-end">−{formatMoney(order.coupon_discount_cents)}</dd>
          </>
        )}
        <dt>Shipping</dt>
        <dd className="text-end">{formatMoney(order.shipping_charge_cents)}</dd>
        <dt>Tax</dt>
        <dd className="text-end">{formatMoney(order.tax_cents)}</dd>
        <dt>Total</dt>
        <dd className="text-end fw-semibold">{formatMoney(order.grand_total_cents)}</dd>
      </dl>
    </TitledSection>
  )
}
