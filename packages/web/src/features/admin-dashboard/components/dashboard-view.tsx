import { EXPIRY_WARNING_DAYS, type Dashboard } from '@shop/shared/schemas/admin/dashboard'
import { formatDate, formatMoney } from '@shop/shared/format'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table'
import { TitledSection } from '../../../components/admin/titled-section'
import { adminPaths } from '../../../config/admin-paths'
import { useShopTimeZone } from '../../../lib/shop-time-zone'

function Figure({
  label,
  value,
  to,
  linkText,
}: {
  label: string
  value: ReactNode
  to?: string
  linkText?: string
}) {
  return (
    <div className="col-6 col-lg-4 col-xl-2">
      <div className="admin-panel h-100">
        <p className="small text-muted mb-1">{label}</p>
        <p className="admin-figure mb-1">{value}</p>
        {to && (
          <Link to={to} className="small">
            {linkText ?? 'Open'}
            <span className="visually-hidden"> ({label})</span>
          </Link>
        )}
      </div>
    </div>
  )
}

/** The back office's first screen (docs/requirements/back-office.md): what needs doing today. */
export function DashboardView({ data, isOwner }: { data: Dashboard; isOwner: boolean }) {
  const timeZone = useShopTimeZone()
  return (
    <>
      <div className="row g-2 mb-3">
        <Figure
          label="Orders today"
          value={data.today.orders}
          to={`${adminPaths.orders}?payment=placed&from=${data.today.date}&to=${data.today.date}`}
          linkText="See them"
        />
        <Figure label="Revenue today" value={formatMoney(data.today.revenue_cents)} />
        <Figure
          label="Subscriptions due this week"
          value={data.subscriptions_due_this_week}
          to={`${adminPaths.subscriptions}?state=due`}
          linkText="See them"
        />
        <Figure
          label="Failed renewals"
          value={data.failed_renewals}
          to={`${adminPaths.subscriptions}?state=failed`}
          linkText="See them"
        />
        <Figure
          label="Unanswered messages"
          value={data.unanswered_contact_messages}
          to={`${adminPaths.contactMessages}?answered=false`}
          linkText="Answer them"
        />
        <Figure
          label="Pre-orders ready to ship"
          value={data.pre_orders_ready}
          to={`${adminPaths.preOrders}?ready=true`}
          linkText="See them"
        />
        <Figure
          label="Returns to decide"
          value={data.returns_to_decide}
          to={`${adminPaths.returns}?status=requested`}
          linkText="Decide"
        />
        <Figure
          label="Returns to refund"
          value={data.returns_to_refund}
          to={`${adminPaths.returns}?status=received`}
          linkText="Refund"
        />
        {/* Only owners review licences (docs/decisions/0101): staff see no figure they cannot act on. */}
        {isOwner && (
          <Figure
            label="Licence applications to review"
            value={data.licence_applications_pending}
            to={adminPaths.professionalApplications}
            linkText="Review"
          />
        )}
        <Figure
          label="Business accounts to review"
          value={data.business_accounts_pending}
          to={adminPaths.businessAccounts}
          linkText="Review"
        />
        <Figure
          label="Recalls awaiting answers"
          value={data.recalls_awaiting_answers}
          to={adminPaths.recalls}
          linkText="See them"
        />
        <Figure
          label="Recall collections to make"
          value={data.recall_collections_waiting}
          to={adminPaths.recalls}
          linkText="See them"
        />
      </div>
      <div className="row g-3">
        <TitledSection title="Orders waiting" className="col-lg-4" headingClassName="h6">
          <DataTable
            caption="Paid orders waiting, per status"
            rows={data.orders_waiting}
            rowKey={(r) => r.status}
            empty="No order is waiting."
            columns={[
              {
                key: 'status',
                header: 'Status',
                cell: (r) => (
                  <Link to={`${adminPaths.orders}?status=${encodeURIComponent(r.status)}&payment=paid`}>
                    {r.status}
                  </Link>
                ),
              },
              { key: 'count', header: 'Orders', numeric: true, cell: (r) => r.count },
            ]}
          />
        </TitledSection>
        <TitledSection title="Low stock" className="col-lg-8" headingClassName="h6">
          <DataTable
            caption="Products low on stock"
            rows={data.low_stock}
            rowKey={(r) => r.product_id}
            empty="No product is low on stock."
            columns={[
              {
                key: 'name',
                header: 'Product',
                cell: (r) => <Link to={adminPaths.product(r.product_id)}>{r.product_name}</Link>,
              },
              { key: 'sku', header: 'SKU', hideBelow: 'sm', cell: (r) => r.sku },
              { key: 'stock', header: 'Stock', numeric: true, cell: (r) => r.stock },
            ]}
          />
        </TitledSection>
        <TitledSection
          title={`Lots expiring within ${EXPIRY_WARNING_DAYS} days`}
          className="col-12"
          headingClassName="h6"
        >
          <DataTable
            caption={`Lots on the shelf expiring within ${EXPIRY_WARNING_DAYS} days`}
            rows={data.lots_expiring}
            rowKey={(r) => r.lot_id}
            empty="No lot on the shelf expires soon."
            columns={[
              {
                key: 'product',
                header: 'Product',
                cell: (r) => (
                  <Link to={`${adminPaths.lots}?product_id=${r.product_id}`}>{r.product_name}</Link>
                ),
              },
              { key: 'lot', header: 'Lot', cell: (r) => r.lot_number },
              { key: 'expiry', header: 'Expires', cell: (r) => formatDate(r.expiry_date, timeZone) },
              { key: 'qty', header: 'Units', numeric: true, cell: (r) => r.quantity },
            ]}
          />
        </TitledSection>
      </div>
    </>
  )
}
