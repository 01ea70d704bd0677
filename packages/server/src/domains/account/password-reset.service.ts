import { randomInt } from 'node:crypto'
import { RESET_CODE_LENGTH, RESET_CODE_MAX_ATTEMPTS, RESET_CODE_TTL_MINUTES } from '@shop/shared/constants'
import { ACCOUNT_MESSAGES, type VerifyOtpResponse } from '@shop/shared/schemas/account'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/connect'
import { AppError, notFound, unprocessable } from '../../errors'
import { addMinutes, nowIso } from '../../lib/clock'
import { hashPassword } from '../../lib/password'
import { generateToken, hashToken, safeEqualHex } from '../../lib/tokens'
import { tooManyRequests } from '../../lib/login-throttle'
import { hashEmail, logSecurityEvent } from '../../lib/security-events'
import type { ShopLimits } from '../../lib/shop-limits'
import type { MailShop } from '../../mail/mail-layout'
import { mails } from '../../mail/mails'
import type { Mailer } from '../../plugins/mailer'
import * as tokensRepo from './auth-tokens.repository'
import { assertPasswordAllowed } from './password-policy'
import * as resetsRepo from './password-resets.repository'
import * as usersRepo from './users.repository'
import { mailPasswordChanged, type PasswordNotice } from './password-changed-notice'

/** How long the one-time reset token from verify-otp stays good for update-password. */
export const RESET_TOKEN_TTL_MINUTES = 15

/** What the reset calls need besides their input: the limits and the client's trusted address. */
export interface ResetGuard {
  limits: ShopLimits
  ip: string
}

const CODE_WRONG = 'The code is not correct.'
const CODE_DEAD = 'The code has expired or was tried too many times. Please request a new code.'

/** The code's hash, salted with the user id so equal codes of two users do not share a hash. */
function hashResetCode(userId: number, code: string): string {
  return hashToken(`password-reset:${userId}:${code}`)
}

/** A uniformly random code of RESET_CODE_LENGTH digits, leading zeros kept. */
export function generateResetCode(): string {
  return String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0')
}

/** GET check-email/{address}: 200 when a customer has this e-mail, 404 when not (docs/requirements/accounts.md §10). */
export async function checkEmailRegistered(db: Db, email: string): Promise<{ message: string }> {
  const user = await usersRepo.findUserByEmail(db.kysely, email)
  if (!user) throw notFound(ACCOUNT_MESSAGES.emailNotFound)
  return { message: ACCOUNT_MESSAGES.emailFound }
}

/**
 * POST send-otp-mail: makes a code, keeps only its hash (replacing any earlier code) and mails it.
 * Unknown e-mails get the same answer and no mail, so the call cannot be used to probe addresses.
 */
export async function sendResetCode(
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
  shop: MailShop,
  email: string,
  guard: ResetGuard,
): Promise<{ message: string }> {
  const user = await usersRepo.findUserByEmail(db.kysely, email)
  if (!user) return { message: ACCOUNT_MESSAGES.otpSent }
  // Each new code brings fresh tries: codes per account are counted by the hour and by the day.
  const { resetCodesHour, resetCodesDay } = guard.limits
  const key = String(user.id)
  if (!(await resetCodesHour.allows(key)) || !(await resetCodesDay.allows(key))) {
    logSecurityEvent(log, {
      event: 'rate_limit.hit',
      outcome: 'refused',
      userId: user.id,
      address: guard.ip,
      detail: { limit: 'reset-codes' },
    })
    throw tooManyRequests(
      (await resetCodesHour.allows(key)) ? resetCodesDay.windowMs : resetCodesHour.windowMs,
    )
  }
  await Promise.all([resetCodesHour.take(key), resetCodesDay.take(key)])
  const code = generateResetCode()
  const now = nowIso()
  await db.kysely.transaction().execute(async (trx) => {
    await resetsRepo.deleteUserPasswordResets(trx, user.id)
    await resetsRepo.insertPasswordReset(trx, {
      user_id: user.id,
      code_hash: hashResetCode(user.id, code),
      expires_at: addMinutes(now, RESET_CODE_TTL_MINUTES),
      created_at: now,
    })
  })
  try {
    const body = await mails['password-reset']({
      shop,
      firstName: user.first_name,
      code,
      validMinutes: RESET_CODE_TTL_MINUTES,
    })
    await mailer.send({ to: user.email, subject: 'Your password reset code', ...body, sensitive: [code] })
  } catch (error) {
    log.error({ err: error, userId: user.id }, 'password reset mail failed')
    throw new AppError(503, 'We could not send the e-mail just now. Please try again in a few minutes.')
  }
  logSecurityEvent(log, {
    event: 'password_reset.requested',
    outcome: 'success',
    userId: user.id,
    address: guard.ip,
  })
  return { message: ACCOUNT_MESSAGES.otpSent }
}

function codeNotVerified(reason: string): AppError {
  return unprocessable(ACCOUNT_MESSAGES.otpNotVerified, { otp: [reason] })
}

/**
 * POST verify-otp: checks the code (each try counts, at most RESET_CODE_MAX_ATTEMPTS per code, then
 * it is dead) and exchanges it for a one-time reset token, stored hashed.
 */
export async function verifyResetCode(
  db: Db,
  email: string,
  code: string,
  guard: ResetGuard & { log: FastifyBaseLogger },
): Promise<VerifyOtpResponse> {
  const now = nowIso()
  const user = await usersRepo.findUserByEmail(db.kysely, email)
  const failed = (reason: string) => {
    logSecurityEvent(guard.log, {
      event: 'password_reset.failed',
      outcome: 'failure',
      userId: user?.id ?? null,
      ...(user ? {} : { emailHash: hashEmail(email) }),
      address: guard.ip,
      detail: { reason },
    })
    return codeNotVerified(reason)
  }
  const pending = user ? await resetsRepo.findPendingPasswordReset(db.kysely, user.id, now) : undefined
  if (!user || !pending) throw failed(CODE_DEAD)
  if (!(await resetsRepo.claimPasswordResetAttempt(db.kysely, pending.id, RESET_CODE_MAX_ATTEMPTS, now))) {
    throw failed(CODE_DEAD)
  }
  if (!safeEqualHex(hashResetCode(user.id, code), pending.code_hash)) {
    const triesLeft = RESET_CODE_MAX_ATTEMPTS - (pending.attempts + 1)
    throw failed(triesLeft > 0 ? CODE_WRONG : CODE_DEAD)
  }
  const resetToken = generateToken()
  const stored = await resetsRepo.setPasswordResetToken(
    db.kysely,
    pending.id,
    hashToken(resetToken),
    addMinutes(now, RESET_TOKEN_TTL_MINUTES),
  )
  if (!stored) throw failed(CODE_DEAD)
  logSecurityEvent(guard.log, {
    event: 'password_reset.verified',
    outcome: 'success',
    userId: user.id,
    address: guard.ip,
  })
  return { message: ACCOUNT_MESSAGES.otpVerified, reset_token: resetToken }
}

function resetExpired(): AppError {
  return unprocessable(ACCOUNT_MESSAGES.resetExpired, { reset_token: [ACCOUNT_MESSAGES.resetExpired] })
}

/**
 * PUT update-password: sets the new password with a verified reset token (spent here), ends every
 * session of the user and every other reset request.
 */
export async function resetPassword(
  db: Db,
  input: { email: string; password: string; reset_token: string },
  guard: ResetGuard & { log: FastifyBaseLogger },
  notice: PasswordNotice,
): Promise<{ message: string }> {
  assertPasswordAllowed(input.password)
  const user = await usersRepo.findUserByEmail(db.kysely, input.email)
  const reset = user
    ? await resetsRepo.findPasswordResetByToken(db.kysely, user.id, hashToken(input.reset_token), nowIso())
    : undefined
  if (!user || !reset) {
    logSecurityEvent(guard.log, {
      event: 'password_reset.failed',
      outcome: 'failure',
      userId: user?.id ?? null,
      ...(user ? {} : { emailHash: hashEmail(input.email) }),
      address: guard.ip,
      detail: { reason: 'reset token expired or wrong' },
    })
    throw resetExpired()
  }
  const passwordHash = await hashPassword(input.password)
  const now = nowIso()
  await db.kysely.transaction().execute(async (trx) => {
    if (!(await resetsRepo.markPasswordResetUsed(trx, reset.id, now))) throw resetExpired()
    await usersRepo.updateUser(trx, user.id, { password_hash: passwordHash, updated_at: now })
    await tokensRepo.deleteUserAuthTokens(trx, user.id)
    await resetsRepo.deleteUserPasswordResets(trx, user.id)
  })
  logSecurityEvent(guard.log, {
    event: 'password.changed',
    outcome: 'success',
    userId: user.id,
    address: guard.ip,
  })
  logSecurityEvent(guard.log, {
    event: 'token.revoked',
    outcome: 'success',
    userId: user.id,
    detail: { reason: 'password reset', scope: 'all sessions' },
  })
  await mailPasswordChanged(notice, guard.log, user, 'reset', now)
  return { message: ACCOUNT_MESSAGES.passwordUpdated }
}
