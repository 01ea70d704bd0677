import type { DbHandle } from '../../db/connect'

/** Removes every reset request of a user: a new code replaces the old, a new password ends them all. */
export async function deleteUserPasswordResets(db: DbHandle, userId: number) {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute()
}

export async function insertPasswordReset(
  db: DbHandle,
  values: { user_id: number; code_hash: string; expires_at: string; created_at: string },
) {
  await db
    .insertInto('password_resets')
    .values({ ...values, attempts: 0, reset_token_hash: null, reset_token_expires_at: null, used_at: null })
    .execute()
}

/** The user's newest code still waiting to be verified (not expired; attempts are checked on claim). */
export async function findPendingPasswordReset(db: DbHandle, userId: number, now: string) {
  return db
    .selectFrom('password_resets')
    .select(['id', 'code_hash', 'attempts'])
    .where('user_id', '=', userId)
    .where('reset_token_hash', 'is', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/**
 * Counts one try against a code, atomically, only while it has tries left: false means the code is
 * dead. Concurrent guesses therefore get at most `maxAttempts` comparisons in all.
 */
export async function claimPasswordResetAttempt(
  db: DbHandle,
  id: number,
  maxAttempts: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('reset_token_hash', 'is', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Turns a verified code into a reset token; false if another request did it first. */
export async function setPasswordResetToken(
  db: DbHandle,
  id: number,
  tokenHash: string,
  tokenExpiresAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ reset_token_hash: tokenHash, reset_token_expires_at: tokenExpiresAt })
    .where('id', '=', id)
    .where('reset_token_hash', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function findPasswordResetByToken(db: DbHandle, userId: number, tokenHash: string, now: string) {
  return db
    .selectFrom('password_resets')
    .select(['id'])
    .where('user_id', '=', userId)
    .where('reset_token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('reset_token_expires_at', '>', now)
    .executeTakeFirst()
}

/** Spends a reset token once; false if it was already spent. */
export async function markPasswordResetUsed(db: DbHandle, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
