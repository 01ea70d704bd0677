import type { Insertable, Updateable } from 'kysely'
import type { DbHandle } from '../../db/connect'
import type { StaffTable } from '../../db/schema'

export async function findStaffByEmail(k: DbHandle, email: string) {
  return k.selectFrom('staff').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst()
}

export async function findStaffById(k: DbHandle, id: number) {
  return k.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function listStaff(k: DbHandle, active?: boolean) {
  let q = k.selectFrom('staff').selectAll().orderBy('email')
  if (active !== undefined) q = q.where('active', '=', active ? 1 : 0)
  return q.execute()
}

export async function insertStaff(trx: DbHandle, values: Insertable<StaffTable>): Promise<number> {
  const row = await trx.insertInto('staff').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateStaff(trx: DbHandle, id: number, values: Updateable<StaffTable>) {
  await trx.updateTable('staff').set(values).where('id', '=', id).execute()
}

/** Replaces a password hash unless it changed meanwhile (a rehash never undoes a password change). */
export async function replacePasswordHash(k: DbHandle, id: number, from: string, to: string) {
  await k
    .updateTable('staff')
    .set({ password_hash: to })
    .where('id', '=', id)
    .where('password_hash', '=', from)
    .execute()
}

export async function countActiveOwners(k: DbHandle): Promise<number> {
  const row = await k
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'owner')
    .where('active', '=', 1)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertStaffToken(
  k: DbHandle,
  values: { staff_id: number; token_hash: string; created_at: string; expires_at: string },
) {
  await k
    .insertInto('staff_tokens')
    .values({ ...values, last_used_at: values.created_at })
    .execute()
}

/** The session and its active account for a token hash. */
export async function findStaffSession(k: DbHandle, tokenHash: string) {
  return k
    .selectFrom('staff_tokens')
    .innerJoin('staff', 'staff.id', 'staff_tokens.staff_id')
    .select([
      'staff_tokens.id as tokenId',
      'staff_tokens.created_at',
      'staff_tokens.expires_at',
      'staff_tokens.last_used_at',
      'staff.id',
      'staff.email',
      'staff.name',
      'staff.role',
      'staff.active',
      'staff.must_change_password',
    ])
    .where('staff_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst()
}

export async function touchStaffToken(k: DbHandle, tokenId: number, lastUsedAt: string, expiresAt: string) {
  await k
    .updateTable('staff_tokens')
    .set({ last_used_at: lastUsedAt, expires_at: expiresAt })
    .where('id', '=', tokenId)
    .execute()
}

export async function deleteStaffToken(k: DbHandle, tokenId: number) {
  await k.deleteFrom('staff_tokens').where('id', '=', tokenId).execute()
}

export async function deleteStaffTokens(k: DbHandle, staffId: number) {
  await k.deleteFrom('staff_tokens').where('staff_id', '=', staffId).execute()
}

/** Ends every session of the account but the one in use. */
export async function deleteOtherStaffTokens(k: DbHandle, staffId: number, keepTokenId: number) {
  await k.deleteFrom('staff_tokens').where('staff_id', '=', staffId).where('id', '!=', keepTokenId).execute()
}
