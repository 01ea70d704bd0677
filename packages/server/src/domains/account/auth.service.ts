import type { DbHandle } from '../../db/connect'
import { ACCOUNT_MESSAGES, type AuthResponse, type Login, type Register } from '@shop/shared/schemas/account'
import type { Db } from '../../db/connect'
import { AppError, conflict, forbidden } from '../../errors'
import { BLOCKED_ACCOUNT_MESSAGE } from '@shop/shared/schemas/admin/customers'
import { nowIso } from '../../lib/clock'
import { hashPassword, rehashIfCostlier, verifyPassword } from '../../lib/password'
import { generateToken, hashToken } from '../../lib/tokens'
import { hashEmail, logSecurityEvent } from '../../lib/security-events'
import type { ShopLimits } from '../../lib/shop-limits'
import { sessionExpiry, type SessionPolicy } from '../../plugins/auth'
import { beginLoginAttempt, loginLocked } from '../../security/login-attempts'
import type { FastifyBaseLogger } from 'fastify'
import * as tokensRepo from './auth-tokens.repository'
import { assertPasswordAllowed } from './password-policy'
import { toUserProfile } from './user-profile'
import * as usersRepo from './users.repository'
import * as addressesRepo from './addresses.repository'

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
      const token = await issueAuthToken(trx, user.id, session)
      return { message: ACCOUNT_MESSAGES.registered, data: toUserProfile(user), _token: token }
    })
  } catch (error) {
    // Two sign-ups raced past the check above: the unique index decided.
    if (usersRepo.isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.duplicate)
    throw error
  }
}

let dummyHash: Promise<string> | null = null
/**
 * A real scrypt hash to check unknown e-mails against, so they take as long as known ones. Made
 * once per process; call at start-up so the first unknown e-mail is not slower than the rest.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(generateToken())
  return dummyHash
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
}

/**
 * Checks e-mail and password and issues a token; unknown e-mail and wrong password answer alike.
 * Each attempt is counted per account (the normalised e-mail, known or not) before the password
 * is checked; while the account is locked the password is not even checked (429).
 */
export async function loginUser(db: Db, input: Login, guard: LoginGuard): Promise<AuthResponse> {
  const emailHash = hashEmail(input.login)
  const attempt = await beginLoginAttempt(guard.limits, emailHash, guard.ip)
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
  })
  return { message: ACCOUNT_MESSAGES.loggedIn, data: toUserProfile(user), _token: token }
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
