import type { DbHandle } from '../../db/connect'
import {
  ACCOUNT_MESSAGES,
  type AuthResponse,
  type Login,
  type LoginCodeStep,
  type Register,
} from '@shop/shared/schemas/account'
import { LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_TTL_MINUTES } from '@shop/shared/constants'
import type { Db } from '../../db/connect'
import { AppError, conflict, forbidden, unprocessable } from '../../errors'
import { BLOCKED_ACCOUNT_MESSAGE } from '@shop/shared/schemas/admin/customers'
import { addMinutes, nowIso } from '../../lib/clock'
import { dummyPasswordHash, hashPassword, rehashIfCostlier, verifyPassword } from '../../lib/password'
import { generateToken, hashToken, safeEqualHex } from '../../lib/tokens'
import { hashEmail, logSecurityEvent } from '../../lib/security-events'
import type { ShopLimits } from '../../lib/shop-limits'
import { sessionExpiry, type SessionPolicy } from '../../plugins/auth'
import { beginLoginAttempt, loginLocked, type LoginAttempt } from '../../security/login-attempts'
import { clientAddressKey } from '../../plugins/client-address'
import type { MailShop } from '../../mail/mail-layout'
import { mails } from '../../mail/mails'
import type { Mailer } from '../../plugins/mailer'
import * as loginCodesRepo from './login-codes.repository'
import { generateResetCode } from './password-reset.service'
import type { FastifyBaseLogger } from 'fastify'
import * as tokensRepo from './auth-tokens.repository'
import { assertPasswordAllowed } from './password-policy'
import { toUserProfile } from './user-profile'
import type { UserRow } from '../../db/schema'
import * as usersRepo from './users.repository'
import * as addressesRepo from './addresses.repository'
import { recordConsent } from '../privacy/consents.service'

/** Makes a bearer token for a user and stores only its hash; the caller hands the token out once. */
export async function issueAuthToken(db: DbHandle, userId: number, session: SessionPolicy): Promise<string> {
  const token = generateToken()
  const now = nowIso()
  await tokensRepo.insertAuthToken(db, {
    user_id: userId,
    token_hash: hashToken(token),
    created_at: now,
    expires_at: sessionExpiry(now, now, session),
  })
  return token
}

/**
 * Creates a customer from the registration form and logs them in (docs/requirements/accounts.md §10: the answer's data is
 * stored as the user). A taken e-mail or phone answers 409 with the registration page's message.
 */
export async function registerUser(db: Db, input: Register, session: SessionPolicy): Promise<AuthResponse> {
  assertPasswordAllowed(input.password)
  if (await usersRepo.isEmailOrPhoneTaken(db.kysely, { email: input.email, phone: input.phone })) {
    throw conflict(ACCOUNT_MESSAGES.duplicate)
  }
  const passwordHash = await hashPassword(input.password)
  const now = nowIso()
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      const user = await usersRepo.insertUser(trx, {
        first_name: input.first_name,
        middle_name: input.middle_name ?? null,
        last_name: input.last_name,
        email: input.email,
        phone: input.phone,
        work_phone: null,
        home_phone: null,
        gender: null,
        dob: null,
        address: input.address,
        street: null,
        flat_apartment: null,
        city: input.city,
        state: null,
        zipcode: input.zipcode,
        country: input.country,
        thumbnail: null,
        cart_reminders: input.cart_reminders ?? 0,
        password_hash: passwordHash,
        created_at: now,
        updated_at: now,
      })
      // One address book: the registration's address is the first saved one, and the default.
      await addressesRepo.insertAddress(trx, {
        user_id: user.id,
        first_name: user.first_name,
        middle_name: user.middle_name,
        last_name: user.last_name,
        phone: user.phone,
        email: user.email,
        flat_apartment: null,
        address: input.address,
        street: null,
        city: input.city,
        state: null,
        zipcode: input.zipcode,
        country: input.country,
        default_address: 1,
        created_at: now,
        updated_at: now,
      })
      // The reminder's box is a choice either way: its answer is kept with the notice it was made under.
      await recordConsent(trx, {
        userId: user.id,
        purpose: 'cart_reminders',
        given: user.cart_reminders === 1,
        source: 'registration',
      })
      const token = await issueAuthToken(trx, user.id, session)
      return { message: ACCOUNT_MESSAGES.registered, data: toUserProfile(user), _token: token }
    })
  } catch (error) {
    // Two sign-ups raced past the check above: the unique index decided.
    if (usersRepo.isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.duplicate)
    throw error
  }
}

/** The wrong-login answer the login page reads: 401 with `error` as a list (docs/requirements/accounts.md §10). */
export function badCredentials(): AppError {
  return new AppError(401, ACCOUNT_MESSAGES.badCredentials, undefined, {
    error: [ACCOUNT_MESSAGES.badCredentials],
  })
}

/** What a login needs besides the form: the limits, the log and the client's trusted address. */
export interface LoginGuard {
  limits: ShopLimits
  log: FastifyBaseLogger
  /** `request.ip`: the client address as trusted (TRUST_PROXY). */
  ip: string
  session: SessionPolicy
  mailer: Mailer
  shop: MailShop
}

/**
 * Checks e-mail and password and issues a token; unknown e-mail and wrong password answer alike.
 * Each attempt is counted per account (the normalised e-mail, known or not) before the password
 * is checked; while the account is locked the password is not even checked (429).
 */
export async function loginUser(
  db: Db,
  input: Login,
  guard: LoginGuard,
): Promise<AuthResponse | LoginCodeStep> {
  const emailHash = hashEmail(input.login)
  const attempt = await beginLoginAttempt(guard.limits, emailHash, guard.ip, { stepUp: true })
  if (attempt.refusedMs > 0) {
    logSecurityEvent(guard.log, {
      event: 'login.locked',
      outcome: 'refused',
      emailHash,
      address: guard.ip,
      detail: { retryAfterSeconds: Math.ceil(attempt.refusedMs / 1000) },
    })
    throw loginLocked(attempt.refusedMs)
  }
  const user = await usersRepo.findUserByEmail(db.kysely, input.login)
  const ok = user
    ? await verifyPassword(input.password, user.password_hash)
    : (await verifyPassword(input.password, await dummyPasswordHash())) && false
  if (attempt.needsCode)
    return loginWithCode(db, input, guard, attempt, { user, passwordRight: ok, emailHash })
  if (!user || !ok) {
    const lockMs = await attempt.failed(user !== undefined)
    logSecurityEvent(guard.log, {
      event: 'login.failed',
      outcome: 'failure',
      userId: user?.id ?? null,
      emailHash,
      address: guard.ip,
      ...(lockMs ? { detail: { lockedSeconds: Math.ceil(lockMs / 1000) } } : {}),
    })
    throw badCredentials()
  }
  // Only once the password is right: a blocked customer learns why, an attacker learns nothing.
  if (user.blocked_at) {
    logSecurityEvent(guard.log, {
      event: 'login.locked',
      outcome: 'refused',
      userId: user.id,
      address: guard.ip,
      detail: { blocked: true },
    })
    throw forbidden(BLOCKED_ACCOUNT_MESSAGE)
  }
  return loggedIn(db, input, guard, attempt, user)
}

async function loggedIn(
  db: Db,
  input: Login,
  guard: LoginGuard,
  attempt: LoginAttempt,
  user: UserRow,
  detail?: Record<string, boolean>,
): Promise<AuthResponse> {
  await attempt.succeeded()
  await rehashIfCostlier(user.password_hash, input.password, (hash) =>
    usersRepo.replacePasswordHash(db.kysely, user.id, user.password_hash, hash),
  )
  const token = await issueAuthToken(db.kysely, user.id, guard.session)
  logSecurityEvent(guard.log, {
    event: 'login.succeeded',
    outcome: 'success',
    userId: user.id,
    address: guard.ip,
    ...(detail ? { detail } : {}),
  })
  return { message: ACCOUNT_MESSAGES.loggedIn, data: toUserProfile(user), _token: token }
}

/** The code's hash, salted with the user and the address it was mailed for: it works from there only. */
function hashLoginCode(userId: number, ip: string, code: string): string {
  return hashToken(`login-code:${userId}:${clientAddressKey(ip)}:${code}`)
}

function loginCodeWrong(): AppError {
  return unprocessable(ACCOUNT_MESSAGES.loginCodeWrong, { code: [ACCOUNT_MESSAGES.loginCodeWrong] })
}

/**
 * A login from an address closed by the failed-accounts ceiling, for an account it has never
 * logged in to (docs/decisions/0126). Without a code every such login answers the same step, right
 * password or wrong, real e-mail or made up, so the answer confirms no guess; only a right password
 * (of a customer not blocked) gets a code mailed to the account. With a code, one answer for every
 * failure (wrong password, wrong, expired, used or tried-out code). Each call counts against the
 * account's lock until the code gives the session.
 */
async function loginWithCode(
  db: Db,
  input: Login,
  guard: LoginGuard,
  attempt: LoginAttempt,
  checked: { user: UserRow | undefined; passwordRight: boolean; emailHash: string },
): Promise<AuthResponse | LoginCodeStep> {
  const { user, emailHash } = checked
  const customer = user && checked.passwordRight && !user.blocked_at ? user : undefined
  const refuse = async (event: 'login.failed' | 'login.code_failed') => {
    await attempt.failed(user !== undefined)
    logSecurityEvent(guard.log, {
      event,
      outcome: 'failure',
      userId: user?.id ?? null,
      ...(user ? {} : { emailHash }),
      address: guard.ip,
      detail: { stepUp: true },
    })
  }
  if (input.code === undefined) {
    if (customer) {
      await mailLoginCode(db, guard, customer)
      await attempt.failed(true)
    } else await refuse('login.failed')
    return { step: 'code', message: ACCOUNT_MESSAGES.loginCodeAsked }
  }
  if (!customer) {
    await refuse('login.failed')
    throw loginCodeWrong()
  }
  const now = nowIso()
  const pending = await loginCodesRepo.findPendingLoginCode(db.kysely, customer.id, now)
  const good =
    pending !== undefined &&
    (await loginCodesRepo.claimLoginCodeAttempt(db.kysely, pending.id, LOGIN_CODE_MAX_ATTEMPTS, now)) &&
    safeEqualHex(hashLoginCode(customer.id, guard.ip, input.code), pending.code_hash) &&
    (await loginCodesRepo.useLoginCode(db.kysely, pending.id, now))
  if (!good) {
    await refuse('login.code_failed')
    throw loginCodeWrong()
  }
  // The address is remembered for the account (attempt.succeeded): next time, no code.
  return loggedIn(db, input, guard, attempt, customer, { stepUp: true })
}

/** Stores a fresh code's hash (replacing any earlier one) and mails the code through the outbox. */
async function mailLoginCode(db: Db, guard: LoginGuard, user: UserRow): Promise<void> {
  const code = generateResetCode()
  const now = nowIso()
  await db.kysely.transaction().execute((trx) =>
    loginCodesRepo.replaceLoginCode(trx, {
      user_id: user.id,
      code_hash: hashLoginCode(user.id, guard.ip, code),
      expires_at: addMinutes(now, LOGIN_CODE_TTL_MINUTES),
      created_at: now,
    }),
  )
  try {
    const body = await mails['login-code']({
      shop: guard.shop,
      firstName: user.first_name,
      code,
      validMinutes: LOGIN_CODE_TTL_MINUTES,
    })
    await guard.mailer.send({ to: user.email, subject: 'Your login code', ...body, sensitive: [code] })
  } catch (error) {
    // Answered like every other step-up (a 503 would tell that the password was right); logging in again mails a new code.
    guard.log.error({ err: error, userId: user.id }, 'login code mail failed')
    return
  }
  logSecurityEvent(guard.log, {
    event: 'login.code_sent',
    outcome: 'success',
    userId: user.id,
    address: guard.ip,
  })
}

/** Revokes the token the request came with. */
export async function logoutUser(
  db: Db,
  user: { id: number; tokenId: number },
  log: FastifyBaseLogger,
): Promise<{ message: string }> {
  await tokensRepo.deleteAuthToken(db.kysely, user.tokenId)
  logSecurityEvent(log, {
    event: 'token.revoked',
    outcome: 'success',
    userId: user.id,
    detail: { reason: 'logout' },
  })
  return { message: ACCOUNT_MESSAGES.loggedOut }
}
