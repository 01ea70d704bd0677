import { zodResolver } from '@hookform/resolvers/zod'
import { formatDate, formatMoney } from '@shop/shared/format'
import {
  CouponCodeParamsSchema,
  CouponInputSchema,
  type Coupon,
  type CouponInput,
} from '@shop/shared/schemas/admin/operations'
import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { DataTable } from '../../../components/admin/data-table'
import { MoneyInput } from '../../../components/admin/money-input'
import { StatusBadge } from '../../../components/admin/status-badge'
import { FormField, SelectField } from '../../../components/form-field'
import { announceOutcome, showFieldErrors } from '../../../lib/admin-outcome'
import { useGetCouponsQuery, useSaveCouponMutation } from '../admin-settings.api'

const CouponFormSchema = z.intersection(CouponCodeParamsSchema, CouponInputSchema)
type CouponFormValues = { code: string } & CouponInput

const blank: CouponFormValues = {
  code: '',
  discount_type: 'percent',
  discount_value: 10,
  min_amount_cents: 0,
  starts_at: null,
  ends_at: null,
  max_uses: null,
  max_uses_per_customer: null,
  active: true,
}

const orNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : v)
const numberOrNull = (v: unknown) => (v === '' || v === null ? null : Number(v))

function CouponForm({ editing, onDone }: { editing: Coupon | null; onDone: () => void }) {
  const [save, { isLoading }] = useSaveCouponMutation()
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CouponFormValues>({
    resolver: zodResolver(CouponFormSchema) as never,
    values: editing ? { ...editing } : blank,
  })
  const type = useWatch({ control, name: 'discount_type' })
  const submit = handleSubmit(async ({ code, ...body }) => {
    const result = await save({ code, body })
    if (announceOutcome(result, 'Coupon saved.')) onDone()
    else showFieldErrors(result.error, setError)
  })
  return (
    <form noValidate onSubmit={submit} className="admin-panel" aria-labelledby="coupon-form-title">
      <h2 id="coupon-form-title">{editing ? `Change ${editing.code}` : 'New coupon'}</h2>
      <div className="row g-2">
        <FormField
          className="col-sm-4 mb-2"
          label="Code"
          required
          readOnly={Boolean(editing)}
          registration={register('code')}
          error={errors.code?.message}
        />
        <SelectField
          className="col-sm-4 mb-2"
          label="Discount"
          options={[
            { value: 'percent', label: 'Percent off' },
            { value: 'fixed', label: 'Amount off' },
          ]}
          registration={register('discount_type')}
          error={errors.discount_type?.message}
        />
        {type === 'fixed' ? (
          <Controller
            control={control}
            name="discount_value"
            render={({ field }) => (
              <MoneyInput
                className="col-sm-4 mb-2"
                label="Amount off"
                value={field.value}
                onChange={field.onChange}
                error={errors.discount_value?.message}
              />
            )}
          />
        ) : (
          <FormField
            className="col-sm-4 mb-2"
            label="Percent off"
            type="number"
            registration={register('discount_value', { valueAsNumber: true })}
            error={errors.discount_value?.message}
          />
        )}
        <Controller
          control={control}
          name="min_amount_cents"
          render={({ field }) => (
            <MoneyInput
              className="col-sm-4 mb-2"
              label="Order at least"
              value={field.value}
              onChange={(v) => field.onChange(v ?? 0)}
              error={errors.min_amount_cents?.message}
            />
          )}
        />
        <FormField
          className="col-sm-4 mb-2"
          label="From"
          type="date"
          registration={register('starts_at', { setValueAs: orNull })}
          error={errors.starts_at?.message}
        />
        <FormField
          className="col-sm-4 mb-2"
          label="Until"
          type="date"
          registration={register('ends_at', { setValueAs: orNull })}
          error={errors.ends_at?.message}
        />
        <FormField
          className="col-sm-4 mb-2"
          label="Uses in all"
          type="number"
          hint="Empty: no limit."
          registration={register('max_uses', { setValueAs: numberOrNull })}
          error={errors.max_uses?.message}
        />
        <FormField
          className="col-sm-4 mb-2"
          label="Uses per customer"
          type="number"
          hint="Empty: no limit."
          registration={register('max_uses_per_customer', { setValueAs: numberOrNull })}
          error={errors.max_uses_per_customer?.message}
        />
        <div className="col-sm-4 mb-2 d-flex align-items-center">
          <div className="form-check">
            <input id="coupon-active" type="checkbox" className="form-check-input" {...register('active')} />
            <label htmlFor="coupon-active" className="form-check-label">
              Active
            </label>
          </div>
        </div>
      </div>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Save coupon'}
        </button>
        {editing && (
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onDone}>
            New coupon instead
          </button>
        )}
      </div>
    </form>
  )
}

/** Coupons keyed by code, as the staff command keys them; a change keeps the use count. */
export function CouponsScreen() {
  const { data, error, isFetching } = useGetCouponsQuery()
  const [editing, setEditing] = useState<Coupon | null>(null)
  return (
    <>
      <DataTable
        caption="Coupons"
        rows={data}
        loading={isFetching}
        error={error}
        rowKey={(c) => c.code}
        empty="No coupon yet."
        columns={[
          { key: 'code', header: 'Code', cell: (c) => <span className="fw-semibold">{c.code}</span> },
          {
            key: 'discount',
            header: 'Discount',
            cell: (c) =>
              c.discount_type === 'percent' ? `${c.discount_value} %` : formatMoney(c.discount_value),
          },
          { key: 'min', header: 'From', hideBelow: 'sm', cell: (c) => formatMoney(c.min_amount_cents) },
          {
            key: 'dates',
            header: 'Valid',
            hideBelow: 'md',
            cell: (c) =>
              `${c.starts_at ? formatDate(c.starts_at) : 'always'} – ${c.ends_at ? formatDate(c.ends_at) : 'no end'}`,
          },
          {
            key: 'uses',
            header: 'Used',
            numeric: true,
            hideBelow: 'md',
            cell: (c) => `${c.used_count}${c.max_uses ? ` / ${c.max_uses}` : ''}`,
          },
          {
            key: 'active',
            header: 'State',
            cell: (c) => <StatusBadge status={c.active ? 'Active' : 'Paused'} />,
          },
          {
            key: 'edit',
            header: <span className="visually-hidden">Actions</span>,
            cell: (c) => (
              <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setEditing(c)}>
                Change<span className="visually-hidden"> {c.code}</span>
              </button>
            ),
          },
        ]}
      />
      <div className="mt-3">
        <CouponForm key={editing?.code ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </div>
    </>
  )
}
