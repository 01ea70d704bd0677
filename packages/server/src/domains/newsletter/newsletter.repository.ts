import type { DbHandle } from '../../db/connect'

/**
 * Inserts the address unless it is already there (unique index on email); true when a row was added.
 * ON CONFLICT DO NOTHING keeps two simultaneous sign-ups of one address from failing.
 */
export async function insertSignupIfNew(db: DbHandle, email: string, createdAt: string): Promise<boolean> {
  const row = await db
    .insertInto('newsletter_signups')
    .values({ email, created_at: createdAt })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

export async function findSignupByEmail(db: DbHandle, email: string) {
  return db
    .selectFrom('newsletter_signups')
    .select(['id', 'email', 'created_at'])
    .where('email', '=', email)
    .executeTakeFirst()
}
