import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError, unauthorized } from '../errors'
import { hashToken } from '../lib/tokens'
import { resolveStaffToken, type StaffUser } from '../domains/staff/staff-auth.service'
import type { SessionPolicy } from './auth'
import { API_ERROR_CODES } from '@shop/shared/api-error'
import { CHOOSE_PASSWORD_FIRST } from '@shop/shared/schemas/admin/auth'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest of every /api/admin call: 401 without a live staff token, 403 for a customer's
     * token (another audience), 403 for `staff` on a route whose config says `ownerOnly`.
     */
    authenticateStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    staff: StaffUser | null
  }
  interface FastifyContextConfig {
    /** Back-office routes only owners may call (docs/requirements/back-office.md §2). */
    ownerOnly?: boolean
    /** Open to a member who still holds a one-time password (choosing one, /me, sign-out). */
    beforeOwnPassword?: boolean
  }
}

export const CUSTOMER_TOKEN_REFUSED = 'This is the back office: sign in with a staff account.'
export const OWNER_ONLY = 'Only an owner may do this.'

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
  return match ? match[1]! : null
}

export default fp(
  async (app) => {
    const policy: SessionPolicy = { idleDays: app.config.sessionIdleDays, maxDays: app.config.sessionMaxDays }
    app.decorateRequest('staff', null)
    app.decorate('authenticateStaff', async (request: FastifyRequest) => {
      const token = bearerToken(request)
      if (!token) throw unauthorized()
      const staff = await resolveStaffToken(app.db.kysely, token, policy)
      if (!staff) {
        const customer = await app.db.kysely
          .selectFrom('auth_tokens')
          .select('id')
          .where('token_hash', '=', hashToken(token))
          .executeTakeFirst()
        if (customer) throw new AppError(403, CUSTOMER_TOKEN_REFUSED)
        throw unauthorized()
      }
      request.staff = staff
      if (staff.mustChangePassword && !request.routeOptions.config.beforeOwnPassword) {
        throw new AppError(403, CHOOSE_PASSWORD_FIRST, undefined, {
          code: API_ERROR_CODES.passwordChangeRequired,
        })
      }
      if (request.routeOptions.config.ownerOnly && staff.role !== 'owner') throw new AppError(403, OWNER_ONLY)
    })
  },
  { name: 'staff-auth', dependencies: ['db'] },
)

/** The signed-in staff member of a request that passed `app.authenticateStaff`. */
export function requireStaff(request: FastifyRequest): StaffUser {
  if (!request.staff) throw unauthorized()
  return request.staff
}
