import type { DbHandle } from '../../db/connect'

export async function insertAuthToken(
  db: DbHandle,
  values: { user_id: number; token_hash: string; created_at: string; expires_at: string },
) {
  await db
    .insertInto('auth_tokens')
    .values({ ...values, last_used_at: values.created_at })
    .execute()
}

export async function deleteAuthToken(db: DbHandle, id: number) {
  await db.deleteFrom('auth_tokens').where('id', '=', id).execute()
}

/** Revokes every token of a user, or every one but `keepTokenId` (the session making the change). */
export async function deleteUserAuthTokens(db: DbHandle, userId: number, keepTokenId?: number) {
  let query = db.deleteFrom('auth_tokens').where('user_id', '=', userId)
  if (keepTokenId !== undefined) query = query.where('id', '!=', keepTokenId)
  await query.execute()
}
