import { formatDate, formatDateTime, formatMoney } from '@shop/shared/format'
import type { OrderStatus } from '@shop/shared/constants'
import { isPackable, paymentLabel, staffOrderState, staffStepLabel } from '@shop/shared/order-status'
import type { AdminOrderDetail } from '@shop/shared/schemas/admin/orders'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table'
import { TitledSection } from '../../../components/admin/titled-section'
import { FileButton } from '../../../components/admin/file-button'
import { StatusBadge } from '../../../components/admin/status-badge'
import { adminPaths } from '../../../config/admin-paths'
import { announceOutcome } from '../../../lib/admin-outcome'
import { addressLines } from '@shop/shared/postal-address'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import { useResendConfirmationMutation } from '../admin-orders.api'
import { AdvanceStatusForm } from './advance-status-form'
import { CancelOrder } from './cancel-order'

function Address({ title, value }: { title: string; value: unknown }) {
  const lines = addressLines(value)
  if (lines.length === 0) return null
  return (
    <div className="col-sm-6">
      <h3 className="h6">{title}</h3>
      <address className="mb-0 small">
        {lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </address>
    </div>
  )
}

/** An order as staff work on it: lines with their lots, money, addresses, payment, tracking, and the actions. */
export function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const timeZone = useShopTimeZone()
  const [resend, { isLoading: resending }] = useResendConfirmationMutation()
  // Only an order whose card was charged (and perhaps refunded since) has anything to pack or confirm.
  const placed = order.payment_status === 'paid' || order.payment_status === 'refunded'
  return (
    <div className="row g-3">
      <div className="col-lg-8 order-2 order-lg-1">
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
                      {l.sku}
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

        {order.pre_orders.length > 0 && (
          <TitledSection title="Pre-orders travelling with this order">
            <p className="small">
              The customer was promised no second shipping charge: these leave in this order's parcel.
            </p>
            <ul className="list-unstyled mb-0">
              {order.pre_orders.map((p) => (
                <li key={p.id} className="mb-1">
                  <Link to={adminPaths.order(p.id)} className="fw-semibold">
                    {p.order_no}
                  </Link>{' '}
                  <StatusBadge status={p.waiting_for_stock ? 'Waiting for stock' : 'Stock in'} />{' '}
                  <span className="small text-muted">
                    {p.waiting_for_stock
                      ? 'This order waits for it before it leaves.'
                      : 'Pack it in the same parcel: it leaves with this order.'}
                  </span>
                </li>
              ))}
            </ul>
          </TitledSection>
        )}

        <TitledSection title="Addresses">
          <div className="row g-2">
            {order.pickup ? (
              <Address title="Store pickup" value={order.pickup_address} />
            ) : (
              <Address title="Shipping address" value={order.shipping_address} />
            )}
            <Address title="Billing address" value={order.billing_address} />
          </div>
          {[order.pickup_address, order.shipping_address, order.billing_address].every(
            (a) => addressLines(a).length === 0,
          ) && (
            <p className="small text-muted mb-0">
              {order.pickup ? 'Collected at the store: no address kept.' : 'No address kept.'}
            </p>
          )}
        </TitledSection>

        <TitledSection title="Tracking history">
          <DataTable
            caption="Tracking history"
            rows={order.tracking}
            rowKey={(t) => `${t.created_at}-${t.status}`}
            empty="No tracking entry yet."
            columns={[
              {
                key: 'when',
                header: 'When',
                hideBelow: 'sm',
                cell: (t) => <span className="text-nowrap">{formatDateTime(t.created_at, timeZone)}</span>,
              },
              {
                key: 'status',
                header: 'Status',
                cell: (t) => (
                  <>
                    <StatusBadge status={staffStepLabel(t.status as OrderStatus, order.pickup)} />
                    <div className="small text-muted text-nowrap d-sm-none">
                      {formatDateTime(t.created_at, timeZone)}
                    </div>
                  </>
                ),
              },
              {
                key: 'details',
                header: 'Carrier tracking id / note',
                cell: (t) => (
                  <>
                    {t.carrier_tracking_id && <div>Carrier tracking id: {t.carrier_tracking_id}</div>}
                    {t.notes && <div className="small text-muted">{t.notes}</div>}
                  </>
                ),
              },
            ]}
          />
        </TitledSection>
      </div>

      <div className="col-lg-4 order-1 order-lg-2">
        <TitledSection title="Summary">
          <dl className="admin-dl">
            <dt>Placed</dt>
            <dd>{formatDateTime(order.created_at, timeZone)}</dd>
            <dt>Customer</dt>
            <dd>
              <Link to={adminPaths.customer(order.customer_id)}>{order.customer_name}</Link>
              <div className="small">{order.email}</div>
            </dd>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={staffOrderState(order)} />
            </dd>
            <dt>Delivery</dt>
            <dd>{order.pickup ? 'Store pickup' : 'Shipping'}</dd>
            {order.back_order && (
              <>
                <dt>Kind</dt>
                <dd>Pre-order</dd>
              </>
            )}
            {order.ships_with_order && (
              <>
                <dt>Travels with</dt>
                <dd>
                  <Link to={adminPaths.order(order.ships_with_order.id)}>
                    {order.ships_with_order.order_no}
                  </Link>
                  <div className="small text-muted">Same parcel, no second shipping charge.</div>
                </dd>
              </>
            )}
            {order.subscription_id !== null && (
              <>
                <dt>Subscription</dt>
                <dd>
                  <Link to={`${adminPaths.subscriptions}?customer_id=${order.customer_id}`}>
                    Renewal order
                  </Link>
                </dd>
              </>
            )}
          </dl>
        </TitledSection>

        <TitledSection title="Fulfilment">
          {!placed ? (
            <p className="small mb-0">
              {order.payment_status === 'failed'
                ? 'The card was declined: this checkout attempt is not an order. Nothing is packed or sent, and its stock went back.'
                : 'The card payment has not answered yet: nothing is packed or sent until it is paid.'}
            </p>
          ) : (
            <>
              <AdvanceStatusForm order={order} />
              <div className="d-flex flex-wrap gap-2 mt-3 pt-3 border-top">
                {isPackable(order.payment_status) && (
                  <FileButton
                    path={`orders/${order.id}/packing-slip`}
                    fileName={`packing-slip-${order.order_no}.pdf`}
                  >
                    Packing slip (PDF)
                  </FileButton>
                )}
                {order.has_invoice && (
                  <FileButton path={`orders/${order.id}/invoice`} fileName={`invoice-${order.order_no}.pdf`}>
                    Invoice (PDF)
                  </FileButton>
                )}
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  disabled={resending}
                  onClick={async () => announceOutcome(await resend(order.id), 'Confirmation sent again.')}
                >
                  {resending ? 'Sending…' : 'Resend confirmation'}
                </button>
                <CancelOrder order={order} />
              </div>
            </>
          )}
        </TitledSection>

        <TitledSection title="Payment">
          <dl className="admin-dl">
            <dt>Status</dt>
            <dd>
              {/* Confirmed without a card: what the customer owes is on the account's invoice. */}
              <StatusBadge
                status={
                  order.payment.method === 'account' && order.payment_status === 'paid'
                    ? 'Invoiced on account'
                    : paymentLabel(order.payment_status)
                }
              />
            </dd>
            <dt>Method</dt>
            <dd>
              {order.payment.method === 'account' ? 'On account' : order.payment.method}
              {order.payment.card_brand &&
                ` · ${order.payment.card_brand} •••• ${order.payment.card_last4 ?? ''}`}
            </dd>
            {order.payment.transaction_id && (
              <>
                <dt>Transaction</dt>
                <dd>{order.payment.transaction_id}</dd>
              </>
            )}
            {order.payment.paid_at && (
              <>
                <dt>Paid</dt>
                <dd>{formatDateTime(order.payment.paid_at, timeZone)}</dd>
              </>
            )}
            {order.payment.error && (
              <>
                <dt>Gateway said</dt>
                <dd>{order.payment.error}</dd>
              </>
            )}
          </dl>
        </TitledSection>
      </div>
    </div>
  )
}
