import type { Staff, StaffLoginResponse } from '@shop/shared/schemas/admin/auth'
import type { StaffRole } from '@shop/shared/schemas/admin/common'
import type { FastifyBaseLogger } from 'fastify'
import type { Db, DbHandle } from '../../db/connect'
import { addDays, nowIso } from '../../lib/clock'
import { dummyPasswordHash, rehashIfCostlier, verifyPassword } from '../../lib/password'
import { hashEmail, logSecurityEvent } from '../../lib/security-events'
import { generateToken, hashToken } from '../../lib/tokens'
import type { ShopLimits } from '../../lib/shop-limits'
import { sessionExpiry, type SessionPolicy } from '../../plugins/auth'
import { beginLoginAttempt, loginLocked } from '../../security/login-attempts'
import { badCredentials } from '../account/auth.service'
import * as repo from './staff.repository'

/** A signed-in staff member, as a request carries them. */
export interface StaffUser {
  id: number
  email: string
  name: string
  role: StaffRole
  tokenId: number
  /** Holds a one-time password: every call but choosing a password, /me and sign-out is refused. */
  mustChangePassword: boolean
}

export function toStaff(row: NonNullable<Awaited<ReturnType<typeof repo.findStaffById>>>): Staff {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    active: Boolean(row.active),
    created_at: row.created_at,
    last_login_at: row.last_login_at,
    must_change_password: Boolean(row.must_change_password),
  }
}

/** Staff limits are counted apart from customers' per account, so neither can lock the other. */
const staffKey = (email: string) => `staff:${hashEmail(email)}`

export interface StaffLoginGuard {
  limits: ShopLimits
  log: FastifyBaseLogger
  ip: string
  session: SessionPolicy
}

/**
 * Staff sign-in (docs/requirements/back-office.md §2): the customers' rules (hashed opaque tokens,
 * the per-account login limits, the same session lifetimes), in the staff tables.
 */
export async function loginStaff(
  db: Db,
  input: { email: string; password: string },
  guard: StaffLoginGuard,
): Promise<StaffLoginResponse> {
  const emailHash = hashEmail(input.email)
  const attempt = await beginLoginAttempt(guard.limits, staffKey(input.email), guard.ip)
  if (attempt.refusedMs > 0) {
    logSecurityEvent(guard.log, {
      event: 'login.locked',
      outcome: 'refused',
      emailHash,
      address: guard.ip,
      detail: { staff: true, retryAfterSeconds: Math.ceil(attempt.refusedMs / 1000) },
    })
    throw loginLocked(attempt.refusedMs)
  }
  const staff = await repo.findStaffByEmail(db.kysely, input.email)
  const ok = staff
    ? await verifyPassword(input.password, staff.password_hash)
    : (await verifyPassword(input.password, await dummyPasswordHash())) && false
  // A deactivated account answers as a wrong password: nothing tells it exists.
  if (!staff || !ok || !staff.active) {
    await attempt.failed(staff !== undefined)
    logSecurityEvent(guard.log, {
      event: 'login.failed',
      outcome: 'failure',
      emailHash,
      address: guard.ip,
      detail: { staff: true },
    })
    throw badCredentials()
  }
  await attempt.succeeded()
  await rehashIfCostlier(staff.password_hash, input.password, (hash) =>
    repo.replacePasswordHash(db.kysely, staff.id, staff.password_hash, hash),
  )
  const token = generateToken()
  const now = nowIso()
  await repo.insertStaffToken(db.kysely, {
    staff_id: staff.id,
    token_hash: hashToken(token),
    created_at: now,
    expires_at: sessionExpiry(now, now, guard.session),
  })
  await repo.updateStaff(db.kysely, staff.id, { last_login_at: now })
  logSecurityEvent(guard.log, {
    event: 'login.succeeded',
    outcome: 'success',
    address: guard.ip,
    detail: { staff: true, staffId: staff.id },
  })
  return { token, staff: toStaff({ ...staff, last_login_at: now }) }
}

/** Sliding expiry is refreshed at most this often, so reads do not write on every request. */
const REFRESH_AFTER_MS = 60 * 60 * 1000

/** The staff member of a bearer token, or null when it is no live staff session. */
export async function resolveStaffToken(
  k: DbHandle,
  token: string,
  policy: SessionPolicy,
): Promise<StaffUser | null> {
  const now = nowIso()
  const row = await repo.findStaffSession(k, hashToken(token))
  if (
    !row ||
    !row.active ||
    row.expires_at <= now ||
    addDays(row.last_used_at, policy.idleDays) <= now ||
    addDays(row.created_at, policy.maxDays) <= now
  ) {
    return null
  }
  if (Date.parse(now) - Date.parse(row.last_used_at) > REFRESH_AFTER_MS) {
    await repo.touchStaffToken(k, row.tokenId, now, sessionExpiry(row.created_at, now, policy))
  }
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    tokenId: row.tokenId,
    mustChangePassword: Boolean(row.must_change_password),
  }
}

export async function logoutStaff(db: Db, staff: StaffUser, log: FastifyBaseLogger) {
  await repo.deleteStaffToken(db.kysely, staff.tokenId)
  logSecurityEvent(log, {
    event: 'token.revoked',
    outcome: 'success',
    detail: { staff: true, staffId: staff.id, reason: 'logout' },
  })
  return { message: 'Signed out.' }
}
