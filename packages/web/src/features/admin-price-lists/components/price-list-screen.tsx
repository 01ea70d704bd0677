import { zodResolver } from '@hookform/resolvers/zod'
import { formatMoney } from '@shop/shared/format'
import type { Cents } from '@shop/shared/money'
import { PriceListAssignSchema } from '@shop/shared/schemas/admin/price-lists'
import { useId, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import type { z } from 'zod'
import { ConfirmDialog } from '../../../components/admin/confirm-dialog'
import { DataTable, type Column } from '../../../components/admin/data-table'
import { LoadError } from '../../../components/admin/load-error'
import { PageHeader } from '../../../components/admin/page-header'
import { useAdminSave } from '../../../components/admin/use-admin-save'
import { adminPaths } from '../../../config/admin-paths'
import { announceOutcome } from '../../../lib/admin-outcome'
import { useAdminSelector } from '../../../store/admin-store'
import { selectIsOwner } from '../../../store/staff-session'
import {
  useAssignPriceListMutation,
  useDeletePriceListMutation,
  useGetApprovedAccountsQuery,
  useGetPriceListQuery,
  useRemovePriceListPriceMutation,
  type PriceListDetail,
  type PriceListPrice,
} from '../admin-price-lists.api'
import { PriceForm, type ProductChoice } from './price-form'
import { PriceListForm } from './price-list-form'
import { listDays } from './price-lists-screen'

const money = (cents: number) => formatMoney(cents as Cents)
const what = (p: PriceListPrice) => `${p.product_name}${p.pack_code ? `, pack ${p.pack_code}` : ''}`

const PRICE_COLUMNS: Column<PriceListPrice>[] = [
  { key: 'product', header: 'Product', cell: (p) => p.product_name },
  { key: 'sku', header: 'SKU', hideBelow: 'md', cell: (p) => p.sku },
  { key: 'pack', header: 'Sold as', cell: (p) => (p.pack_code ? `Pack ${p.pack_code}` : 'Single piece') },
  { key: 'price', header: 'Price', numeric: true, cell: (p) => money(p.unit_price_cents) },
  {
    key: 'breaks',
    header: 'Quantity breaks',
    cell: (p) =>
      p.price_breaks.length
        ? p.price_breaks.map((b) => `${b.min_qty}+: ${money(b.price_cents)}`).join(', ')
        : '—',
  },
]

/** A list's prices; owners remove them one by one. */
function PricesTable({ detail, isOwner }: { detail: PriceListDetail; isOwner: boolean }) {
  const [remove, { isLoading }] = useRemovePriceListPriceMutation()
  const listId = detail.price_list.id
  return (
    <DataTable
      caption="Prices in this list"
      rows={detail.prices}
      rowKey={(p) => `${p.product_id}-${p.pack_code ?? ''}`}
      columns={PRICE_COLUMNS}
      empty="No prices in this list yet."
      actions={
        isOwner
          ? (p) => (
              <button
                type="button"
                className="btn btn-sm btn-link link-danger p-0"
                disabled={isLoading}
                onClick={async () =>
                  announceOutcome(
                    await remove({ id: listId, productId: p.product_id, packCode: p.pack_code }),
                    'The price was removed.',
                  )
                }
              >
                Remove<span className="visually-hidden"> {what(p)}</span>
              </button>
            )
          : undefined
      }
    />
  )
}

/** Gives the list to one more approved account (owners only). */
function AssignForm({ detail }: { detail: PriceListDetail }) {
  const id = useId()
  const [assign, { isLoading }] = useAssignPriceListMutation()
  const approved = useGetApprovedAccountsQuery()
  const list = detail.price_list
  const assignedIds = new Set(list.accounts.map((a) => a.id))
  const open = (approved.data ?? []).filter((a) => !assignedIds.has(a.id))
  const form = useForm<
    z.input<typeof PriceListAssignSchema>,
    unknown,
    z.output<typeof PriceListAssignSchema>
  >({
    resolver: zodResolver(PriceListAssignSchema),
    defaultValues: { business_account_id: null as unknown as number },
  })
  const error = form.formState.errors.business_account_id?.message
  const onSubmit = useAdminSave(form, {
    send: (values) => assign({ id: list.id, ...values, assigned: true }),
    saved: 'The list was assigned.',
    reset: true,
  })
  return (
    <form
      className="d-flex flex-wrap align-items-start gap-2"
      onSubmit={onSubmit}
      noValidate
      aria-label="Assign the list"
    >
      <div>
        <label htmlFor={id} className="form-label small mb-1">
          Approved business account
        </label>
        <select
          id={id}
          className={`form-select form-select-sm${error ? ' is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register('business_account_id', { setValueAs: (v: string) => (v ? Number(v) : null) })}
        >
          <option value="">{approved.isLoading ? 'Loading…' : 'Choose an account'}</option>
          {open.map((a) => (
            <option key={a.id} value={a.id}>
              {a.practice_name}
            </option>
          ))}
        </select>
        {error && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        )}
      </div>
      <button type="submit" className="btn btn-sm btn-primary mt-4" disabled={isLoading}>
        Assign
      </button>
    </form>
  )
}

/** The accounts that pay this list's prices; owners give the list to approved accounts or take it back. */
function ListAccounts({ detail, isOwner }: { detail: PriceListDetail; isOwner: boolean }) {
  const [assign, { isLoading }] = useAssignPriceListMutation()
  const list = detail.price_list
  const unassign = async (businessAccountId: number) =>
    announceOutcome(
      await assign({ id: list.id, business_account_id: businessAccountId, assigned: false }),
      'The list was taken from the account.',
    )
  return (
    <>
      {list.accounts.length ? (
        <ul className="list-unstyled mb-2">
          {list.accounts.map((a) => (
            <li
              key={a.id}
              className="d-flex flex-wrap gap-2 align-items-center"
              data-testid="price-list-account"
            >
              {a.practice_name}
              {isOwner && (
                <button
                  type="button"
                  className="btn btn-sm btn-link link-danger p-0"
                  disabled={isLoading}
                  onClick={() => void unassign(a.id)}
                >
                  Unassign<span className="visually-hidden"> {a.practice_name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="small">No business account pays these prices yet.</p>
      )}
      {isOwner && <AssignForm detail={detail} />}
    </>
  )
}

/** Deletes the list after asking once more; its accounts go back to the public prices. */
function DeleteList({ detail }: { detail: PriceListDetail }) {
  const [show, setShow] = useState(false)
  const [remove, { isLoading }] = useDeletePriceListMutation()
  const navigate = useNavigate()
  const list = detail.price_list
  return (
    <>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setShow(true)}>
        Delete list
      </button>
      <ConfirmDialog
        show={show}
        title={`Delete ${list.name}?`}
        confirmLabel="Delete list"
        danger
        busy={isLoading}
        onCancel={() => setShow(false)}
        onConfirm={async () => {
          if (announceOutcome(await remove(list.id), 'The price list was deleted.'))
            void navigate(adminPaths.priceLists)
          else setShow(false)
        }}
      >
        {list.accounts.length
          ? `${list.accounts.length} business account(s) will pay the public prices again.`
          : 'Its prices are removed with it.'}
      </ConfirmDialog>
    </>
  )
}

/** One price list: its days, its prices and its accounts; every change is for owners only. */
export function PriceListScreen({
  id,
  renderProductPicker,
}: {
  id: number
  renderProductPicker: (choice: ProductChoice) => ReactNode
}) {
  const isOwner = useAdminSelector(selectIsOwner)
  const { data, error, isLoading } = useGetPriceListQuery(id, { skip: !Number.isInteger(id) })
  const list = data?.price_list
  return (
    <>
      <p className="mb-1 small">
        <Link to={adminPaths.priceLists}>← Price lists</Link>
      </p>
      <PageHeader title={list ? list.name : 'Price list'}>
        {list && isOwner && <DeleteList detail={data} />}
      </PageHeader>
      {isLoading && <p>Loading…</p>}
      <LoadError error={error} fallback="This price list could not be loaded." />
      {data && list && (
        <>
          <section className="admin-panel mb-3" aria-labelledby="price-list-days">
            <h2 id="price-list-days" className="h6">
              Applies: {listDays(list)}
            </h2>
            {isOwner && <PriceListForm key={list.updated_at} list={list} />}
          </section>
          <section className="admin-panel mb-3" aria-labelledby="price-list-prices">
            <h2 id="price-list-prices" className="h6">
              Prices ({data.prices.length})
            </h2>
            <PricesTable detail={data} isOwner={isOwner} />
            {isOwner && (
              <div className="mt-3">
                <PriceForm listId={list.id} renderProductPicker={renderProductPicker} />
              </div>
            )}
          </section>
          <section className="admin-panel" aria-labelledby="price-list-accounts">
            <h2 id="price-list-accounts" className="h6">
              Business accounts
            </h2>
            <ListAccounts detail={data} isOwner={isOwner} />
          </section>
        </>
      )}
    </>
  )
}
