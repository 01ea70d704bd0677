import { Link, useLocation } from 'react-router'
import { paths } from '../../config/paths'
import type { CheckoutSuccessState } from '../../features/checkout/checkout.api'
import { OrderPlacedSummary } from '../../features/checkout/components/order-placed-summary'
import { DEFAULT_SHOP_INFO } from '../../features/content/shop-contact'
import { useGetShopInfoQuery } from '../../features/layout/layout.api'
import { useDocumentTitle } from '../../lib/use-document-title'

function isSuccessState(value: unknown): value is CheckoutSuccessState {
  const result = (value as { result?: { orderNumber?: unknown } } | null)?.result
  return typeof result?.orderNumber === 'string'
}

/** /checkout/success (docs/requirements/carts-and-checkout.md §12): order and transaction numbers, subscription messages. */
export default function CheckoutSuccessPage() {
  const state: unknown = useLocation().state
  useDocumentTitle('Order placed')
  const { data: shop = DEFAULT_SHOP_INFO } = useGetShopInfoQuery()
  if (!isSuccessState(state)) {
    return (
      <section className="py-5 text-center">
        <h1 className="h3">No order to show</h1>
        <p>Your orders and their status are in your account.</p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <Link className="btn btn-primary" to={paths.dashboardOrders}>
            My Orders
          </Link>
          <Link className="btn btn-outline-primary" to={paths.allProducts}>
            Continue Shopping
          </Link>
        </div>
      </section>
    )
  }
  const { result, preorder, summary } = state
  const subscriptions = result.Subscriptions ?? []
  return (
    <section className="py-4">
      <div className="card shadow-sm mx-auto" style={{ maxWidth: 720 }}>
        <div className="card-body p-4 text-center">
          <p className="display-6 text-success mb-2" aria-hidden="true">
            ✓
          </p>
          <h1 className="h3">{preorder ? 'Your pre-order is placed' : 'Thank you for your order'}</h1>
          {/* An order paid on account has no card transaction: it is invoiced to the business account. */}
          {result.transactionID ? (
            <p>Your payment was approved. A confirmation is on its way to your e-mail.</p>
          ) : (
            <p>
              Your order is confirmed and invoiced to your business account. A confirmation is on its way to
              your e-mail.
            </p>
          )}
          <dl className="row text-start mx-auto mb-3 order-placed-numbers" style={{ maxWidth: 480 }}>
            <dt className="col-sm-5">Order number</dt>
            <dd className="col-sm-7" data-testid="order-number">
              {result.orderNumber}
            </dd>
            {result.transactionID ? (
              <>
                <dt className="col-sm-5">Transaction number</dt>
                <dd className="col-sm-7 transaction-id" data-testid="transaction-number">
                  {result.transactionID}
                </dd>
              </>
            ) : null}
          </dl>
          {summary ? (
            <OrderPlacedSummary
              summary={summary}
              preorder={preorder}
              shipsWithOrder={result.shipsWithOrder}
              dispatchCutoff={shop.dispatch_cutoff}
            />
          ) : null}
          {subscriptions.length > 0 ? (
            <section className="alert alert-info text-start" aria-labelledby="subscriptions-title">
              <h2 id="subscriptions-title" className="h6">
                Subscribe &amp; Save
              </h2>
              <ul className="mb-0">
                {subscriptions.map((message, index) => (
                  <li key={`${index}-${message}`}>{message}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <Link className="btn btn-primary" to={paths.allProducts}>
              Continue Shopping
            </Link>
            <Link className="btn btn-outline-primary" to={paths.dashboardOrders}>
              View your order
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
