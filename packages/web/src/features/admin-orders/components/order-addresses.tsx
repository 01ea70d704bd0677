import { addressLines } from '@shop/shared/postal-address'
import type { AdminOrderDetail } from '@shop/shared/schemas/admin/orders'
import { TitledSection } from '../../../components/admin/titled-section'

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

/** Where the order goes (or is collected) and who is billed. */
export function OrderAddresses({ order }: { order: AdminOrderDetail }) {
  return (
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
  )
}
