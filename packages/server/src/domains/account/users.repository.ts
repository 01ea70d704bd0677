import type { DbHandle } from '../../db/connect'
import type { Dialect } from '../../db/connect'
import type { NewUser, UserUpdate } from '../../db/schema'

export async function findUserById(db: DbHandle, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

/** `email` must already be lower-cased (users.email is stored lower-cased). */
export async function findUserByEmail(db: DbHandle, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()
}

/** Whether another user (not `exceptUserId`) has this e-mail or phone. */
export async function isEmailOrPhoneTaken(
  db: DbHandle,
  { email, phone, exceptUserId }: { email?: string; phone?: string; exceptUserId?: number },
): Promise<boolean> {
  if (email === undefined && phone === undefined) return false
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => {
      const either = []
      if (email !== undefined) either.push(eb('email', '=', email))
      if (phone !== undefined) either.push(eb('phone', '=', phone))
      const match = eb.or(either)
      return exceptUserId === undefined ? match : eb.and([match, eb('id', '!=', exceptUserId)])
    })
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export async function insertUser(db: DbHandle, values: NewUser) {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow()
}

export async function updateUser(db: DbHandle, id: number, values: UserUpdate) {
  return db.updateTable('users').set(values).where('id', '=', id).returningAll().executeTakeFirst()
}

/**
 * Serialises account changes of one user (addresses' single default, for instance): a row lock on
 * PostgreSQL; SQLite runs one write transaction at a time anyway.
 */
export async function lockUser(db: DbHandle, dialect: Dialect, id: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('id', '=', id)
  if (dialect === 'postgres') query = query.forUpdate()
  return (await query.executeTakeFirst()) !== undefined
}

/** A unique index refused the row (two sign-ups racing for one e-mail or phone, for instance). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown } | null
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/** Replaces a password hash unless it changed meanwhile (a rehash never undoes a password change). */
export async function replacePasswordHash(db: DbHandle, id: number, from: string, to: string) {
  await db
    .updateTable('users')
    .set({ password_hash: to })
    .where('id', '=', id)
    .where('password_hash', '=', from)
    .execute()
}

/** Turns the forgotten-cart reminder off for a customer. */
export async function turnCartRemindersOff(db: DbHandle, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ cart_reminders: 0 })
    .where('id', '=', userId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
