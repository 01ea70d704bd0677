import type { DbHandle } from '../../db/connect'

// The licence expiry job's reads and its once-only steps on professional accounts.

export type Step = 'reminded_30_for' | 'reminded_7_for' | 'lapsed_for'

/**
 * Marks one step done for this verification (its verified_until), once: false when it was done
 * already (by this run or a concurrent one), so each mail and the lapse happen exactly once.
 */
export async function claimStep(k: DbHandle, userId: number, verifiedUntil: string, step: Step) {
  const r = await k
    .updateTable('professional_accounts')
    .set({ [step]: verifiedUntil })
    .where('user_id', '=', userId)
    .where('verified_until', '=', verifiedUntil)
    .where((eb) => eb.or([eb(step, 'is', null), eb(step, '<>', verifiedUntil)]))
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

/** Verified accounts whose verification ends between `from` and `to` and are not yet at `step`. */
export function accountsUntil(k: DbHandle, from: string, to: string, step: Step) {
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

/** Accounts whose verification ended before `today` and that have not lapsed for it yet. */
export function findLapsingAccounts(k: DbHandle, today: string) {
  return k
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
}
