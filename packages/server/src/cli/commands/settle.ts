import { settlePendingOrders } from '../../domains/orders/order-commands.service'
import { settleStaleRenewals } from '../../domains/subscriptions/renewals.service'
import { parse, wholeNumber, type ShopCommand } from '../command-arguments'

/** `settle [--older-than-minutes N]`: payments a crash left pending, orders and renewals alike. */
export const settle: ShopCommand = async ({ ctx, args, print }) => {
  const { values } = parse(args, { 'older-than-minutes': { type: 'string' } })
  const minutes =
    wholeNumber(values['older-than-minutes'] as string | undefined, '--older-than-minutes') ?? 10
  const renewals = await settleStaleRenewals(ctx, new Date(), minutes)
  const report = await settlePendingOrders(ctx, { olderThanMinutes: minutes })
  print(`Paid: ${report.paid.length ? report.paid.join(', ') : 'none'}`)
  print(`Failed (stock given back): ${report.failed.length ? report.failed.join(', ') : 'none'}`)
  if (report.unknown.length) print(`Still pending (gateway unreachable): ${report.unknown.join(', ')}`)
  if (report.invoices.length) print(`Invoices written: ${report.invoices.join(', ')}`)
  if (renewals.paid.length + renewals.declined.length + renewals.retried.length) {
    print(
      `Renewals: paid ${renewals.paid.join(', ') || 'none'}; declined ${renewals.declined.join(', ') || 'none'}; to retry ${renewals.retried.join(', ') || 'none'}`,
    )
  }
}
