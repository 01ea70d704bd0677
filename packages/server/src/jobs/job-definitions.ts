import type { Config } from '../config'
import { sendForgottenCartReminders } from '../domains/cart/forgotten-cart.service'
import { settlePendingOrders } from '../domains/orders/order-commands.service'
import { produceDueOrderDocuments } from '../domains/orders/order-documents-outbox'
import { sendRenewalReminders } from '../domains/subscriptions/reminders.service'
import { runRenewals, settleStaleRenewals } from '../domains/subscriptions/renewals.service'
import { retryUnsentMail } from './mail-retry'
import { quarantineExpiredLots } from '../domains/stock/stock.service'
import { sendInvoiceReminders } from '../domains/business-accounts/account-invoices.service'
import { endApprovalHolds } from '../domains/business-accounts/account-approvals.service'
import { runLicenceExpiry } from '../domains/professional/licence-expiry.service'
import { removeExpiredDownloads } from '../domains/privacy/privacy.service'
import { isoDateIn } from '@shop/shared/format'
import type { JobDefinition } from './job-definition'
import { makeSnapshot } from '../db/backup/backup'
import { folderStore, pruneSnapshots } from '../db/backup/snapshot-store'

const list = (names: readonly string[]) => (names.length ? names.join(', ') : 'none')

/** Every job of the shop. Each is safe to run twice at once: its own guarded updates decide who does what. */
export function shopJobs(
  config: Pick<
    Config,
    'subscriptionReminderDays' | 'jobPollSeconds' | 'cartReminderHours' | 'backupEveryHours' | 'backupKeep'
  >,
): JobDefinition[] {
  const backups: JobDefinition[] = config.backupEveryHours
    ? [
        {
          name: 'backup',
          description: `snapshot the database and the shop's files, keeping the newest ${config.backupKeep}`,
          everySeconds: Math.max(config.jobPollSeconds, Math.round(config.backupEveryHours * 3600)),
          async run(ctx, now) {
            // docs/decisions/0140-backups-that-restore.md: the folder store until the shop has a shared one.
            const store = folderStore(ctx.config.backupDir)
            const { location } = await makeSnapshot(ctx.db, ctx.config, store, now)
            const removed = await pruneSnapshots(store, config.backupKeep)
            return `snapshot: ${location}; removed: ${list(removed)}`
          },
        },
      ]
    : []
  return [
    ...backups,
    {
      name: 'subscription-renewals',
      description: 'charge and place the Subscribe & Save deliveries that are due, and retry declined ones',
      everySeconds: config.jobPollSeconds,
      async run(ctx, now) {
        const outcomes = await runRenewals(ctx, now)
        const by = (r: string) => outcomes.filter((o) => o.result === r).map((o) => o.subscriptionNo)
        return `paid: ${list(by('paid'))}; declined: ${list(by('declined'))}; paused: ${list(by('paused'))}; pending: ${list(by('pending'))}; held: ${list(by('held'))}`
      },
    },
    {
      name: 'renewal-reminders',
      description: `mail the price of each Subscribe & Save delivery ${config.subscriptionReminderDays} days ahead`,
      everySeconds: Math.max(config.jobPollSeconds, 15 * 60),
      async run(ctx, now) {
        return `reminded: ${list(await sendRenewalReminders(ctx, now, config.subscriptionReminderDays))}`
      },
    },
    {
      name: 'mail-retry',
      description: 'send again the mail the SMTP server did not accept',
      everySeconds: Math.max(config.jobPollSeconds, 5 * 60),
      async run(ctx) {
        const r = await retryUnsentMail(ctx)
        return `sent: ${r.sent}; still failing: ${r.failed}`
      },
    },
    {
      name: 'order-documents',
      description:
        'write the invoices and send the confirmation mails of paid orders still due (after a crash or a failure)',
      everySeconds: config.jobPollSeconds,
      async run(ctx, now) {
        const r = await produceDueOrderDocuments(ctx, now)
        return `produced: ${list(r.produced.map(String))}; postponed: ${list(r.postponed.map(String))}`
      },
    },
    {
      name: 'settle-payments',
      description: 'settle orders and renewals a crash left pending, asking the card gateway what happened',
      everySeconds: Math.max(config.jobPollSeconds, 5 * 60),
      async run(ctx, now) {
        const renewals = await settleStaleRenewals(ctx, now)
        const orders = await settlePendingOrders(ctx, { olderThanMinutes: 10 })
        return `orders paid: ${list(orders.paid)}; orders failed: ${list(orders.failed)}; renewals paid: ${list(renewals.paid)}; renewals declined: ${list(renewals.declined)}; renewals to retry: ${list(renewals.retried)}`
      },
    },
    {
      name: 'forgotten-cart-reminders',
      description: `mail opted-in customers once about a saved cart unchanged for ${config.cartReminderHours} hours`,
      everySeconds: Math.max(config.jobPollSeconds, 5 * 60),
      async run(ctx, now) {
        const reminded = await sendForgottenCartReminders(ctx, now, config.cartReminderHours * 60)
        return `reminded customers: ${list(reminded.map(String))}`
      },
    },
    {
      name: 'lot-expiry',
      description: 'quarantine stock lots past their expiry date, taking their units off the shelf',
      everySeconds: Math.max(config.jobPollSeconds, 60 * 60),
      async run(ctx, now) {
        // The shop's own calendar day: a lot expiring today still ships today.
        const today = isoDateIn(now, ctx.config.shop.timeZone)
        return `quarantined: ${await quarantineExpiredLots(ctx.db, today)} lots`
      },
    },
    {
      name: 'licence-expiry',
      description:
        'mail verified professionals 30 and 7 days before their verification ends, and lapse it after its last day',
      everySeconds: Math.max(config.jobPollSeconds, 60 * 60),
      async run(ctx, now) {
        const r = await runLicenceExpiry(ctx, now)
        return `reminded customers: ${list(r.reminded.map(String))}; lapsed customers: ${list(r.lapsed.map(String))}`
      },
    },
    {
      name: 'invoice-reminders',
      description:
        'mail business accounts once before an invoice on account is due, and once after it is overdue',
      everySeconds: Math.max(config.jobPollSeconds, 60 * 60),
      async run(ctx, now) {
        const r = await sendInvoiceReminders(ctx, now)
        return `due soon: ${list(r.before)}; overdue: ${list(r.after)}`
      },
    },
    {
      name: 'approval-holds',
      description:
        'give back the stock of orders on account that waited for approval past their hold, and expire those past their held prices, mailing each buyer',
      everySeconds: Math.max(config.jobPollSeconds, 5 * 60),
      async run(ctx, now) {
        const r = await endApprovalHolds(ctx, now)
        return `stock released: ${list(r.released.map(String))}; expired: ${list(r.expired.map(String))}`
      },
    },
    {
      name: 'privacy-downloads',
      description: "delete customers' data downloads whose link has expired",
      everySeconds: Math.max(config.jobPollSeconds, 60 * 60),
      async run(ctx) {
        return `removed: ${await removeExpiredDownloads(ctx)}`
      },
    },
  ]
}
