import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { unauthorized } from '../errors'
import { addDays, nowIso } from '../lib/clock'
import { hashToken } from '../lib/tokens'

export const TOKEN_LIFETIME_DAYS = 30
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

/** Reads `Authorization: Bearer`, resolves it to its user, and slides its expiry. */
export default fp(
  async (app) => {
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
          'auth_tokens.last_used_at',
          'users.id',
          'users.email',
          'users.first_name',
        ])
        .where('auth_tokens.token_hash', '=', hashToken(token))
        .executeTakeFirst()
      if (!row || row.expires_at <= now) throw unauthorized()
      if (Date.parse(now) - Date.parse(row.last_used_at) > REFRESH_AFTER_MS) {
        await app.db.kysely
          .updateTable('auth_tokens')
          .set({ last_used_at: now, expires_at: addDays(now, TOKEN_LIFETIME_DAYS) })
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
