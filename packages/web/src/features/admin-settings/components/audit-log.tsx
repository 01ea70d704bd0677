import type { AuditEntry } from '@shop/shared/schemas/admin/auth'
import { formatDateTime } from '@shop/shared/format'
import { DataTable } from '../../../components/admin/data-table'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import type { ListTableProps } from '../../../components/admin/list-table'

function Snapshot({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null
  return (
    <details className="small">
      <summary>{label}</summary>
      <pre className="admin-mail-body mb-1">{JSON.stringify(value, null, 2)}</pre>
    </details>
  )
}

type AuditTableProps = ListTableProps<AuditEntry>

/** Who changed what, when, with the row before and after (docs/requirements/back-office.md §3). */
export function AuditTable({ rows, loading, error, sort }: AuditTableProps) {
  const timeZone = useShopTimeZone()
  return (
    <DataTable
      caption="Audit log"
      rows={rows}
      loading={loading}
      error={error}
      rowKey={(a) => a.id}
      sort={sort}
      empty="No entry matches."
      columns={[
        {
          key: 'created_at',
          header: 'When',
          sort: 'created_at',
          cell: (a) => <span className="text-nowrap">{formatDateTime(a.created_at, timeZone)}</span>,
        },
        { key: 'who', header: 'Who', hideBelow: 'sm', cell: (a) => a.staff_email ?? 'command line' },
        { key: 'action', header: 'Action', sort: 'action', cell: (a) => <code>{a.action}</code> },
        {
          key: 'entity',
          header: 'What',
          sort: 'entity',
          cell: (a) => (
            <>
              {a.entity}
              {a.entity_id && ` #${a.entity_id}`}
              <Snapshot label="Before" value={a.before} />
              <Snapshot label="After" value={a.after} />
            </>
          ),
        },
      ]}
    />
  )
}
