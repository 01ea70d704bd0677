import type { CreateStaffInput, Staff, UpdateStaffInput } from '@shop/shared/schemas/admin/auth'
import { CreateStaffSchema, UpdateStaffSchema } from '@shop/shared/schemas/admin/auth'
import type { Db } from '../../db/connect'
import { isUniqueViolation, writeTransaction } from '../../db/transaction'
import { badRequest, conflictOn, notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import { hashPassword, verifyPassword } from '../../lib/password'
import { assertPasswordAllowed } from '../account/password-policy'
import { recordAudit, type StaffActor } from '../../audit/audit'
import * as repo from './staff.repository'
import { toStaff } from './staff-auth.service'

/** Staff accounts (owner-only in the back office; the first owner comes from the command line). */
export async function listStaffAccounts(db: Db, active?: boolean): Promise<{ items: Staff[] }> {
  return { items: (await repo.listStaff(db.kysely, active)).map(toStaff) }
}

/**
 * A new back-office account. `oneTimePassword`: someone other than the member chose the password
 * (an owner, or the staff command's generated one), so the member chooses their own at the first
 * sign-in; only a command given `--password` on purpose (tests, benchmarks) sets a lasting one.
 */
export async function createStaffAccount(
  db: Db,
  actor: StaffActor | null,
  input: CreateStaffInput,
  { oneTimePassword = actor !== null }: { oneTimePassword?: boolean } = {},
): Promise<Staff> {
  const s = CreateStaffSchema.parse(input)
  assertPasswordAllowed(s.password)
  const passwordHash = await hashPassword(s.password)
  const now = nowIso()
  try {
    return await writeTransaction(db, async (trx) => {
      const id = await repo.insertStaff(trx, {
        email: s.email,
        name: s.name,
        role: s.role,
        password_hash: passwordHash,
        active: 1,
        must_change_password: oneTimePassword ? 1 : 0,
        created_at: now,
        updated_at: now,
        last_login_at: null,
      })
      const staff = toStaff((await repo.findStaffById(trx, id))!)
      await recordAudit(trx, actor, {
        action: 'staff.create',
        entity: 'staff',
        entityId: id,
        before: null,
        after: staff,
      })
      return staff
    })
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflictOn(`A staff account with e-mail ${s.email} exists already.`, { email: ['is taken'] })
    throw error
  }
}

/**
 * Changes name, role or active. The last active owner can be neither demoted nor deactivated, so
 * the shop always has someone who can manage staff. Deactivating ends the account's sessions.
 */
export async function updateStaffAccount(
  db: Db,
  actor: StaffActor | null,
  id: number,
  input: UpdateStaffInput,
) {
  const u = UpdateStaffSchema.parse(input)
  return writeTransaction(db, async (trx) => {
    const row = await repo.findStaffById(trx, id)
    if (!row) throw notFound('No such staff account.')
    const before = toStaff(row)
    const losesOwner = row.role === 'owner' && row.active && (u.role === 'staff' || u.active === false)
    if (losesOwner && (await repo.countActiveOwners(trx)) <= 1) {
      throw conflictOn('The shop needs at least one active owner.', {
        role: ['the last active owner stays an owner'],
      })
    }
    await repo.updateStaff(trx, id, {
      ...(u.name !== undefined ? { name: u.name } : {}),
      ...(u.role !== undefined ? { role: u.role } : {}),
      ...(u.active !== undefined ? { active: u.active ? 1 : 0 } : {}),
      updated_at: nowIso(),
    })
    if (u.active === false) await repo.deleteStaffTokens(trx, id)
    const after = toStaff((await repo.findStaffById(trx, id))!)
    await recordAudit(trx, actor, { action: 'staff.update', entity: 'staff', entityId: id, before, after })
    return after
  })
}

/** Sets a new password and ends every session of the account. */
export async function resetStaffPassword(db: Db, actor: StaffActor | null, id: number, password: string) {
  assertPasswordAllowed(password)
  const passwordHash = await hashPassword(password)
  return writeTransaction(db, async (trx) => {
    const row = await repo.findStaffById(trx, id)
    if (!row) throw notFound('No such staff account.')
    // Set by someone else (an owner, or the staff command): a one-time password to replace at sign-in.
    const oneTime = actor?.id !== id
    await repo.updateStaff(trx, id, {
      password_hash: passwordHash,
      must_change_password: oneTime ? 1 : 0,
      updated_at: nowIso(),
    })
    await repo.deleteStaffTokens(trx, id)
    await recordAudit(trx, actor, {
      action: 'staff.password_reset',
      entity: 'staff',
      entityId: id,
      before: null,
      after: { sessions_ended: true, one_time_password: oneTime },
    })
    return toStaff(row)
  })
}

/**
 * The signed-in member chooses their own password (required while they hold a one-time password):
 * the current one must be right and the new one differ from it. Their other sessions end; audited.
 */
export async function changeOwnPassword(
  db: Db,
  staff: StaffActor & { tokenId: number },
  input: { current_password: string; password: string },
) {
  const row = await repo.findStaffById(db.kysely, staff.id)
  if (!row) throw notFound('No such staff account.')
  if (!(await verifyPassword(input.current_password, row.password_hash))) {
    throw badRequest('current_password: This is not your current password.', {
      current_password: ['This is not your current password.'],
    })
  }
  if (input.password === input.current_password) {
    throw badRequest('password: Choose a password other than the one you were given.', {
      password: ['Choose a password other than the one you were given.'],
    })
  }
  assertPasswordAllowed(input.password)
  const passwordHash = await hashPassword(input.password)
  return writeTransaction(db, async (trx) => {
    await repo.updateStaff(trx, staff.id, {
      password_hash: passwordHash,
      must_change_password: 0,
      updated_at: nowIso(),
    })
    await repo.deleteOtherStaffTokens(trx, staff.id, staff.tokenId)
    await recordAudit(trx, staff, {
      action: 'staff.password_change',
      entity: 'staff',
      entityId: staff.id,
      before: { one_time_password: Boolean(row.must_change_password) },
      after: { one_time_password: false, other_sessions_ended: true },
    })
    return toStaff((await repo.findStaffById(trx, staff.id))!)
  })
}

export async function findStaffAccountByEmail(db: Db, email: string) {
  const row = await repo.findStaffByEmail(db.kysely, email)
  return row ? toStaff(row) : null
}

export async function getStaffAccount(db: Db, id: number): Promise<Staff> {
  const row = await repo.findStaffById(db.kysely, id)
  if (!row) throw notFound('No such staff account.')
  return toStaff(row)
}
