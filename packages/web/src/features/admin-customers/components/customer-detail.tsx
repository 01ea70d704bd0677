import { formatDate, formatDateTime, formatMoney } from '@shop/shared/format'
import type { AdminCustomerDetail } from '@shop/shared/schemas/admin/customers'
import { useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog, ConfirmNote } from '../../../components/admin/confirm-dialog'
import { DataTable } from '../../../components/admin/data-table'
import { TitledSection } from '../../../components/admin/titled-section'
import { StatusBadge } from '../../../components/admin/status-badge'
import { adminPaths } from '../../../config/admin-paths'
import { announceOutcome } from '../../../lib/admin-outcome'
import { addressSummary } from '@shop/shared/postal-address'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import {
  useBlockCustomerMutation,
  useSendCustomerResetMutation,
  useUnblockCustomerMutation,
} from '../admin-customers.api'

function AccountActions({ customer }: { customer: AdminCustomerDetail }) {
  const [block, blocking] = useBlockCustomerMutation()
  const [unblock, unblocking] = useUnblockCustomerMutation()
  const [reset, resetting] = useSendCustomerResetMutation()
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState('')
  return (
    <div className="d-flex flex-wrap gap-2">
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        disabled={resetting.isLoading}
        onClick={async () => announceOutcome(await reset(customer.id), 'A password reset code was e-mailed.')}
      >
        Send password reset
      </button>
      {customer.blocked ? (
        <button
          type="button"
          className="btn btn-sm btn-outline-success"
          disabled={unblocking.isLoading}
          onClick={async () => announceOutcome(await unblock(customer.id), 'Customer unblocked.')}
        >
          Unblock
        </button>
      ) : (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setAsking(true)}>
          Block
        </button>
      )}
      <ConfirmDialog
        show={asking}
        title={`Block ${customer.first_name} ${customer.last_name}?`}
        confirmLabel="Block"
        danger
        busy={blocking.isLoading}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          if (announceOutcome(await block({ id: customer.id, reason }), 'Customer blocked.')) {
            setAsking(false)
            setReason('')
          }
        }}
      >
        <p>A blocked customer cannot sign in, and their sessions end at once.</p>
        <ConfirmNote label="Reason (for staff)" value={reason} onChange={setReason} maxLength={500} />
      </ConfirmDialog>
    </div>
  )
}

/** A customer: contact, account state, addresses, orders and subscriptions. */
export function CustomerDetail({ customer }: { customer: AdminCustomerDetail }) {
  const timeZone = useShopTimeZone()
  return (
    <div className="row g-3">
      <div className="col-lg-4">
        <TitledSection title="Account">
          <dl className="admin-dl mb-3">
            <dt>E-mail</dt>
            <dd>{customer.email}</dd>
            <dt>Phone</dt>
            <dd>{customer.phone || '—'}</dd>
            <dt>Joined</dt>
            <dd>{formatDate(customer.created_at, timeZone)}</dd>
            <dt>Account</dt>
            <dd>
              <StatusBadge status={customer.blocked ? 'Blocked' : 'Active'} />
              {customer.blocked_at && (
                <div className="small">since {formatDateTime(customer.blocked_at, timeZone)}</div>
              )}
              {customer.blocked_reason && <div className="small">{customer.blocked_reason}</div>}
            </dd>
          </dl>
          <AccountActions customer={customer} />
        </TitledSection>
        <TitledSection title="Addresses">
          {customer.addresses.length === 0 && <p className="small text-muted mb-0">No saved address.</p>}
          <ul className="list-unstyled small mb-0">
            {customer.addresses.map((a) => (
              <li key={a.id} className="mb-2">
                {addressSummary(a)}
                {a.default_address && <span className="badge text-bg-light border ms-1">Default</span>}
              </li>
            ))}
          </ul>
        </TitledSection>
      </div>
      <div className="col-lg-8">
        <TitledSection title="Orders">
          <DataTable
            caption="The customer's orders"
            rows={customer.orders}
            rowKey={(o) => o.id}
            empty="No order yet."
            columns={[
              {
                key: 'no',
                header: 'Order',
                cell: (o) => <Link to={adminPaths.order(o.id)}>{o.order_no}</Link>,
              },
              {
                key: 'date',
                header: 'Date',
                hideBelow: 'sm',
                cell: (o) => formatDate(o.created_at, timeZone),
              },
              { key: 'status', header: 'Status', cell: (o) => <StatusBadge status={o.order_status} /> },
              {
                key: 'payment',
                header: 'Payment',
                hideBelow: 'md',
                cell: (o) => <StatusBadge status={o.payment_status} />,
              },
              { key: 'total', header: 'Total', numeric: true, cell: (o) => formatMoney(o.grand_total_cents) },
            ]}
          />
        </TitledSection>
        <TitledSection title="Subscriptions">
          <DataTable
            caption="The customer's subscriptions"
            rows={customer.subscriptions}
            rowKey={(s) => s.id}
            empty="No subscription."
            columns={[
              {
                key: 'no',
                header: 'Subscription',
                cell: (s) => (
                  <Link to={`${adminPaths.subscriptions}?customer_id=${customer.id}`}>
                    {s.subscription_no}
                  </Link>
                ),
              },
              { key: 'status', header: 'Status', cell: (s) => <StatusBadge status={s.status} /> },
              { key: 'every', header: 'Every', hideBelow: 'sm', cell: (s) => `${s.month} mo.` },
              { key: 'next', header: 'Next', cell: (s) => formatDate(s.next_date, timeZone) },
              {
                key: 'total',
                header: 'Total',
                numeric: true,
                hideBelow: 'sm',
                cell: (s) => formatMoney(s.grand_total_cents),
              },
            ]}
          />
        </TitledSection>
      </div>
    </div>
  )
}
