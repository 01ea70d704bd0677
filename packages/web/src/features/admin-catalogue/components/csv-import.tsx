import { zodResolver } from '@hookform/resolvers/zod'
import { formatCount } from '@shop/shared/format'
import {
  CSV_IMPORT_MAX_ROWS,
  CsvImportFileSchema,
  PRODUCT_CSV_COLUMNS,
  type CsvImportFileInput,
  type CsvImportResponse,
} from '@shop/shared/schemas/admin/catalogue'
import { useId, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { DataTable } from '../../../components/admin/data-table'
import { FileButton } from '../../../components/admin/file-button'
import { useAdminSave } from '../../../components/admin/use-admin-save'
import { useImportProductsMutation } from '../admin-catalogue.api'

const REPORT_ROWS_SHOWN = 500

/**
 * Products as CSV (docs/requirements/back-office.md §4): export every product; import a file with
 * the same columns (sku is the key); bad rows are rejected whole and listed, good rows are written.
 */
export function CsvImport() {
  const id = useId()
  const [report, setReport] = useState<CsvImportResponse | null>(null)
  const [importCsv, { isLoading }] = useImportProductsMutation()
  const form = useForm<CsvImportFileInput>({ resolver: zodResolver(CsvImportFileSchema) })
  const submit = useAdminSave(form, {
    // The schema holds the file the input gave: a File, sent under its own name.
    send: ({ file }) => importCsv(file as File),
    saved: 'Import finished.',
    onSaved: setReport,
  })
  const file = useWatch({ control: form.control, name: 'file' })
  const error = form.formState.errors.file?.message
  return (
    <div className="row g-3">
      <section className="col-lg-5" aria-labelledby="csv-export">
        <div className="admin-panel h-100">
          <h2 id="csv-export">Export</h2>
          <p className="small">Every product, one row each, with the columns an import reads.</p>
          <FileButton path="products/export.csv" fileName="products.csv">
            Download products CSV
          </FileButton>
        </div>
      </section>
      <section className="col-lg-7" aria-labelledby="csv-import">
        <form className="admin-panel h-100" noValidate onSubmit={(e) => void submit(e)}>
          <h2 id="csv-import">Import</h2>
          <p className="small mb-2">
            A header row, then up to {formatCount(CSV_IMPORT_MAX_ROWS)} rows. A known SKU updates its product,
            a new one creates it. Columns: <code>{PRODUCT_CSV_COLUMNS.join(', ')}</code>.
          </p>
          <label htmlFor={id} className="form-label">
            CSV file
          </label>
          <Controller
            control={form.control}
            name="file"
            render={({ field }) => (
              <input
                id={id}
                ref={field.ref}
                type="file"
                accept=".csv,text/csv"
                className={`form-control form-control-sm mb-2${error ? ' is-invalid' : ''}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => field.onChange(e.target.files?.[0])}
                onBlur={field.onBlur}
              />
            )}
          />
          {error && (
            <div id={`${id}-error`} className="invalid-feedback d-block mb-2">
              {error}
            </div>
          )}
          <button type="submit" className="btn btn-primary btn-sm" disabled={!file || isLoading}>
            {isLoading ? 'Importing…' : 'Import products'}
          </button>
        </form>
      </section>
      {report && (
        <section className="col-12" aria-labelledby="csv-report" role="status">
          <div className="admin-panel">
            <h2 id="csv-report">Import report</h2>
            <p className="mb-2">
              {report.rows} rows read: {report.created} created, {report.updated} updated, {report.unchanged}{' '}
              unchanged, {report.rejected.length} rejected.
            </p>
            {report.changes.length > 0 && (
              <>
                <DataTable
                  caption="Products created or changed"
                  rows={report.changes.slice(0, REPORT_ROWS_SHOWN)}
                  rowKey={(r) => `${r.row}`}
                  columns={[
                    { key: 'row', header: 'Row', numeric: true, cell: (r) => r.row },
                    { key: 'sku', header: 'SKU', cell: (r) => r.sku },
                    { key: 'action', header: 'Change', cell: (r) => r.action },
                    { key: 'fields', header: 'Columns', cell: (r) => r.fields.join(', ') },
                  ]}
                />
                {report.changes.length > REPORT_ROWS_SHOWN && (
                  <p className="small mt-2">
                    The first {REPORT_ROWS_SHOWN} of {report.changes.length} products are shown; the audit log
                    holds each change.
                  </p>
                )}
              </>
            )}
            {report.rejected.length > 0 && (
              <>
                <DataTable
                  caption="Rejected rows"
                  rows={report.rejected.slice(0, REPORT_ROWS_SHOWN)}
                  rowKey={(r) => `${r.row}-${r.field}`}
                  columns={[
                    { key: 'row', header: 'Row', numeric: true, cell: (r) => r.row },
                    { key: 'field', header: 'Column', cell: (r) => r.field },
                    { key: 'message', header: 'Problem', cell: (r) => r.message },
                  ]}
                />
                {report.rejected.length > REPORT_ROWS_SHOWN && (
                  <p className="small mt-2 mb-0">
                    The first {REPORT_ROWS_SHOWN} of {report.rejected.length} rejected rows are shown.
                  </p>
                )}
              </>
            )}
          </div>
        </section>
      )}
    </div>
  )
}
