import type { CreateStaffInput, Staff, UpdateStaffInput } from '@shop/shared/schemas/admin/auth'
import { CreateStaffSchema, UpdateStaffSchema } from '@shop/shared/schemas/admin/auth'
import type { Db } from '../../db/connect'
import { isUniqueViolation, writeTransaction } from '../../db/transaction'
import { conflictOn, notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import { hashPassword } from '../../lib/password'
import { assertPasswordAllowed } from '../account/password-policy'
import { recordAudit, type StaffActor } from '../../audit/audit'
import * as repo from './staff.repository'
import { toStaff } from './staff-auth.service'

/** Staff accounts (owner-only in the back office; the first owner comes from the command line). */
export async function listStaffAccounts(db: Db, active?: boolean): Promise<{ items: Staff[] }> {
  return { items: (await repo.listStaff(db.kysely, active)).map(toStaff) }
}

export async function createStaffAccount(
  db: Db,
  actor: StaffActor | null,
  input: CreateStaffInput,
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
    await repo.updateStaff(trx, id, { password_hash: passwordHash, updated_at: nowIso() })
    await repo.deleteStaffTokens(trx, id)
    await recordAudit(trx, actor, {
      action: 'staff.password_reset',
      entity: 'staff',
      entityId: id,
      before: null,
      after: { sessions_ended: true },
    })
    return toStaff(row)
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
