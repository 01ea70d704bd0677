import { zodResolver } from '@hookform/resolvers/zod'
import { formatDate, formatMoney, isoDateIn } from '@shop/shared/format'
import { couponState } from '@shop/shared/order-totals'
import {
  CouponCodeParamsSchema,
  CouponInputSchema,
  type Coupon,
  type CouponInput,
} from '@shop/shared/schemas/admin/operations'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { fieldBinder } from '../../../components/admin/field-binder'
import { DataTable } from '../../../components/admin/data-table'
import { FormPanel } from '../../../components/admin/form-panel'
import { MoneyField } from '../../../components/admin/money-field'
import { DateField } from '../../../components/date-field'
import { StatusBadge } from '../../../components/admin/status-badge'
import { useAdminSave } from '../../../components/admin/use-admin-save'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import { FormField, SelectField } from '../../../components/form-field'
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

/**
 * A saved coupon as the form edits it: only the fields a save sends (the use count is the server's),
 * and its dates as the calendar days they fall on in the shop's time zone.
 */
export function couponFormValues(coupon: Coupon, timeZone: string): CouponFormValues {
  const day = (value: string | null) => (value ? isoDateIn(value, timeZone) || null : null)
  return {
    code: coupon.code,
    discount_type: coupon.discount_type,
    discount_value: coupon.discount_value,
    min_amount_cents: coupon.min_amount_cents,
    starts_at: day(coupon.starts_at),
    ends_at: day(coupon.ends_at),
    max_uses: coupon.max_uses,
    max_uses_per_customer: coupon.max_uses_per_customer,
    active: coupon.active,
  }
}

const numberOrNull = (v: unknown) => (v === '' || v === null ? null : Number(v))

function CouponForm({ editing, onDone }: { editing: Coupon | null; onDone: () => void }) {
  const [save, { isLoading }] = useSaveCouponMutation()
  const timeZone = useShopTimeZone()
  const form = useForm<CouponFormValues>({
    resolver: zodResolver(CouponFormSchema) as never,
    defaultValues: editing ? couponFormValues(editing, timeZone) : blank,
  })
  // Not reset: a save by code replaces that coupon, so the saved values stay on screen to adjust.
  const submit = useAdminSave(form, {
    send: ({ code, ...body }) => save({ code, body }),
    saved: 'Coupon saved.',
    onSaved: onDone,
  })
  const field = fieldBinder(form)
  const { register, control } = form
  const type = useWatch({ control, name: 'discount_type' })
  return (
    <FormPanel
      title={editing ? `Change ${editing.code}` : 'New coupon'}
      onSubmit={submit}
      busy={isLoading}
      submitLabel="Save coupon"
      busyLabel="Saving…"
      startNew={editing ? { label: 'New coupon instead', onClick: onDone } : undefined}
    >
      <FormField
        className="col-sm-4 mb-2"
        label="Code"
        required
        readOnly={Boolean(editing)}
        {...field('code')}
      />
      <SelectField
        className="col-sm-4 mb-2"
        label="Discount"
        options={[
          { value: 'percent', label: 'Percent off' },
          { value: 'fixed', label: 'Amount off' },
        ]}
        {...field('discount_type')}
      />
      {type === 'fixed' ? (
        <MoneyField control={control} name="discount_value" className="col-sm-4 mb-2" label="Amount off" />
      ) : (
        <FormField
          className="col-sm-4 mb-2"
          label="Percent off"
          type="number"
          {...field('discount_value', { valueAsNumber: true })}
        />
      )}
      <MoneyField
        control={control}
        name="min_amount_cents"
        className="col-sm-4 mb-2"
        label="Order at least"
        emptyIsZero
      />
      <DateField
        control={control}
        name="starts_at"
        className="col-sm-4 mb-2"
        label="From"
        hint="Empty: from now."
      />
      <DateField
        control={control}
        name="ends_at"
        className="col-sm-4 mb-2"
        label="Until"
        hint="Empty: no end."
      />
      <FormField
        className="col-sm-4 mb-2"
        label="Uses in all"
        type="number"
        hint="Empty: no limit."
        {...field('max_uses', { setValueAs: numberOrNull })}
      />
      <FormField
        className="col-sm-4 mb-2"
        label="Uses per customer"
        type="number"
        hint="Empty: no limit."
        {...field('max_uses_per_customer', { setValueAs: numberOrNull })}
      />
      <div className="col-sm-4 mb-2 d-flex align-items-center">
        <div className="form-check">
          <input id="coupon-active" type="checkbox" className="form-check-input" {...register('active')} />
          <label htmlFor="coupon-active" className="form-check-label">
            Active
          </label>
        </div>
      </div>
    </FormPanel>
  )
}

/** Coupons keyed by code, as the staff command keys them; a change keeps the use count. */
export function CouponsScreen() {
  const { data, error, isFetching } = useGetCouponsQuery()
  const now = new Date().toISOString()
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
            cell: (c) => <StatusBadge status={couponState(c, now)} />,
          },
        ]}
        actions={(c) => (
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setEditing(c)}>
            Change<span className="visually-hidden"> {c.code}</span>
          </button>
        )}
      />
      <CouponForm key={editing?.code ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
    </>
  )
}
