import { zodResolver } from '@hookform/resolvers/zod'
import { formatDateTime, formatMoney } from '@shop/shared/format'
import { RunAccountingExportSchema, type RunAccountingExport } from '@shop/shared/schemas/admin/accounting'
import { useForm } from 'react-hook-form'
import { DataTable } from '../../../components/admin/data-table'
import { fieldBinder } from '../../../components/admin/field-binder'
import { FileButton } from '../../../components/admin/file-button'
import { FormPanel } from '../../../components/admin/form-panel'
import { useAdminSave } from '../../../components/admin/use-admin-save'
import { FormField } from '../../../components/form-field'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import { useGetAccountingExportsQuery, useRunAccountingExportMutation } from '../admin-accounting.api'

function RunExportForm({ onExported }: { onExported: () => void }) {
  const [run, { isLoading }] = useRunAccountingExportMutation()
  const form = useForm<RunAccountingExport>({
    resolver: zodResolver(RunAccountingExportSchema),
    defaultValues: { date: '' },
  })
  const submit = useAdminSave(form, {
    send: run,
    saved: (r) =>
      r.records === 0
        ? 'Nothing new to export: every record is in an earlier export.'
        : `Exported ${r.records} records in ${r.batches.length} ${r.batches.length === 1 ? 'batch' : 'batches'}.`,
    onSaved: onExported,
  })
  const field = fieldBinder(form)
  return (
    <FormPanel title="Export new records" onSubmit={submit} busy={isLoading} submitLabel="Export">
      <FormField
        className="col-sm-6 col-lg-4 mb-2"
        label="Day (empty: every finished day)"
        type="date"
        {...field('date')}
      />
    </FormPanel>
  )
}

/**
 * The accounting export for owners: export what is new (a day, or every finished day), then
 * download each batch's journal for QuickBooks Online or Xero.
 */
export function AccountingExportsScreen() {
  const timeZone = useShopTimeZone()
  const exports = useGetAccountingExportsQuery()
  return (
    <>
      <p className="text-muted">
        Invoices, card payments, refunds, credit notes and store credit, each exported once, as a journal to
        import into QuickBooks Online or Xero.
      </p>
      <RunExportForm onExported={() => void exports.refetch()} />
      <DataTable
        caption="Accounting exports"
        rows={exports.data}
        loading={exports.isLoading}
        error={exports.error}
        rowKey={(b) => b.id}
        empty="Nothing exported yet."
        columns={[
          { key: 'day', header: 'Day', className: 'text-nowrap', cell: (b) => b.day },
          { key: 'records', header: 'Records', numeric: true, cell: (b) => b.records },
          {
            key: 'debits',
            header: 'Debits',
            numeric: true,
            hideBelow: 'sm',
            cell: (b) => formatMoney(b.debit_cents),
          },
          {
            key: 'created',
            header: 'Exported',
            hideBelow: 'md',
            cell: (b) =>
              `${formatDateTime(b.created_at, timeZone)}${b.created_by ? ` by ${b.created_by}` : ''}`,
          },
        ]}
        actions={(b) => (
          <div className="d-flex flex-wrap gap-2">
            <FileButton path={`accounting/exports/${b.id}/qbo`} fileName={`journal-${b.day}-${b.id}-qbo.csv`}>
              QuickBooks Online
            </FileButton>
            <FileButton
              path={`accounting/exports/${b.id}/xero`}
              fileName={`journal-${b.day}-${b.id}-xero.csv`}
            >
              Xero
            </FileButton>
          </div>
        )}
      />
    </>
  )
}
