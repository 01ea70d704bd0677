import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { unauthorized } from '../errors'
import { addDays, nowIso } from '../lib/clock'
import { hashToken } from '../lib/tokens'

/** How long a session lives: `idleDays` unused, and never more than `maxDays` after login. */
export interface SessionPolicy {
  idleDays: number
  maxDays: number
}

/** When a session made at `createdAt` and last used `now` ends: idle timeout or absolute lifetime. */
export function sessionExpiry(createdAt: string, now: string, policy: SessionPolicy): string {
  const idle = addDays(now, policy.idleDays)
  const absolute = addDays(createdAt, policy.maxDays)
  return idle < absolute ? idle : absolute
}

/** Sliding expiry is refreshed at most this often, so reads do not write on every request. */
const REFRESH_AFTER_MS = 60 * 60 * 1000

export interface AuthUser {
  id: number
  email: string
  first_name: string
  tokenId: number
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless a valid, unexpired bearer token is sent. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    user: AuthUser | null
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match ? match[1]! : null
}

/**
 * Reads `Authorization: Bearer`, resolves it to its user, and slides its expiry within the
 * session's absolute lifetime (SESSION_IDLE_DAYS, SESSION_MAX_DAYS).
 */
export default fp(
  async (app) => {
    const policy: SessionPolicy = { idleDays: app.config.sessionIdleDays, maxDays: app.config.sessionMaxDays }
    app.decorateRequest('user', null)
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request)
      if (!token) throw unauthorized()
      const now = nowIso()
      const row = await app.db.kysely
        .selectFrom('auth_tokens')
        .innerJoin('users', 'users.id', 'auth_tokens.user_id')
        .select([
          'auth_tokens.id as tokenId',
          'auth_tokens.expires_at',
          'auth_tokens.created_at',
          'auth_tokens.last_used_at',
          'users.id',
          'users.email',
          'users.first_name',
        ])
        .where('auth_tokens.token_hash', '=', hashToken(token))
        // A customer blocked by staff: no token of theirs works (docs/requirements/back-office.md §8).
        .where('users.blocked_at', 'is', null)
        .executeTakeFirst()
      // Each limit is checked here too, so shortening a setting ends older sessions at once.
      if (
        !row ||
        row.expires_at <= now ||
        addDays(row.last_used_at, policy.idleDays) <= now ||
        addDays(row.created_at, policy.maxDays) <= now
      ) {
        throw unauthorized()
      }
      if (Date.parse(now) - Date.parse(row.last_used_at) > REFRESH_AFTER_MS) {
        await app.db.kysely
          .updateTable('auth_tokens')
          .set({ last_used_at: now, expires_at: sessionExpiry(row.created_at, now, policy) })
          .where('id', '=', row.tokenId)
          .execute()
      }
      request.user = { id: row.id, email: row.email, first_name: row.first_name, tokenId: row.tokenId }
    })
  },
  { name: 'auth', dependencies: ['db'] },
)

/** The signed-in user of a request that passed `app.authenticate`. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized()
  return request.user
}
