import { formatDate, formatDollars } from '@shop/shared/format'
import { useState } from 'react'
import { Link } from 'react-router'
import { Pager } from '../../../components/pager'
import { errorMessage } from '../../../store/api'
import {
  useGetActiveSubscriptionsQuery,
  useGetCancelledSubscriptionsQuery,
  useGetNextDeliveriesQuery,
} from '../subscriptions.api'
import { SubscriptionCard } from './subscription-card'
import { everyLabel, parseSubscriptionItems, SubscriptionItems } from './subscription-items'

const EMPTY = 'No data available...'

interface TabsProps<T extends string> {
  label: string
  idPrefix: string
  tabs: readonly { id: T; title: string }[]
  current: T
  onChange: (id: T) => void
}

/** A row of tabs; each is a button, so Tab and Enter work as everywhere else. */
function Tabs<T extends string>({ label, idPrefix, tabs, current, onChange }: TabsProps<T>) {
  return (
    <div className="nav nav-tabs mb-3" role="tablist" aria-label={label}>
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={`${idPrefix}-${t.id}-tab`}
          aria-controls={current === t.id ? `${idPrefix}-${t.id}-panel` : undefined}
          aria-selected={current === t.id}
          className={`nav-link${current === t.id ? ' active' : ''}`}
          onClick={() => onChange(t.id)}
        >
          {t.title}
        </button>
      ))}
    </div>
  )
}

function Loading() {
  return <p role="status">Loading...</p>
}

function Deliveries() {
  const { data, isLoading, isError, error } = useGetNextDeliveriesQuery()
  if (isLoading) return <Loading />
  if (isError)
    return (
      <p className="text-danger" role="alert">
        {errorMessage(error, 'Your deliveries could not be loaded.')}
      </p>
    )
  if (!data?.length) return <p className="py-4 text-center">{EMPTY}</p>
  return (
    <div className="d-grid gap-3">
      {data.map((d) => (
        <article
          key={d.subscription_no}
          className="card shadow-sm"
          aria-label={`Delivery on ${formatDate(d.next_date)}`}
          data-testid="delivery-card"
        >
          <div className="card-body">
            <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
              <h3 className="h6 mb-0">Delivery on {formatDate(d.next_date)}</h3>
              <span className="small text-body-secondary">
                {d.subscription_no} · {everyLabel(d.month)}
              </span>
            </div>
            <SubscriptionItems items={d.items} />
            <p className="mb-0 mt-2 small">
              Subtotal {formatDollars(d.sub_total)} · Shipping {formatDollars(d.shipping_charge)} · Tax{' '}
              {formatDollars(d.tax_amount)} · <strong>Total {formatDollars(d.total)}</strong>
            </p>
          </div>
        </article>
      ))}
    </div>
  )
}

function ActiveSubscriptions({ shopPath }: { shopPath: string }) {
  const { data, isLoading, isError, error } = useGetActiveSubscriptionsQuery()
  if (isLoading) return <Loading />
  if (isError)
    return (
      <p className="text-danger" role="alert">
        {errorMessage(error, 'Your subscriptions could not be loaded.')}
      </p>
    )
  return (
    <div className="d-grid gap-3">
      {!data?.length && <p className="py-2 text-center">{EMPTY}</p>}
      {data?.map((s) => (
        <SubscriptionCard key={s.id} subscription={s} />
      ))}
      <Link to={shopPath} className="add-address-tile card text-decoration-none py-4">
        <span className="add-address-plus" aria-hidden="true">
          +
        </span>
        <span>Add new subscriptions</span>
      </Link>
    </div>
  )
}

function CancelledSubscriptions() {
  const [page, setPage] = useState(1)
  const { data, isLoading, isError, error } = useGetCancelledSubscriptionsQuery(page)
  if (isLoading) return <Loading />
  if (isError)
    return (
      <p className="text-danger" role="alert">
        {errorMessage(error, 'Your subscriptions could not be loaded.')}
      </p>
    )
  if (!data?.data.length) return <p className="py-4 text-center">{EMPTY}</p>
  return (
    <>
      <div className="d-grid gap-3 mb-3">
        {data.data.map((s) => (
          <article
            key={s.id}
            className="card"
            aria-label={`Cancelled subscription ${s.subscription_no}`}
            data-testid="cancelled-card"
          >
            <div className="card-body">
              <h3 className="h6">Subscription {s.subscription_no}</h3>
              <dl className="row row-cols-2 row-cols-md-3 g-2 small">
                <div className="col">
                  <dt className="fw-normal text-body-secondary">Cancelled on</dt>
                  <dd className="mb-0">{formatDate(s.cancelled_at)}</dd>
                </div>
                <div className="col">
                  <dt className="fw-normal text-body-secondary">Total</dt>
                  <dd className="mb-0">{formatDollars(s.grand_total)}</dd>
                </div>
                <div className="col">
                  <dt className="fw-normal text-body-secondary">Delivery</dt>
                  <dd className="mb-0">{everyLabel(s.month)}</dd>
                </div>
              </dl>
              <SubscriptionItems items={parseSubscriptionItems(s.items)} />
            </div>
          </article>
        ))}
      </div>
      <Pager
        page={page}
        pageCount={Math.ceil(data.total / Math.max(1, data.per_page))}
        onPageChange={setPage}
        label="Cancelled subscriptions pages"
      />
    </>
  )
}

/** Subscribe & Save: the coming deliveries, and the active and cancelled subscriptions. */
export function SubscribeAndSave({ shopPath }: { shopPath: string }) {
  const [tab, setTab] = useState<'deliveries' | 'subscription'>('deliveries')
  const [sub, setSub] = useState<'active' | 'cancelled'>('active')
  return (
    <div>
      <h1 className="h3 mb-3">Subscribe &amp; Save</h1>
      <Tabs
        label="Subscribe & Save"
        idPrefix="sns"
        tabs={[
          { id: 'deliveries', title: 'Deliveries' },
          { id: 'subscription', title: 'Subscription' },
        ]}
        current={tab}
        onChange={setTab}
      />
      <div role="tabpanel" id={`sns-${tab}-panel`} aria-labelledby={`sns-${tab}-tab`}>
        {tab === 'deliveries' ? (
          <Deliveries />
        ) : (
          <>
            <Tabs
              label="Subscriptions"
              idPrefix="sns-sub"
              tabs={[
                { id: 'active', title: 'Active subscription' },
                { id: 'cancelled', title: 'Cancelled subscription' },
              ]}
              current={sub}
              onChange={setSub}
            />
            <div role="tabpanel" id={`sns-sub-${sub}-panel`} aria-labelledby={`sns-sub-${sub}-tab`}>
              {sub === 'active' ? <ActiveSubscriptions shopPath={shopPath} /> : <CancelledSubscriptions />}
            </div>
          </>
        )}
      </div>
    </div>
  )
}
