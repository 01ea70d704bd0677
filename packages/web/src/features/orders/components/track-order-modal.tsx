import Modal from 'react-bootstrap/Modal'
import { formatDateTime } from '@shop/shared/format'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import type { OrderRefund } from '@shop/shared/schemas/orders'
import { latestTrackingEntries, refundText } from '../order-display'
import { useGetOrderTrackingQuery } from '../orders.api'

interface TrackOrderModalProps {
  orderId: number
  orderNo: string
  /** A cancelled order's refund, said under its cancellation. */
  refund?: OrderRefund | null
  show: boolean
  onHide: () => void
}

/**
 * Track Order (docs/requirements/orders-and-subscriptions.md §3). Bootstrap's own transitions are the dialog timings of docs/requirements/limits.md §4:
 * the dialog fades and slides in 300 ms, the backdrop fades in 150 ms.
 */
export function TrackOrderModal({ orderId, orderNo, refund, show, onHide }: TrackOrderModalProps) {
  const timeZone = useShopTimeZone()
  const { data, isFetching, isError } = useGetOrderTrackingQuery(orderId, { skip: !show })
  const entries = data ? latestTrackingEntries(data) : []
  const titleId = `track-order-title-${orderId}`
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          Track Order {orderNo}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {isFetching && !data ? (
          <p role="status">Loading...</p>
        ) : isError ? (
          <p role="alert">The tracking of this order could not be loaded.</p>
        ) : entries.length === 0 ? (
          <p>No tracking information yet.</p>
        ) : (
          <ol className="list-unstyled tracking-steps mb-0">
            {entries.map((entry, index) => (
              <li key={`${entry.verify_code}-${entry.created_at}-${index}`} className="tracking-step">
                <p className="fw-semibold mb-1">{entry.status_label}</p>
                <p className="small mb-1">{formatDateTime(entry.created_at, timeZone)}</p>
                {/* Only a carrier's number is a tracking id: never on a pickup order or a cancellation. */}
                {entry.tracking_id ? <p className="small mb-1">Tracking ID: {entry.tracking_id}</p> : null}
                {entry.notes ? <p className="small text-body-secondary mb-0">{entry.notes}</p> : null}
                {entry.status === 'Cancelled' && refund ? (
                  <p className="small mb-0 mt-1">{refundText(refund, timeZone)}</p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
          Close
        </button>
      </Modal.Footer>
    </Modal>
  )
}
