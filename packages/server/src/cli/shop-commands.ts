import { ORDER_STATUSES } from '@shop/shared/constants'
import { AppError } from '../errors'
import type { JobRunner } from '../jobs/job-runner'
import type { ServiceContext } from '../lib/service-context'
import { MAIL_TEMPLATE_NAMES } from '../mail/mails'
import { UsageError, type ShopCommand } from './command-arguments'
import { accountingExport } from './commands/accounting-export'
import { backup } from './commands/backup'
import { listCouponsCommand, saveCouponCommand } from './commands/coupons'
import { writeInvoice } from './commands/invoice'
import { listJobs, runJob } from './commands/jobs'
import { previewMail } from './commands/mail-preview'
import { changeOrderStatusCommand } from './commands/order-status'
import { listOrdersCommand } from './commands/orders'
import { listReviews, moderateReview } from './commands/reviews'
import { settle } from './commands/settle'
import { listShippingRatesCommand, saveShippingRateCommand } from './commands/shipping-rates'
import { staff } from './commands/staff'
import { saveTaxRateCommand } from './commands/tax-rate'

export { UsageError }

export const USAGE = `Usage: npm run shop -- <command> [options]

Orders
  orders [--status S] [--payment paid|pending|failed|refunded] [--limit N]
                                  list the newest orders
  status <order> <status> [--notes TEXT] [--pre-orders-later]
                                  set an order's status (${ORDER_STATUSES.join(', ')});
                                  adds a tracking entry and mails the customer; pre-orders
                                  travelling with it leave with it (--pre-orders-later: one
                                  still waiting for stock follows on its own)
  cancel <order> [--notes TEXT]   cancel before Out for Delivery: stock back, card refunded
  settle [--older-than-minutes N] settle payments (orders and renewals) left pending by a crash
                                  (default: older than 10 minutes) and write invoices that are missing
  invoice <order>                 write an order's invoice PDF again
  <order> is the order id or its number (BMU-2026-000123).

Charges
  coupons                         list coupons
  coupon <CODE> [--type percent|fixed] [--value V] [--min DOLLARS] [--starts DATE] [--ends DATE]
         [--max-uses N|none] [--max-per-customer N|none] [--active|--inactive]
                                  add a coupon or change the given fields of one (value: percent or dollars)
  shipping-rates                  list shipping rates
  shipping-rate <COUNTRY|*> --rate DOLLARS [--free-over DOLLARS|none]
                                  add or change a country's rate ('*' is every other country)
  tax-rate <COUNTRY|*> --percent P
                                  add or change a country's sales tax

Reviews
  reviews [--status pending|published|hidden] [--limit N]
                                  list the newest reviews (default 50)
  review <id> hide|publish        hide a review from the product page, or publish it;
                                  the product's rating follows at once

Staff (back office at /admin)
  staff list                      list staff accounts
  staff add <email> [--role owner|staff] [--name NAME] [--password P]
                                  create a staff account; without --password a one-time password
                                  is made and printed (change it after signing in)
  staff reset <email> [--password P]
                                  set a new password (printed when made) and end the account's sessions

Mail
  mail-preview <template> [--order ORDER] [--out FILE]
                                  render an e-mail (${MAIL_TEMPLATE_NAMES.join(', ')})
                                  to an HTML file and a text file and print their paths
                                  (default in the temp folder); order mails show ORDER or an example

Accounting (docs/operations.md#accounting-export)
  accounting-export [--date YYYY-MM-DD]
                                  write the journal of invoices, card payments, refunds, credit
                                  notes and store credit not exported yet (QuickBooks Online and
                                  Xero layouts); without --date, every finished day

Backups (docs/operations.md#backups-and-recovery)
  backup [--to FOLDER]            snapshot the database and the private files and product pictures
                                  into FOLDER/snapshot-<time>/ (default BACKUP_DIR), with a
                                  manifest of row counts and SHA-256 checksums
  restore <snapshot>              check a snapshot against its manifest and bring it into an empty
                                  database (DATABASE_URL) and empty PRIVATE_DIR and MEDIA_DIR

Jobs (renewals, reminders, mail retries, settling payments, backups)
  jobs                            list the jobs: schedule, last run, its outcome, next run
  job <name> run                  run one job now in this process (e.g. job subscription-renewals run)`

const help: ShopCommand = async ({ print }) => print(USAGE)

/** Each command's name and the module that carries it out (one module per command, cli/commands/). */
const COMMANDS: Record<string, ShopCommand> = {
  help,
  '--help': help,
  '-h': help,
  jobs: listJobs,
  job: runJob,
  orders: listOrdersCommand,
  status: changeOrderStatusCommand,
  cancel: changeOrderStatusCommand,
  settle,
  'mail-preview': previewMail,
  invoice: writeInvoice,
  coupons: listCouponsCommand,
  coupon: saveCouponCommand,
  'shipping-rates': listShippingRatesCommand,
  'shipping-rate': saveShippingRateCommand,
  'tax-rate': saveTaxRateCommand,
  staff,
  backup,
  'accounting-export': accountingExport,
  reviews: listReviews,
  review: moderateReview,
}

/** Runs one staff command; the logic lives in the services, the commands only read arguments and print. */
export async function runShopCommand(
  ctx: ServiceContext,
  argv: string[],
  print: (line: string) => void = console.log,
  jobs?: JobRunner,
): Promise<void> {
  const [command = 'help', ...args] = argv
  const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined
  if (!run) throw new UsageError(`Unknown command '${command}'. Run 'npm run shop -- help'.`)
  await run({ ctx, command, args, print, jobs })
}

/** A failure worth showing staff as one line: usage mistakes, service refusals, bad input. */
export function describeFailure(error: unknown): string | null {
  if (error instanceof UsageError) return error.message
  if (error instanceof AppError) return error.message
  if (error && typeof error === 'object' && 'issues' in error) {
    const issues = (error as { issues: { path: PropertyKey[]; message: string }[] }).issues
    return issues.map((i) => `${i.path.map(String).join('.') || 'input'}: ${i.message}`).join('; ')
  }
  return null
}
