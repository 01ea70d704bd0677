import type { DeliveryResponse } from '@shop/shared/schemas/admin/stock'
import { formatDate } from '@shop/shared/format'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table'
import { StatusBadge } from '../../../components/admin/status-badge'
import { adminPaths } from '../../../config/admin-paths'

/** What a received delivery did: its lots (held ones say so) and the pre-orders it lets ship. */
export function DeliveryReport({ report }: { report: DeliveryResponse }) {
  const ready = report.back_in_stock.flatMap((b) => b.pre_orders_ready)
  const mailed = report.back_in_stock.reduce((n, b) => n + b.requests_mailed, 0)
  return (
    <section className="admin-panel" aria-labelledby="delivery-report" role="status">
      <h2 id="delivery-report">{report.message}</h2>
      <DataTable
        caption="Lots received"
        rows={report.lots}
        rowKey={(l) => l.id}
        columns={[
          {
            key: 'product',
            header: 'Product',
            cell: (l) => <Link to={adminPaths.product(l.product_id)}>{l.product_name}</Link>,
          },
          { key: 'lot', header: 'Lot', cell: (l) => l.lot_number },
          {
            key: 'expiry',
            header: 'Expires',
            cell: (l) => (l.expiry_date ? formatDate(l.expiry_date) : '—'),
          },
          { key: 'qty', header: 'Units', numeric: true, cell: (l) => l.quantity },
          { key: 'status', header: 'Status', cell: (l) => <StatusBadge status={l.status} /> },
        ]}
      />
      {report.lots.some((l) => l.status === 'held') && (
        <p className="small mt-2 mb-0">
          A held lot arrived with less shelf life than the product needs: it is kept off the shelf until put
          on it by hand on the Lots screen.
        </p>
      )}
      {ready.length > 0 && (
        <p className="small mt-2 mb-0">
          Pre-orders that can now ship (their customers were e-mailed):{' '}
          {ready.map((o, i) => (
            <span key={o.order_id}>
              {i > 0 && ', '}
              <Link to={adminPaths.order(o.order_id)}>{o.order_no}</Link>
            </span>
          ))}
        </p>
      )}
      {mailed > 0 && <p className="small mt-2 mb-0">{mailed} back-in-stock requests were e-mailed.</p>}
    </section>
  )
}
