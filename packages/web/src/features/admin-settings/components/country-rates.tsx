import { zodResolver } from '@hookform/resolvers/zod'
import { formatMoney } from '@shop/shared/format'
import {
  CountryParamsSchema,
  ShippingRateInputSchema,
  TaxRateInputSchema,
} from '@shop/shared/schemas/admin/operations'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { z } from 'zod'
import { DataTable } from '../../../components/admin/data-table'
import { EditDeleteActions } from '../../../components/admin/row-actions'
import { MoneyInput } from '../../../components/admin/money-input'
import { FormField } from '../../../components/form-field'
import { announceOutcome, showFieldErrors } from '../../../lib/admin-outcome'
import {
  useDeleteShippingRateMutation,
  useDeleteTaxRateMutation,
  useGetShippingRatesQuery,
  useGetTaxRatesQuery,
  useSaveShippingRateMutation,
  useSaveTaxRateMutation,
  type ShippingRate,
  type TaxRate,
} from '../admin-settings.api'

const COUNTRY_HINT = "A country's name as checkout shows it, or * for every other country."

const ShippingFormSchema = z.intersection(CountryParamsSchema, ShippingRateInputSchema)
const TaxFormSchema = z.intersection(CountryParamsSchema, TaxRateInputSchema)

const countryLabel = (c: string) => (c === '*' ? 'Every other country' : c)

/** Shipping per country ('*' for the rest): a rate and an order total from which it is free. */
export function ShippingRatesScreen() {
  const { data, error, isFetching } = useGetShippingRatesQuery()
  const [save, saving] = useSaveShippingRateMutation()
  const [remove, removing] = useDeleteShippingRateMutation()
  const [editing, setEditing] = useState<ShippingRate | null>(null)
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ShippingRate>({
    resolver: zodResolver(ShippingFormSchema) as never,
    values: editing ?? { country: '', rate_cents: 0, free_over_cents: null },
  })
  const submit = handleSubmit(async (rate) => {
    const result = await save(rate)
    if (announceOutcome(result, 'Shipping rate saved.')) {
      setEditing(null)
      reset()
    } else showFieldErrors(result.error, setError)
  })
  return (
    <>
      <DataTable
        caption="Shipping rates"
        rows={data}
        loading={isFetching}
        error={error}
        rowKey={(r) => r.country}
        empty="No shipping rate."
        columns={[
          { key: 'country', header: 'Country', cell: (r) => countryLabel(r.country) },
          { key: 'rate', header: 'Rate', numeric: true, cell: (r) => formatMoney(r.rate_cents) },
          {
            key: 'free',
            header: 'Free from',
            numeric: true,
            cell: (r) => (r.free_over_cents === null ? '—' : formatMoney(r.free_over_cents)),
          },
          {
            key: 'actions',
            header: <span className="visually-hidden">Actions</span>,
            cell: (r) => (
              <EditDeleteActions
                name={countryLabel(r.country)}
                busy={removing.isLoading}
                onEdit={() => setEditing(r)}
                onDelete={async () => announceOutcome(await remove(r.country), 'Shipping rate deleted.')}
              />
            ),
          },
        ]}
      />
      <form noValidate onSubmit={submit} className="admin-panel mt-3" aria-labelledby="shipping-form-title">
        <h2 id="shipping-form-title">
          {editing ? `Change ${countryLabel(editing.country)}` : 'Add or change a rate'}
        </h2>
        <div className="row g-2">
          <FormField
            className="col-sm-4 mb-2"
            label="Country"
            required
            hint={COUNTRY_HINT}
            registration={register('country')}
            error={errors.country?.message}
          />
          <Controller
            control={control}
            name="rate_cents"
            render={({ field }) => (
              <MoneyInput
                className="col-sm-4 mb-2"
                label="Rate"
                value={field.value}
                onChange={(v) => field.onChange(v ?? 0)}
                error={errors.rate_cents?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="free_over_cents"
            render={({ field }) => (
              <MoneyInput
                className="col-sm-4 mb-2"
                label="Free from"
                hint="Empty: never free."
                value={field.value}
                onChange={field.onChange}
                error={errors.free_over_cents?.message}
              />
            )}
          />
        </div>
        <button type="submit" className="btn btn-primary btn-sm" disabled={saving.isLoading}>
          Save rate
        </button>
      </form>
    </>
  )
}

/** Sales tax per country ('*' for the rest); Bermuda has none. */
export function TaxRatesScreen() {
  const { data, error, isFetching } = useGetTaxRatesQuery()
  const [save, saving] = useSaveTaxRateMutation()
  const [remove, removing] = useDeleteTaxRateMutation()
  const [editing, setEditing] = useState<TaxRate | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TaxRate>({
    resolver: zodResolver(TaxFormSchema) as never,
    values: editing ?? { country: '', percent: 0 },
  })
  const submit = handleSubmit(async (rate) => {
    const result = await save(rate)
    if (announceOutcome(result, 'Tax rate saved.')) {
      setEditing(null)
      reset()
    } else showFieldErrors(result.error, setError)
  })
  return (
    <>
      <DataTable
        caption="Tax rates"
        rows={data}
        loading={isFetching}
        error={error}
        rowKey={(r) => r.country}
        empty="No tax rate: no tax is charged."
        columns={[
          { key: 'country', header: 'Country', cell: (r) => countryLabel(r.country) },
          { key: 'percent', header: 'Tax', numeric: true, cell: (r) => `${r.percent} %` },
          {
            key: 'actions',
            header: <span className="visually-hidden">Actions</span>,
            cell: (r) => (
              <EditDeleteActions
                name={countryLabel(r.country)}
                busy={removing.isLoading}
                onEdit={() => setEditing(r)}
                onDelete={async () => announceOutcome(await remove(r.country), 'Tax rate deleted.')}
              />
            ),
          },
        ]}
      />
      <form noValidate onSubmit={submit} className="admin-panel mt-3" aria-labelledby="tax-form-title">
        <h2 id="tax-form-title">
          {editing ? `Change ${countryLabel(editing.country)}` : 'Add or change a rate'}
        </h2>
        <div className="row g-2">
          <FormField
            className="col-sm-6 mb-2"
            label="Country"
            required
            hint={COUNTRY_HINT}
            registration={register('country')}
            error={errors.country?.message}
          />
          <FormField
            className="col-sm-6 mb-2"
            label="Tax (%)"
            type="number"
            step="0.01"
            registration={register('percent', { valueAsNumber: true })}
            error={errors.percent?.message}
          />
        </div>
        <button type="submit" className="btn btn-primary btn-sm" disabled={saving.isLoading}>
          Save rate
        </button>
      </form>
    </>
  )
}
