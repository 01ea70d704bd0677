import { zodResolver } from '@hookform/resolvers/zod'
import { formatMoney } from '@shop/shared/format'
import {
  CountryParamsSchema,
  ShippingRateInputSchema,
  TaxRateInputSchema,
} from '@shop/shared/schemas/admin/operations'
import { useState, type ReactNode } from 'react'
import { useForm, type Path, type UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import { DataTable, type Column } from '../../../components/admin/data-table'
import { fieldBinder, type FieldBinder } from '../../../components/admin/field-binder'
import { FormPanel } from '../../../components/admin/form-panel'
import { MoneyField } from '../../../components/admin/money-field'
import { EditDeleteActions } from '../../../components/admin/row-actions'
import { useAdminSave, type SaveResult } from '../../../components/admin/use-admin-save'
import { FormField } from '../../../components/form-field'
import { announceOutcome } from '../../../lib/admin-outcome'
import {
  useDeleteShippingRateMutation,
  useDeleteTaxRateMutation,
  useGetShippingRatesQuery,
  useGetTaxRatesQuery,
  useSaveShippingRateMutation,
  useSaveTaxRateMutation,
} from '../admin-settings.api'

const ShippingFormSchema = z.intersection(CountryParamsSchema, ShippingRateInputSchema)
const TaxFormSchema = z.intersection(CountryParamsSchema, TaxRateInputSchema)

const countryLabel = (c: string) => (c === '*' ? 'Every other country' : c)

interface CountryRatesProps<T extends { country: string }> {
  /** 'Shipping rate': the table is named by the plural, the toasts by the singular. */
  noun: string
  empty: string
  rates: { data?: T[]; error?: unknown; isFetching: boolean }
  /** The rate's figures, between the country and the row's buttons. */
  figures: Column<T>[]
  blank: T
  schema: z.ZodType
  save: (rate: T) => Promise<SaveResult<unknown>>
  saving: boolean
  remove: (country: string) => Promise<SaveResult<unknown>>
  removing: boolean
  /** The country field's column width: the rest of the row holds the figures' fields. */
  countryClassName: string
  fields: (field: FieldBinder<T>, form: UseFormReturn<T>) => ReactNode
}

/**
 * Rates keyed by country ('*' for the rest), as shipping and tax both are: a table, and a form that
 * adds a country or changes the one chosen (saving a country's rate again replaces it).
 */
function CountryRates<T extends { country: string }>({
  noun,
  empty,
  rates,
  figures,
  blank,
  schema,
  save,
  saving,
  remove,
  removing,
  countryClassName,
  fields,
}: CountryRatesProps<T>) {
  const [editing, setEditing] = useState<T | null>(null)
  const form = useForm<T>({ resolver: zodResolver(schema as never) as never, values: editing ?? blank })
  const submit = useAdminSave(form, {
    send: save,
    saved: `${noun} saved.`,
    reset: true,
    onSaved: () => setEditing(null),
  })
  const field = fieldBinder(form)
  return (
    <>
      <DataTable
        caption={`${noun}s`}
        rows={rates.data}
        loading={rates.isFetching}
        error={rates.error}
        rowKey={(r) => r.country}
        empty={empty}
        columns={[{ key: 'country', header: 'Country', cell: (r) => countryLabel(r.country) }, ...figures]}
        actions={(r) => (
          <EditDeleteActions
            name={countryLabel(r.country)}
            busy={removing}
            onEdit={() => setEditing(r)}
            onDelete={async () => announceOutcome(await remove(r.country), `${noun} deleted.`)}
          />
        )}
      />
      <FormPanel
        title={editing ? `Change ${countryLabel(editing.country)}` : 'Add or change a rate'}
        onSubmit={submit}
        busy={saving}
        submitLabel="Save rate"
      >
        <FormField
          className={countryClassName}
          label="Country"
          required
          hint="A country's name as checkout shows it, or * for every other country."
          {...field('country' as Path<T>)}
        />
        {fields(field, form)}
      </FormPanel>
    </>
  )
}

/** Shipping per country ('*' for the rest): a rate and an order total from which it is free. */
export function ShippingRatesScreen() {
  const [save, saving] = useSaveShippingRateMutation()
  const [remove, removing] = useDeleteShippingRateMutation()
  return (
    <CountryRates
      noun="Shipping rate"
      empty="No shipping rate."
      rates={useGetShippingRatesQuery()}
      figures={[
        { key: 'rate', header: 'Rate', numeric: true, cell: (r) => formatMoney(r.rate_cents) },
        {
          key: 'free',
          header: 'Free from',
          numeric: true,
          cell: (r) => (r.free_over_cents === null ? '—' : formatMoney(r.free_over_cents)),
        },
      ]}
      blank={{ country: '', rate_cents: 0, free_over_cents: null }}
      schema={ShippingFormSchema}
      save={save}
      saving={saving.isLoading}
      remove={remove}
      removing={removing.isLoading}
      countryClassName="col-sm-4 mb-2"
      fields={(_, { control }) => (
        <>
          <MoneyField
            control={control}
            name="rate_cents"
            className="col-sm-4 mb-2"
            label="Rate"
            emptyIsZero
          />
          <MoneyField
            control={control}
            name="free_over_cents"
            className="col-sm-4 mb-2"
            label="Free from"
            hint="Empty: never free."
          />
        </>
      )}
    />
  )
}

/** Sales tax per country ('*' for the rest); Bermuda has none. */
export function TaxRatesScreen() {
  const [save, saving] = useSaveTaxRateMutation()
  const [remove, removing] = useDeleteTaxRateMutation()
  return (
    <CountryRates
      noun="Tax rate"
      empty="No tax rate: no tax is charged."
      rates={useGetTaxRatesQuery()}
      figures={[{ key: 'percent', header: 'Tax', numeric: true, cell: (r) => `${r.percent} %` }]}
      blank={{ country: '', percent: 0 }}
      schema={TaxFormSchema}
      save={save}
      saving={saving.isLoading}
      remove={remove}
      removing={removing.isLoading}
      countryClassName="col-sm-6 mb-2"
      fields={(field) => (
        <FormField
          className="col-sm-6 mb-2"
          label="Tax (%)"
          type="number"
          step="0.01"
          {...field('percent', { valueAsNumber: true })}
        />
      )}
    />
  )
}
