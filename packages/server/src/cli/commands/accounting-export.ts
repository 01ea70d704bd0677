import { JournalDaySchema } from '@shop/shared/schemas/admin/accounting'
import { decimalText } from '@shop/shared/money'
import { exportFileWhere, exportJournal } from '../../domains/accounting/accounting.service'
import { parse, UsageError, type ShopCommand } from '../command-arguments'

/** `accounting-export [--date YYYY-MM-DD]`: the journal of records not exported yet, and where its files are. */
export const accountingExport: ShopCommand = async ({ ctx, args, print }) => {
  const { values } = parse(args, { date: { type: 'string' } })
  const date = values.date as string | undefined
  if (date !== undefined && !JournalDaySchema.safeParse(date).success)
    throw new UsageError('--date must be a date (YYYY-MM-DD)')
  const run = await exportJournal(ctx, { date })
  if (run.batches.length === 0) {
    print(`Nothing to export${date ? ` for ${date}` : ''}: every record is in an earlier export.`)
    return
  }
  for (const b of run.batches) {
    print(
      `${b.day}: export ${b.id}, ${b.records} records, ${b.lines} lines, debits ${decimalText(b.debit_cents)}`,
    )
    for (const layout of ['qbo', 'xero'] as const)
      print(`    ${layout}: ${await exportFileWhere(ctx, b.id, layout)}`)
  }
}
