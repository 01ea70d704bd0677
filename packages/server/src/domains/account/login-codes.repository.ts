import type { DbHandle } from '../../db/connect'

/** Stores a new login code for the user, replacing any earlier one: only the newest works. */
export async function replaceLoginCode(
  db: DbHandle,
  values: { user_id: number; code_hash: string; expires_at: string; created_at: string },
) {
  await db.deleteFrom('login_codes').where('user_id', '=', values.user_id).execute()
  await db
    .insertInto('login_codes')
    .values({ ...values, attempts: 0, used_at: null })
    .execute()
}

/** The user's newest code not used and not expired (tries are checked on claim). */
export async function findPendingLoginCode(db: DbHandle, userId: number, now: string) {
  return db
    .selectFrom('login_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/**
 * Counts one try against a code, atomically, only while it has tries left: false means the code is
 * dead, so concurrent guesses get at most `maxAttempts` comparisons in all.
 */
export async function claimLoginCodeAttempt(db: DbHandle, id: number, maxAttempts: number, now: string) {
  const result = await db
    .updateTable('login_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Marks a code used; false if another request used it first (a code gives one session). */
export async function useLoginCode(db: DbHandle, id: number, now: string) {
  const result = await db
    .updateTable('login_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
