import { useState } from 'react'
import { Link } from 'react-router'
import Tab from 'react-bootstrap/Tab'
import Tabs from 'react-bootstrap/Tabs'
import { Pager } from '../../../components/pager'
import { paths } from '../../../config/paths'
import { errorMessage } from '../../../store/api'
import { SUBSCRIPTION_MESSAGES } from '../subscription-messages'
import {
  useGetActiveSubscriptionsQuery,
  useGetCancelledSubscriptionsQuery,
  useGetNextDeliveriesQuery,
} from '../subscriptions.api'
import { CancelledSubscriptionCard } from './cancelled-subscription-card'
import { DeliveryList } from './delivery-list'
import { SubscriptionCard, type UseIntervalOptions } from './subscription-card'

interface ListState {
  isLoading: boolean
  isError: boolean
  error?: unknown
}

/** Loading, error and 'No data available...' around a list, so each tab reads the same way. */
function ListStatus({
  state,
  empty,
  children,
}: {
  state: ListState
  empty: boolean
  children: React.ReactNode
}) {
  if (state.isLoading) return <p role="status">Loading...</p>
  if (state.isError)
    return (
      <p className="text-danger" role="alert">
        {errorMessage(state.error, 'Your subscriptions could not be loaded.')}
      </p>
    )
  if (empty) return <p className="py-4 text-center mb-0">{SUBSCRIPTION_MESSAGES.empty}</p>
  return <>{children}</>
}

function ActiveSubscriptions({ useIntervalOptions }: { useIntervalOptions: UseIntervalOptions }) {
  const active = useGetActiveSubscriptionsQuery()
  const list = active.data ?? []
  return (
    <div className="d-grid gap-3">
      <Link to={paths.shop} className="card subscription-add-tile text-decoration-none">
        <span className="card-body d-flex align-items-center gap-3">
          <span className="subscription-add-icon" aria-hidden="true">
            +
          </span>
          <span>
            <span className="d-block fw-semibold">Add new subscriptions</span>
            <span className="d-block small text-body-secondary">
              Choose Subscribe & Save on a product page to save on every delivery.
            </span>
          </span>
        </span>
      </Link>
      <ListStatus state={active} empty={list.length === 0}>
        {list.map((subscription) => (
          <SubscriptionCard
            key={subscription.subscription_no}
            subscription={subscription}
            useIntervalOptions={useIntervalOptions}
          />
        ))}
      </ListStatus>
    </div>
  )
}

function CancelledSubscriptions() {
  const [page, setPage] = useState(1)
  const cancelled = useGetCancelledSubscriptionsQuery(page)
  const list = cancelled.data?.data ?? []
  const pageCount = cancelled.data
    ? Math.ceil(cancelled.data.total / Math.max(1, cancelled.data.per_page))
    : 0
  return (
    <ListStatus state={cancelled} empty={list.length === 0}>
      <div className="d-grid gap-3 mb-3" aria-busy={cancelled.isFetching}>
        {list.map((subscription) => (
          <CancelledSubscriptionCard key={subscription.subscription_no} subscription={subscription} />
        ))}
      </div>
      <Pager page={page} pageCount={pageCount} onPageChange={setPage} label="Cancelled subscriptions pages" />
    </ListStatus>
  )
}

function Deliveries() {
  const deliveries = useGetNextDeliveriesQuery()
  const list = deliveries.data ?? []
  return (
    <ListStatus state={deliveries} empty={list.length === 0}>
      <DeliveryList deliveries={list} />
    </ListStatus>
  )
}

/**
 * Subscribe & Save: the coming deliveries, and the subscriptions (active ones with their changes,
 * cancelled ones with date and total). Tabs follow the ARIA tab pattern (arrow keys move between them).
 */
export function SubscribeAndSave({ useIntervalOptions }: { useIntervalOptions: UseIntervalOptions }) {
  return (
    <Tabs defaultActiveKey="deliveries" id="subscribe-and-save" className="mb-3">
      <Tab eventKey="deliveries" title="Deliveries">
        <h2 className="visually-hidden">Deliveries</h2>
        <Deliveries />
      </Tab>
      <Tab eventKey="subscription" title="Subscription">
        <h2 className="visually-hidden">Subscription</h2>
        <Tabs
          defaultActiveKey="active"
          id="subscription-status"
          variant="pills"
          className="mb-3 gap-2 subscription-status-tabs"
        >
          <Tab eventKey="active" title="Active subscription">
            <ActiveSubscriptions useIntervalOptions={useIntervalOptions} />
          </Tab>
          <Tab eventKey="cancelled" title="Cancelled subscription" mountOnEnter>
            <CancelledSubscriptions />
          </Tab>
        </Tabs>
      </Tab>
    </Tabs>
  )
}
