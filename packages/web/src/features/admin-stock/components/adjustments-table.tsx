import { formatDateTime } from '@shop/shared/format'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table'
import { adminPaths } from '../../../config/admin-paths'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import type { ListTableProps } from '../../../components/admin/list-table'
import type { StockAdjustment } from '../admin-stock.api'
import { REASON_LABELS } from './adjust-lot-dialog'

type AdjustmentsTableProps = ListTableProps<StockAdjustment>

export function AdjustmentsTable({ rows, loading, error, sort }: AdjustmentsTableProps) {
  const timeZone = useShopTimeZone()
  return (
    <DataTable
      caption="Stock adjustments"
      rows={rows}
      loading={loading}
      error={error}
      rowKey={(a) => a.id}
      sort={sort}
      empty="No adjustment yet."
      columns={[
        {
          key: 'created_at',
          header: 'When',
          sort: 'created_at',
          cell: (a) => <span className="text-nowrap">{formatDateTime(a.created_at, timeZone)}</span>,
        },
        {
          key: 'lot',
          header: 'Lot',
          cell: (a) => <Link to={`${adminPaths.lots}?product_id=${a.product_id}`}>{a.lot_number}</Link>,
        },
        {
          key: 'delta',
          header: 'Units',
          numeric: true,
          cell: (a) => (a.delta > 0 ? `+${a.delta}` : `−${Math.abs(a.delta)}`),
        },
        {
          key: 'reason',
          header: 'Reason',
          cell: (a) => REASON_LABELS[a.reason as keyof typeof REASON_LABELS] ?? a.reason,
        },
        { key: 'note', header: 'Note', hideBelow: 'md', cell: (a) => a.note },
        { key: 'staff', header: 'By', hideBelow: 'md', cell: (a) => a.staff_email ?? 'command line' },
      ]}
    />
  )
}
