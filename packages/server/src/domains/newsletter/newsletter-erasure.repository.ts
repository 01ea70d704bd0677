import type { DbHandle } from '../../db/connect'

/** Deletes the address from the newsletter's list. */
export async function deleteSignup(db: DbHandle, email: string): Promise<number> {
  const result = await db.deleteFrom('newsletter_signups').where('email', '=', email).executeTakeFirst()
  return Number(result.numDeletedRows)
}
