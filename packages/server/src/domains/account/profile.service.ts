import type { FastifyBaseLogger } from 'fastify'
import { tooManyRequests } from '../../lib/login-throttle'
import { logSecurityEvent } from '../../lib/security-events'
import type { ShopLimits } from '../../lib/shop-limits'
import {
  ACCOUNT_MESSAGES,
  type UpdateProfile,
  type UpdateUserResponse,
  type UserProfile,
} from '@shop/shared/schemas/account'
import type { Db } from '../../db/connect'
import type { UserUpdate } from '../../db/schema'
import { AppError, notFound, unprocessable } from '../../errors'
import { nowIso } from '../../lib/clock'
import { hashPassword, verifyPassword } from '../../lib/password'
import * as tokensRepo from './auth-tokens.repository'
import { assertPasswordAllowed } from './password-policy'
import { toUserProfile } from './user-profile'
import * as usersRepo from './users.repository'
import { mailPasswordChanged, type PasswordNotice } from './password-changed-notice'
import { recordConsent } from '../privacy/consents.service'

const PHONE_TAKEN = 'This phone number is already registered.'

function phoneTaken(): AppError {
  return new AppError(409, PHONE_TAKEN, { phone: [PHONE_TAKEN] })
}

/** The signed-in customer's profile. */
export async function getProfile(db: Db, userId: number): Promise<UserProfile> {
  const user = await usersRepo.findUserById(db.kysely, userId)
  if (!user) throw notFound('User not found.')
  return toUserProfile(user)
}

/**
 * Saves the fields sent (docs/requirements/accounts.md §6); fields left out stay as they are. The e-mail is
 * not editable (the schema refuses it); a phone another customer has answers 409.
 */
export async function updateProfile(
  db: Db,
  userId: number,
  input: UpdateProfile,
): Promise<UpdateUserResponse> {
  const { email: _email, ...fields } = input
  const changes: UserUpdate = {}
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) (changes as Record<string, unknown>)[key] = value
  }
  if (
    changes.phone !== undefined &&
    (await usersRepo.isEmailOrPhoneTaken(db.kysely, { phone: changes.phone, exceptUserId: userId }))
  ) {
    throw phoneTaken()
  }
  let user
  try {
    user = await db.kysely.transaction().execute(async (trx) => {
      const before =
        changes.cart_reminders === undefined ? undefined : await usersRepo.findUserById(trx, userId)
      const after = await usersRepo.updateUser(trx, userId, { ...changes, updated_at: nowIso() })
      // A changed reminder switch is a consent given or withdrawn; a save that leaves it is not.
      if (after && before && before.cart_reminders !== after.cart_reminders) {
        await recordConsent(trx, {
          userId,
          purpose: 'cart_reminders',
          given: after.cart_reminders === 1,
          source: 'profile',
        })
      }
      return after
    })
  } catch (error) {
    if (usersRepo.isUniqueViolation(error)) throw phoneTaken()
    throw error
  }
  if (!user) throw notFound('User not found.')
  return { message: ACCOUNT_MESSAGES.userUpdated, data: toUserProfile(user) }
}

/**
 * Changes the password after checking the old one; the customer's other sessions end, the one
 * making the change stays signed in.
 */
export async function changePassword(
  db: Db,
  userId: number,
  currentTokenId: number,
  input: { old_password: string; new_password: string },
  guard: { limits: ShopLimits; log: FastifyBaseLogger; ip: string },
  notice: PasswordNotice,
): Promise<{ message: string }> {
  const user = await usersRepo.findUserById(db.kysely, userId)
  if (!user) throw notFound('User not found.')
  // A stolen token must not become a way to guess the password: wrong ones lock the change a while.
  const throttle = guard.limits.passwordChange
  const attempt = await throttle.begin(String(userId))
  if (attempt.refusedMs > 0) {
    logSecurityEvent(guard.log, {
      event: 'rate_limit.hit',
      outcome: 'refused',
      userId,
      address: guard.ip,
      detail: { limit: 'password-change' },
    })
    throw tooManyRequests(attempt.refusedMs)
  }
  if (!(await verifyPassword(input.old_password, user.password_hash))) {
    await throttle.failed(String(userId), attempt)
    logSecurityEvent(guard.log, {
      event: 'password.change_failed',
      outcome: 'failure',
      userId,
      address: guard.ip,
    })
    throw unprocessable(ACCOUNT_MESSAGES.oldPasswordWrong, {
      old_password: [ACCOUNT_MESSAGES.oldPasswordWrong],
    })
  }
  await throttle.succeed(String(userId))
  assertPasswordAllowed(input.new_password, 'new_password')
  const passwordHash = await hashPassword(input.new_password)
  const changedAt = nowIso()
  await db.kysely.transaction().execute(async (trx) => {
    await usersRepo.updateUser(trx, userId, { password_hash: passwordHash, updated_at: changedAt })
    await tokensRepo.deleteUserAuthTokens(trx, userId, currentTokenId)
  })
  await mailPasswordChanged(notice, guard.log, user, 'changed', changedAt)
  logSecurityEvent(guard.log, { event: 'password.changed', outcome: 'success', userId, address: guard.ip })
  logSecurityEvent(guard.log, {
    event: 'token.revoked',
    outcome: 'success',
    userId,
    detail: { reason: 'password changed', scope: 'other sessions' },
  })
  return { message: ACCOUNT_MESSAGES.passwordChanged }
}
