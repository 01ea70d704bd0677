import type { StaffRole } from '@shop/shared/schemas/admin/common'
import type { Db } from '../src/db/connect'
import { addDays, nowIso } from '../src/lib/clock'
import { hashPassword } from '../src/lib/password'
import { generateToken, hashToken } from '../src/lib/tokens'

let n = 0
let hash: Promise<string> | undefined
export const STAFF_PASSWORD = 'Staff-Correct-42'

/** A staff member with a live token, stored hashed as the staff-auth plugin verifies it. */
export async function insertStaffMember(db: Db, role: StaffRole = 'staff') {
  hash ??= hashPassword(STAFF_PASSWORD)
  n += 1
  const now = nowIso()
  const email = `${role}${n}-${Date.now()}@shop.example`
  const { id } = await db.kysely
    .insertInto('staff')
    .values({
      email,
      name: `${role} ${n}`,
      role,
      password_hash: await hash,
      active: 1,
      created_at: now,
      updated_at: now,
      last_login_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const token = generateToken()
  await db.kysely
    .insertInto('staff_tokens')
    .values({
      staff_id: id,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: addDays(now, 7),
      last_used_at: now,
    })
    .execute()
  return { id, email, token, headers: { authorization: `Bearer ${token}` } }
}
