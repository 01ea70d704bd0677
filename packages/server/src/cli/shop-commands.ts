import { randomBytes } from 'node:crypto'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { STAFF_ROLES, type StaffRole } from '@shop/shared/schemas/admin/common'
import {
  createStaffAccount,
  findStaffAccountByEmail,
  listStaffAccounts,
  resetStaffPassword,
} from '../domains/staff/staff.service'
import { ORDER_STATUSES } from '@shop/shared/constants'
import { formatDateTime, formatDollars } from '@shop/shared/format'
import { AppError } from '../errors'
import type { ServiceContext } from '../lib/service-context'
import {
  listCoupons,
  listShippingRates,
  saveCoupon,
  saveShippingRate,
  saveTaxRate,
  type CouponInput,
} from './coupons-and-rates-in-dollars'
import { isMailTemplateName, renderPreview, writePreview } from '../mail/mail-previews'
import { MAIL_TEMPLATE_NAMES } from '../mail/mails'
import { listOrders, regenerateInvoice, settlePendingOrders } from '../domains/orders/order-commands.service'
import { changeOrderStatus } from '../domains/orders/order-lifecycle.service'
import { settleStaleRenewals } from '../domains/subscriptions/renewals.service'
import { UnknownJobError, type JobRunner } from '../jobs/job-runner'
import { listReviewsForStaff, setReviewStatus } from '../domains/reviews/reviews.service'
import { REVIEW_STATUSES, type ReviewStatus } from '@shop/shared/schemas/reviews'

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

Jobs (renewals, reminders, mail retries, settling payments)
  jobs                            list the jobs: schedule, last run, its outcome, next run
  job <name> run                  run one job now in this process (e.g. job subscription-renewals run)`

export class UsageError extends Error {}

/** A password made for a new or reset staff account: 18 random characters, shown once. */
function oneTimePassword(): string {
  return randomBytes(14).toString('base64url')
}

type Print = (line: string) => void

function parse(argv: string[], options: ParseArgsConfig['options'] = {}) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true })
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
}

function wholeNumber(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`${name} must be a whole number`)
  return n
}

function dollars(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined
  if (!/^\d+(\.\d{1,2})?$/.test(value)) throw new UsageError(`${name} must be dollars, e.g. 25 or 25.50`)
  return Number(value)
}

function optionalLimit(value: string | undefined, name: string): number | null | undefined {
  if (value === 'none') return null
  return wholeNumber(value, name)
}

/** 'out-for-delivery' or 'out for delivery' → 'Out for Delivery'. */
function statusName(input: string): string {
  const wanted = input.replace(/[-_]/g, ' ').toLowerCase()
  return ORDER_STATUSES.find((s) => s.toLowerCase() === wanted) ?? input
}

/** A visitor's text on one line of the listing (reviews may span several). */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function need(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`${what} is required`)
  return value
}

/** Runs one staff command; the logic lives in the services, this only reads arguments and prints. */
export async function runShopCommand(
  ctx: ServiceContext,
  argv: string[],
  print: Print = console.log,
  jobs?: JobRunner,
): Promise<void> {
  const [command, ...rest] = argv
  switch (command) {
    case 'jobs': {
      parse(rest)
      for (const j of await needJobs(jobs).list()) {
        print(
          `${j.name}: every ${j.everySeconds} s; ${j.runs} runs; last ${j.lastStatus ?? 'never'}${j.lastStartedAt ? ` at ${j.lastStartedAt}` : ''}${j.failures ? ` (${j.failures} failures in a row)` : ''}; next ${j.nextRunAt ?? 'at start'}`,
        )
        print(`    ${j.description}${j.lastError ? `\n    last error: ${j.lastError}` : ''}`)
      }
      return
    }

    case 'job': {
      const { positionals } = parse(rest)
      const [name, action] = positionals
      if (!name || action !== 'run') throw new UsageError('Usage: job <name> run')
      try {
        print(`${name}: ${await needJobs(jobs).runNow(name)}`)
      } catch (error) {
        if (error instanceof UnknownJobError) throw new UsageError(error.message)
        throw error
      }
      return
    }

    case undefined:
    case 'help':
    case '--help':
    case '-h':
      print(USAGE)
      return

    case 'orders': {
      const { values } = parse(rest, {
        status: { type: 'string' },
        payment: { type: 'string' },
        limit: { type: 'string' },
      })
      const rows = await listOrders(ctx, {
        status: values.status === undefined ? undefined : statusName(String(values.status)),
        payment: values.payment as string | undefined,
        limit: wholeNumber(values.limit as string | undefined, '--limit'),
      })
      if (rows.length === 0) print('No orders.')
      for (const o of rows) {
        print(
          `${o.id}\t${o.order_no}\t${formatDateTime(o.created_at, ctx.config.shop.timeZone)}\t${o.order_status}\t${o.payment_status}\t${formatDollars(o.grand_total)}\t${o.email}${o.back_order ? '\tpre-order' : ''}`,
        )
      }
      return
    }

    case 'status':
    case 'cancel': {
      const { values, positionals } = parse(rest, {
        notes: { type: 'string' },
        'pre-orders-later': { type: 'boolean' },
      })
      const ref = need(positionals[0], '<order>')
      const status =
        command === 'cancel' ? 'Cancelled' : statusName(need(positionals.slice(1).join(' '), '<status>'))
      const change = await changeOrderStatus(
        ctx,
        ref,
        status,
        values.notes as string | undefined,
        undefined,
        values['pre-orders-later'] === true,
      )
      print(`${change.orderNo}: ${change.from} -> ${change.to} (tracking id ${change.verifyCode})`)
      if (change.preOrders.withIt.length)
        print(`Pre-orders that went with it: ${change.preOrders.withIt.join(', ')}`)
      if (change.preOrders.later.length)
        print(`Pre-orders now shipping on their own: ${change.preOrders.later.join(', ')}`)
      if (change.refund)
        print(change.refund === 'refunded' ? 'Card payment refunded.' : 'REFUND FAILED: refund by hand.')
      print(change.mailed ? 'Customer mailed.' : 'Mail to the customer failed (see the log).')
      return
    }

    case 'settle': {
      const { values } = parse(rest, { 'older-than-minutes': { type: 'string' } })
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
      return
    }

    case 'mail-preview': {
      const { values, positionals } = parse(rest, { order: { type: 'string' }, out: { type: 'string' } })
      const name = need(positionals[0], '<template>')
      if (!isMailTemplateName(name)) {
        throw new UsageError(`Unknown template ${name}: one of ${MAIL_TEMPLATE_NAMES.join(', ')}.`)
      }
      const mail = await renderPreview(ctx, name, { order: values.order as string | undefined })
      const files = writePreview(mail, name, values.out as string | undefined)
      print(`HTML: ${files.html}`)
      print(`Text: ${files.text}`)
      return
    }

    case 'invoice': {
      const { positionals } = parse(rest)
      print(`Invoice: ${await regenerateInvoice(ctx, need(positionals[0], '<order>'))}`)
      return
    }

    case 'coupons': {
      parse(rest)
      for (const c of await listCoupons(ctx.db)) {
        const value = c.type === 'percent' ? `${c.value}%` : formatDollars(c.value)
        print(
          `${c.code}\t${value}\tmin ${formatDollars(c.min_amount)}\t${c.starts_at ?? '-'} to ${c.ends_at ?? '-'}\tused ${c.used_count}/${c.max_uses ?? 'unlimited'}\tper customer ${c.max_uses_per_customer ?? 'unlimited'}\t${c.active ? 'active' : 'inactive'}`,
        )
      }
      return
    }

    case 'coupon': {
      const { values, positionals } = parse(rest, {
        type: { type: 'string' },
        value: { type: 'string' },
        min: { type: 'string' },
        starts: { type: 'string' },
        ends: { type: 'string' },
        'max-uses': { type: 'string' },
        'max-per-customer': { type: 'string' },
        active: { type: 'boolean' },
        inactive: { type: 'boolean' },
      })
      const code = need(positionals[0], '<CODE>').toUpperCase()
      const existing = (await listCoupons(ctx.db)).find((c) => c.code === code)
      const value = values.value === undefined ? existing?.value : Number(values.value)
      if (value === undefined || Number.isNaN(value))
        throw new UsageError('--value is required for a new coupon')
      const input: CouponInput = {
        code,
        type: ((values.type as string | undefined) ?? existing?.type ?? 'percent') as 'percent' | 'fixed',
        value,
        minAmount: dollars(values.min as string | undefined, '--min') ?? existing?.min_amount ?? 0,
        startsAt: values.starts === undefined ? (existing?.starts_at ?? null) : String(values.starts) || null,
        endsAt: values.ends === undefined ? (existing?.ends_at ?? null) : String(values.ends) || null,
        maxUses: optionalLimit(values['max-uses'] as string | undefined, '--max-uses') ?? null,
        maxUsesPerCustomer:
          optionalLimit(values['max-per-customer'] as string | undefined, '--max-per-customer') ?? null,
        active: values.inactive ? false : values.active ? true : (existing?.active ?? true),
      }
      if (values['max-uses'] === undefined) input.maxUses = existing?.max_uses ?? null
      if (values['max-per-customer'] === undefined)
        input.maxUsesPerCustomer = existing?.max_uses_per_customer ?? null
      const saved = await saveCoupon(ctx.db, input)
      print(`${existing ? 'Changed' : 'Added'} coupon ${saved.code}.`)
      return
    }

    case 'shipping-rates': {
      parse(rest)
      for (const r of await listShippingRates(ctx.db)) {
        print(
          `${r.country}\t${formatDollars(r.rate)}\t${r.free_over === null ? 'never free' : `free from ${formatDollars(r.free_over)}`}`,
        )
      }
      return
    }

    case 'shipping-rate': {
      const { values, positionals } = parse(rest, {
        rate: { type: 'string' },
        'free-over': { type: 'string' },
      })
      const country = need(positionals.join(' '), '<COUNTRY>')
      const rate = dollars(need(values.rate as string | undefined, '--rate'), '--rate')!
      const freeOverText = values['free-over'] as string | undefined
      const freeOver =
        freeOverText === undefined || freeOverText === 'none' ? null : dollars(freeOverText, '--free-over')!
      const saved = await saveShippingRate(ctx.db, { country, rate, freeOver })
      print(
        `Shipping to ${saved.country}: ${formatDollars(saved.rate)}${saved.free_over === null ? '' : `, free from ${formatDollars(saved.free_over)}`}.`,
      )
      return
    }

    case 'tax-rate': {
      const { values, positionals } = parse(rest, { percent: { type: 'string' } })
      const country = need(positionals.join(' '), '<COUNTRY>')
      const percent = Number(need(values.percent as string | undefined, '--percent'))
      if (!Number.isFinite(percent)) throw new UsageError('--percent must be a number')
      const saved = await saveTaxRate(ctx.db, { country, percent })
      print(`Tax for ${saved.country}: ${saved.percent}%.`)
      return
    }

    case 'staff': {
      const { values, positionals } = parse(rest, {
        role: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
      })
      const [action, email] = positionals
      if (action === 'list') {
        const { items } = await listStaffAccounts(ctx.db)
        if (items.length === 0) print('No staff accounts.')
        for (const s of items)
          print(`${s.id}\t${s.email}\t${s.role}\t${s.active ? 'active' : 'inactive'}\t${s.name}`)
        return
      }
      if (action !== 'add' && action !== 'reset')
        throw new UsageError('Usage: staff list | staff add <email> | staff reset <email>')
      const address = need(email, '<email>')
      const made = values.password === undefined
      const password = (values.password as string | undefined) ?? oneTimePassword()
      if (action === 'add') {
        const role = (values.role as string | undefined) ?? 'staff'
        if (!STAFF_ROLES.includes(role as StaffRole)) throw new UsageError('--role must be owner or staff')
        const name = (values.name as string | undefined) ?? address.split('@')[0]!
        const staff = await createStaffAccount(
          ctx.db,
          null,
          { email: address, role: role as StaffRole, name, password },
          { oneTimePassword: made },
        )
        print(
          `Staff account ${staff.email} (${staff.role}) created. Sign in at ${ctx.config.publicUrl}/admin/login`,
        )
      } else {
        const staff = await findStaffAccountByEmail(ctx.db, address)
        if (!staff) throw new UsageError(`No staff account ${address}.`)
        await resetStaffPassword(ctx.db, null, staff.id, password)
        print(`Password of ${staff.email} set; their sessions ended.`)
      }
      if (made) print(`One-time password: ${password}`)
      return
    }

    case 'reviews': {
      const { values } = parse(rest, { status: { type: 'string' }, limit: { type: 'string' } })
      const status = values.status as string | undefined
      if (status !== undefined && !REVIEW_STATUSES.includes(status as ReviewStatus)) {
        throw new UsageError(`--status must be one of ${REVIEW_STATUSES.join(', ')}`)
      }
      const rows = await listReviewsForStaff(ctx.db, {
        status: status as ReviewStatus | undefined,
        limit: wholeNumber(values.limit as string | undefined, '--limit'),
      })
      if (rows.length === 0) print('No reviews.')
      for (const r of rows) {
        const headline = r.headline ? ` "${oneLine(r.headline)}"` : ''
        print(
          `${r.id}\t${formatDateTime(r.created_at, ctx.config.shop.timeZone)}\t${r.status}\t${r.star}/5\t${r.product_name}\t${r.name} <${r.email}>${r.verified_buyer ? ' (verified buyer)' : ''}${headline}\t${oneLine(r.review).slice(0, 80)}`,
        )
      }
      return
    }

    case 'review': {
      const { positionals } = parse(rest)
      const id = wholeNumber(need(positionals[0], '<id>'), '<id>')!
      const action = need(positionals[1], 'hide or publish')
      if (action !== 'hide' && action !== 'publish')
        throw new UsageError(`Unknown review action '${action}': use hide or publish`)
      const review = await setReviewStatus(ctx.db, id, action === 'hide' ? 'hidden' : 'published')
      print(`Review ${review.id} of ${review.product_name} is now ${review.status}.`)
      return
    }

    default:
      throw new UsageError(`Unknown command '${command}'. Run 'npm run shop -- help'.`)
  }
}

function needJobs(jobs: JobRunner | undefined): JobRunner {
  if (!jobs) throw new UsageError('The job commands need the whole app (npm run shop).')
  return jobs
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
