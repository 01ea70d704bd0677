import { z } from 'zod'
import { JOURNAL_LAYOUTS } from '../../accounting'
import { AdminIdSchema } from './common'

/** A calendar day, YYYY-MM-DD, that exists. */
export const JournalDaySchema = z
  .string({ error: 'Date must be a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Date must be a date (YYYY-MM-DD)', abort: true })
  .refine((v) => new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'Date must be a real calendar date')

/**
 * POST /api/admin/accounting/exports: the day to export; absent or empty (a form's empty date
 * field), every finished day not exported yet.
 */
export const RunAccountingExportSchema = z
  .object({ date: z.union([z.literal(''), JournalDaySchema]).optional() })
  .strict()
export type RunAccountingExport = z.infer<typeof RunAccountingExportSchema>

export const AccountingExportFileParamsSchema = z
  .object({ id: AdminIdSchema, layout: z.enum(JOURNAL_LAYOUTS, { error: 'Layout must be qbo or xero' }) })
  .strict()

/** One batch of the accounting export, as the back office lists it. */
export const AccountingExportSchema = z.object({
  id: z.number(),
  day: z.string(),
  records: z.number(),
  lines: z.number(),
  debit_cents: z.number(),
  created_at: z.string(),
  created_by: z.string().nullable(),
})
export type AccountingExport = z.infer<typeof AccountingExportSchema>

export const AccountingExportsSchema = z.object({ items: z.array(AccountingExportSchema) })
export const AccountingExportRunSchema = z.object({
  records: z.number(),
  batches: z.array(AccountingExportSchema),
})
export type AccountingExportRun = z.infer<typeof AccountingExportRunSchema>
