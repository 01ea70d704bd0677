import { isoDateIn } from '@shop/shared/format'
import { recordAudit } from '../../audit/audit'
import type { DbHandle } from '../../db/connect'
import { addDaysToDate } from '../../lib/clock'
import type { ServiceContext } from '../../lib/service-context'
import { mailProfessional } from './professional-mail'

/** Days before the end of a verification that its customer is reminded. */
export const LICENCE_REMINDER_DAYS = [30, 7] as const

type Step = 'reminded_30_for' | 'reminded_7_for' | 'lapsed_for'

/**
 * Marks one step done for this verification (its verified_until), once: false when it was done
 * already (by this run or a concurrent one), so each mail and the lapse happen exactly once.
 */
async function claimStep(k: DbHandle, userId: number, verifiedUntil: string, step: Step) {
  const r = await k
    .updateTable('professional_accounts')
    .set({ [step]: verifiedUntil })
    .where('user_id', '=', userId)
    .where('verified_until', '=', verifiedUntil)
    .where((eb) => eb.or([eb(step, 'is', null), eb(step, '<>', verifiedUntil)]))
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

function accountsUntil(k: DbHandle, from: string, to: string, step: Step) {
  return k
    .selectFrom('professional_accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.user_id', 'a.verified_until', 'u.email', 'u.first_name'])
    .where('a.suspended_at', 'is', null)
    .where('a.verified_until', '>=', from)
    .where('a.verified_until', '<=', to)
    .where((eb) => eb.or([eb(`a.${step}`, 'is', null), eb(`a.${step}`, '<>', eb.ref('a.verified_until'))]))
    .orderBy('a.user_id')
    .limit(500)
    .execute()
}

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
    const step: Step = days === 7 ? 'reminded_7_for' : 'reminded_30_for'
    for (const a of await accountsUntil(k, today, addDaysToDate(today, days), step)) {
      if (!(await claimStep(k, a.user_id, a.verified_until, step))) continue
      // A 7-day reminder stands for the 30-day one too.
      if (days === 7) await claimStep(k, a.user_id, a.verified_until, 'reminded_30_for')
      await mailProfessional(ctx, a.email, `Your professional verification ends on ${a.verified_until}`, [
        `Dear ${a.first_name},`,
        '',
        `Your professional account is verified until ${a.verified_until}. After that day professional-only products cannot be bought until we verify your renewed licence.`,
        'Send us your renewed licence from your dashboard in good time.',
      ])
      report.reminded.push(a.user_id)
    }
  }
  const lapsing = await k
    .selectFrom('professional_accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.user_id', 'a.verified_until', 'u.email', 'u.first_name'])
    .where('a.verified_until', '<', today)
    .where((eb) =>
      eb.or([eb('a.lapsed_for', 'is', null), eb('a.lapsed_for', '<>', eb.ref('a.verified_until'))]),
    )
    .orderBy('a.user_id')
    .limit(500)
    .execute()
  for (const a of lapsing) {
    if (!(await claimStep(k, a.user_id, a.verified_until, 'lapsed_for'))) continue
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
      `Your professional verification ended on ${a.verified_until}. Professional-only products cannot be bought, and Subscribe & Save deliveries of them are held, until we verify your renewed licence.`,
      'Send us your renewed licence from your dashboard.',
    ])
    report.lapsed.push(a.user_id)
  }
  return report
}
