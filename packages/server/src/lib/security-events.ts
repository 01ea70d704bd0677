import { createHash } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'

/** Every security event the shop logs; see docs/security.md, 'Security event log'. */
export type SecurityEventName =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.code_sent'
  | 'login.code_failed'
  | 'login.locked'
  | 'password_reset.requested'
  | 'password_reset.verified'
  | 'password_reset.failed'
  | 'password.changed'
  | 'password.change_failed'
  | 'token.revoked'
  | 'access.refused'
  | 'coupon.refused'
  | 'rate_limit.hit'
  | 'payment.declined'

export interface SecurityEvent {
  event: SecurityEventName
  outcome: 'success' | 'failure' | 'refused'
  userId?: number | null
  /** When no user is known: the normalised e-mail's hash, never the address itself. */
  emailHash?: string
  /** The client address as trusted (TRUST_PROXY). */
  address?: string
  /** Small facts that help staff: a route, a count, a lock's seconds. Never a secret. */
  detail?: Record<string, string | number | boolean | null>
}

/** The form e-mails are compared in: trimmed, lower case (the users table stores them so). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** A stable, short stand-in for an e-mail address in logs and limit keys. */
export function hashEmail(email: string): string {
  return createHash('sha256')
    .update(`email:${normaliseEmail(email)}`)
    .digest('hex')
    .slice(0, 24)
}

/**
 * One structured log line per event: `{ securityEvent: name, outcome, userId | emailHash, address,
 * detail }`. Failures and refusals log at warn, successes at info. Never a password, token, code or card.
 */
export function logSecurityEvent(log: FastifyBaseLogger, e: SecurityEvent): void {
  const line = {
    securityEvent: e.event,
    outcome: e.outcome,
    ...(e.userId != null ? { userId: e.userId } : {}),
    ...(e.emailHash ? { emailHash: e.emailHash } : {}),
    ...(e.address ? { address: e.address } : {}),
    ...(e.detail ? { detail: e.detail } : {}),
  }
  if (e.outcome === 'success') log.info(line, `security: ${e.event}`)
  else log.warn(line, `security: ${e.event}`)
}
