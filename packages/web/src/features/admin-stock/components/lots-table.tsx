import type { Lot } from '@shop/shared/schemas/admin/stock'
import { formatDate } from '@shop/shared/format'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table'
import { StatusBadge } from '../../../components/admin/status-badge'
import { adminPaths } from '../../../config/admin-paths'
import { announceOutcome } from '../../../lib/admin-outcome'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import type { ListTableProps } from '../../../components/admin/list-table'
import { useSetLotStatusMutation } from '../admin-stock.api'

type SetStatus = ReturnType<typeof useSetLotStatusMutation>[0]

function LotActions({
  lot: l,
  busy: isLoading,
  onAdjust,
  onStatus: setStatus,
}: {
  lot: Lot
  busy: boolean
  onAdjust: (lot: Lot) => void
  onStatus: SetStatus
}) {
  return (
    <div className="d-flex flex-wrap gap-1 justify-content-end">
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => onAdjust(l)}>
        Adjust<span className="visually-hidden"> lot {l.lot_number}</span>
      </button>
      {l.status === 'available' ? (
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          disabled={isLoading}
          onClick={async () =>
            announceOutcome(await setStatus({ id: l.id, status: 'quarantined' }), 'Lot quarantined.')
          }
        >
          Quarantine<span className="visually-hidden"> lot {l.lot_number}</span>
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-outline-success"
          disabled={isLoading}
          onClick={async () =>
            announceOutcome(await setStatus({ id: l.id, status: 'available' }), 'Lot on the shelf.')
          }
        >
          Put on shelf<span className="visually-hidden"> lot {l.lot_number}</span>
        </button>
      )}
    </div>
  )
}

interface LotsTableProps extends ListTableProps<Lot> {
  onAdjust: (lot: Lot) => void
}

/** Lots with their expiry, units and status; a lot is adjusted, quarantined or put on the shelf from here. */
export function LotsTable({ rows, loading, error, sort, onAdjust }: LotsTableProps) {
  const timeZone = useShopTimeZone()
  const [setStatus, { isLoading }] = useSetLotStatusMutation()
  return (
    <DataTable
      caption="Lots"
      rows={rows}
      loading={loading}
      error={error}
      rowKey={(l) => l.id}
      sort={sort}
      empty="No lot matches these filters."
      columns={[
        {
          key: 'lot_number',
          header: 'Lot',
          sort: 'lot_number',
          cell: (l) => (
            <>
              <span className="fw-semibold">{l.lot_number}</span>
              <div className="small">
                <Link to={adminPaths.product(l.product_id)}>{l.product_name}</Link>
              </div>
              <div className="d-md-none mt-1">
                <LotActions lot={l} busy={isLoading} onAdjust={onAdjust} onStatus={setStatus} />
              </div>
            </>
          ),
        },
        {
          key: 'expiry_date',
          header: 'Expires',
          sort: 'expiry_date',
          cell: (l) => <span className="text-nowrap">{l.expiry_date ? formatDate(l.expiry_date) : '—'}</span>,
        },
        {
          key: 'received_at',
          header: 'Received',
          sort: 'received_at',
          hideBelow: 'md',
          cell: (l) => formatDate(l.received_at, timeZone),
        },
        {
          key: 'quantity',
          header: 'Units',
          sort: 'quantity',
          numeric: true,
          cell: (l) => (
            <>
              {l.quantity}
              <span className="small text-muted"> / {l.quantity_received}</span>
            </>
          ),
        },
        { key: 'status', header: 'Status', cell: (l) => <StatusBadge status={l.status} /> },
      ]}
      actions={(l) => <LotActions lot={l} busy={isLoading} onAdjust={onAdjust} onStatus={setStatus} />}
      actionsHideBelow="md"
    />
  )
}
