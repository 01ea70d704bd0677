import { formatDate, formatMoney } from '@shop/shared/format'
import { useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog, ConfirmNote } from '../../../components/admin/confirm-dialog'
import { DataTable } from '../../../components/admin/data-table'
import { StatusBadge } from '../../../components/admin/status-badge'
import { adminPaths } from '../../../config/admin-paths'
import { announceOutcome } from '../../../lib/admin-outcome'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import type { ListTableProps } from '../../../components/admin/list-table'
import {
  useCancelSubscriptionMutation,
  useSkipSubscriptionMutation,
  type AdminSubscription,
} from '../admin-service.api'

function SubscriptionActions({ subscription }: { subscription: AdminSubscription }) {
  const [skip, skipping] = useSkipSubscriptionMutation()
  const [cancel, cancelling] = useCancelSubscriptionMutation()
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState('')
  if (subscription.status.toLowerCase() === 'cancelled') return null
  return (
    <div className="d-flex flex-wrap gap-1 justify-content-end">
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        disabled={skipping.isLoading}
        onClick={async () => announceOutcome(await skip(subscription.id), 'Next delivery skipped.')}
      >
        Skip next<span className="visually-hidden"> delivery of {subscription.subscription_no}</span>
      </button>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setAsking(true)}>
        Cancel<span className="visually-hidden"> {subscription.subscription_no}</span>
      </button>
      <ConfirmDialog
        show={asking}
        title={`Cancel ${subscription.subscription_no}?`}
        confirmLabel="Cancel subscription"
        danger
        busy={cancelling.isLoading}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          if (announceOutcome(await cancel({ id: subscription.id, reason }), 'Subscription cancelled.'))
            setAsking(false)
        }}
      >
        <p>On behalf of {subscription.customer_name}: no further delivery is made or charged.</p>
        <ConfirmNote label="Reason" value={reason} onChange={setReason} maxLength={500} />
      </ConfirmDialog>
    </div>
  )
}

type SubscriptionsTableProps = ListTableProps<AdminSubscription>

export function SubscriptionsTable({ rows, loading, error, sort }: SubscriptionsTableProps) {
  const timeZone = useShopTimeZone()
  return (
    <DataTable
      caption="Subscriptions"
      rows={rows}
      loading={loading}
      error={error}
      rowKey={(s) => s.id}
      sort={sort}
      empty="No subscription matches."
      columns={[
        {
          key: 'no',
          header: 'Subscription',
          cell: (s) => (
            <>
              <span className="fw-semibold">{s.subscription_no}</span>
              <div className="small">
                <Link to={adminPaths.customer(s.customer_id)}>{s.customer_name}</Link>
              </div>
              <div className="small text-muted">{s.items.map((i) => `${i.name} ×${i.qty}`).join(', ')}</div>
            </>
          ),
        },
        { key: 'status', header: 'Status', cell: (s) => <StatusBadge status={s.status} /> },
        { key: 'every', header: 'Every', hideBelow: 'md', cell: (s) => `${s.month} mo.` },
        {
          key: 'next_date',
          header: 'Next delivery',
          sort: 'next_date',
          cell: (s) => (
            <>
              <span className="text-nowrap">{formatDate(s.next_date, timeZone)}</span>
              {s.failed_attempts > 0 && (
                <div className="small text-danger">
                  {s.failed_attempts} failed
                  {s.retry_at ? `, retry ${formatDate(s.retry_at, timeZone)}` : ''}
                </div>
              )}
            </>
          ),
        },
        {
          key: 'card',
          header: 'Card',
          hideBelow: 'lg',
          cell: (s) => (s.card_brand ? `${s.card_brand} •••• ${s.card_last4 ?? ''}` : '—'),
        },
        {
          key: 'grand_total_cents',
          header: 'Total',
          sort: 'grand_total_cents',
          numeric: true,
          hideBelow: 'sm',
          cell: (s) => formatMoney(s.grand_total_cents),
        },
      ]}
      actions={(s) => <SubscriptionActions subscription={s} />}
    />
  )
}
