import { formatDate, isoDateIn } from '@shop/shared/format'
import { recordAudit } from '../../audit/audit'
import { addDaysToDate } from '../../lib/clock'
import type { ServiceContext } from '../../lib/service-context'
import * as repo from './licence-expiry.repository'
import { mailProfessional } from './professional-mail'

/** Days before the end of a verification that its customer is reminded. */
export const LICENCE_REMINDER_DAYS = [30, 7] as const

export interface LicenceExpiryReport {
  reminded: number[]
  lapsed: number[]
}

/**
 * The licence expiry job: mails each verified professional 30 and 7 days before their verification
 * ends, and lapses it the day after its last day (professional purchases stop until staff verify a
 * renewal): mailed and audited once per verification.
 */
export async function runLicenceExpiry(ctx: ServiceContext, now: Date): Promise<LicenceExpiryReport> {
  const k = ctx.db.kysely
  const today = isoDateIn(now, ctx.config.shop.timeZone)
  const report: LicenceExpiryReport = { reminded: [], lapsed: [] }
  // The nearer reminder first: an account verified late gets the 7-day one, not both at once.
  for (const days of [...LICENCE_REMINDER_DAYS].sort((a, b) => a - b)) {
    const step: repo.Step = days === 7 ? 'reminded_7_for' : 'reminded_30_for'
    for (const a of await repo.accountsUntil(k, today, addDaysToDate(today, days), step)) {
      if (!(await repo.claimStep(k, a.user_id, a.verified_until, step))) continue
      // A 7-day reminder stands for the 30-day one too.
      if (days === 7) await repo.claimStep(k, a.user_id, a.verified_until, 'reminded_30_for')
      await mailProfessional(
        ctx,
        a.email,
        `Your professional verification ends on ${formatDate(a.verified_until)}`,
        [
          `Dear ${a.first_name},`,
          '',
          `Your professional account is verified until ${formatDate(a.verified_until)}. After that day professional-only products cannot be bought until we verify your renewed licence.`,
          'Send us your renewed licence from your dashboard in good time.',
        ],
      )
      report.reminded.push(a.user_id)
    }
  }
  const lapsing = await repo.findLapsingAccounts(k, today)
  for (const a of lapsing) {
    if (!(await repo.claimStep(k, a.user_id, a.verified_until, 'lapsed_for'))) continue
    await recordAudit(k, null, {
      action: 'professional.lapse',
      entity: 'customer',
      entityId: a.user_id,
      before: { verified_until: a.verified_until, standing: 'verified' },
      after: { standing: 'lapsed' },
    })
    await mailProfessional(ctx, a.email, 'Your professional verification has lapsed', [
      `Dear ${a.first_name},`,
      '',
      `Your professional verification ended on ${formatDate(a.verified_until)}. Professional-only products cannot be bought, and Subscribe & Save deliveries of them are held, until we verify your renewed licence.`,
      'Send us your renewed licence from your dashboard.',
    ])
    report.lapsed.push(a.user_id)
  }
  return report
}
