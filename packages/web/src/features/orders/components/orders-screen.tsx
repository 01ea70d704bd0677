import type { Order, OrderItem } from '@shop/shared/schemas/orders'
import { useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { errorMessage } from '../../../store/api'
import { Pager } from '../../../components/pager'
import { InvoiceOpener } from './invoice-opener'
import { OrderCard } from './order-card'
import { useGetOrdersQuery, useGetOrderYearsQuery, useGetTotalOrdersQuery } from '../orders.api'

/** The year select offers at least 2023-2025, plus every year that has orders. */
const BASE_YEARS = [2023, 2024, 2025]
/** Invoice links are signed for 15 minutes: the list is fetched again before they run out. */
const INVOICE_LINK_REFRESH_MS = 10 * 60 * 1000

/** What other wings add to an order's card: its returns, and actions such as buy again. */
export interface OrderExtras {
  returns: ReactNode
  actions: ReactNode
  /** A note on one line of the order (a recall of a lot it took). */
  lineNote?: (item: OrderItem) => ReactNode
}

/**
 * My Orders (docs/requirements/orders-and-subscriptions.md §3): count, year filter, paged list,
 * tracking, details and invoices; `extras` puts the other wings' parts on each order, `notice`
 * what another wing says above the list (orders waiting for approval).
 */
export function OrdersScreen({
  extras,
  notice,
}: {
  extras: (order: Order) => OrderExtras
  notice?: ReactNode
}) {
  const [page, setPage] = useState(1)
  const [year, setYear] = useState<number | undefined>(undefined)
  const orders = useGetOrdersQuery({ page, year }, { pollingInterval: INVOICE_LINK_REFRESH_MS })
  const [params] = useSearchParams()
  const invoiceFor = Number(params.get('invoice'))
  const totalOrders = useGetTotalOrdersQuery()
  const orderYears = useGetOrderYearsQuery()
  const years = [...new Set([...BASE_YEARS, ...(orderYears.data ?? [])])].sort((a, b) => b - a)
  const placed = year === undefined ? (totalOrders.data ?? orders.data?.total) : orders.data?.total
  const pageCount = orders.data ? Math.ceil(orders.data.total / Math.max(1, orders.data.per_page)) : 0

  return (
    <div>
      <h1 className="h3 mb-3">My Orders</h1>
      {notice}
      {Number.isInteger(invoiceFor) && invoiceFor > 0 ? <InvoiceOpener orderId={invoiceFor} /> : null}
      <div className="nav nav-tabs mb-3" role="tablist">
        <button
          type="button"
          role="tab"
          id="orders-tab"
          className="nav-link active"
          aria-selected="true"
          aria-controls="orders-panel"
        >
          Orders
        </button>
      </div>
      <div role="tabpanel" id="orders-panel" aria-labelledby="orders-tab">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <p className="mb-0" aria-live="polite">
            {placed === undefined ? (
              '\u00a0'
            ) : (
              <>
                <strong>
                  {placed} {placed === 1 ? 'Order' : 'Orders'} Placed
                </strong>
                {year !== undefined ? ` in ${year}` : null}
              </>
            )}
          </p>
          <div className="d-flex align-items-center gap-2">
            <label htmlFor="order-year" className="form-label mb-0 text-nowrap">
              Orders placed in
            </label>
            <select
              id="order-year"
              className="form-select form-select-sm w-auto"
              value={year ?? ''}
              onChange={(e) => {
                setYear(e.target.value === '' ? undefined : Number(e.target.value))
                setPage(1)
              }}
            >
              <option value="">All years</option>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
        </div>

        {orders.isLoading ? (
          <p role="status">Loading...</p>
        ) : orders.isError ? (
          <p className="text-danger" role="alert">
            {errorMessage(orders.error, 'Your orders could not be loaded.')}
          </p>
        ) : !orders.data || orders.data.data.length === 0 ? (
          <p className="py-4 text-center">No orders available.</p>
        ) : (
          <>
            <div className="d-grid gap-3 mb-3" aria-busy={orders.isFetching}>
              {orders.data.data.map((order) => (
                <OrderCard
                  key={order.id}
                  order={order}
                  returns={extras(order).returns}
                  extraAction={extras(order).actions}
                  lineNote={extras(order).lineNote}
                />
              ))}
            </div>
            <Pager page={page} pageCount={pageCount} onPageChange={setPage} label="Orders pages" />
          </>
        )}
      </div>
    </div>
  )
}
