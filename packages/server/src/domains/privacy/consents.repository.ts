import type { DbHandle } from '../../db/connect'
import type { ConsentsTable } from '../../db/schema'
import type { Insertable } from 'kysely'

/** Adds one consent row (each choice is a row of its own; the latest per purpose is in force). */
export async function insertConsent(db: DbHandle, row: Insertable<ConsentsTable>): Promise<void> {
  await db.insertInto('consents').values(row).execute()
}

/** A customer's consents, oldest first: those made signed in, and those made with their address. */
export async function listConsentsFor(db: DbHandle, userId: number, email: string) {
  return db
    .selectFrom('consents')
    .selectAll()
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', '=', email)]))
    .orderBy('id')
    .execute()
}

/** Ties a person's consents to their account and drops the address (an erased person keeps the record of their choices). */
export async function forgetConsentAddress(db: DbHandle, userId: number, email: string): Promise<void> {
  await db
    .updateTable('consents')
    .set({ user_id: userId, email: null })
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', '=', email)]))
    .execute()
}
