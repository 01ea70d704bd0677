import type { OrderStatus } from '@shop/shared/constants'
import { formatDateTime } from '@shop/shared/format'
import { staffStepLabel } from '@shop/shared/order-status'
import type { AdminOrderDetail } from '@shop/shared/schemas/admin/orders'
import { DataTable } from '../../../components/admin/data-table'
import { StatusBadge } from '../../../components/admin/status-badge'
import { TitledSection } from '../../../components/admin/titled-section'
import { useShopTimeZone } from '../../../lib/shop-time-zone'

/** Each status the order went through, when, with the carrier's tracking id and the staff note. */
export function OrderTracking({ order }: { order: AdminOrderDetail }) {
  const timeZone = useShopTimeZone()
  return (
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
  )
}
