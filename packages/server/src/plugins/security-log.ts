import fp from 'fastify-plugin'
import { AppError } from '../errors'
import { logSecurityEvent } from '../lib/security-events'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's service logs its own refusals (a coupon lookup): no `access.refused` for them. */
    refusalLogged?: boolean
  }
}

/** Object ids a customer call names in its body (the legacy calls send `subscription_id` and the like). */
function bodyIds(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {}
  return Object.fromEntries(
    Object.entries(body)
      .filter(([k, v]) => /(^|_)id$/.test(k) && (typeof v === 'string' || typeof v === 'number'))
      .map(([k, v]) => [k, String(v)]),
  )
}

/**
 * Logs `access.refused` for a back-office call refused with 403 (a staff member on an owner's
 * call, a customer's token), and when a signed-in customer asks for an object by id and is
 * refused (404: not theirs, or not there). Every customer call answers another customer's id with
 * 404, so one hook here sees each attempt without the services knowing about logging.
 */
export default fp(
  async (app) => {
    app.addHook('onError', async (request, _reply, error) => {
      if (!(error instanceof AppError)) return
      const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]!}`
      if (error.status === 403 && /^\/api\/admin(\/|\?|$)/.test(request.url)) {
        logSecurityEvent(request.log, {
          event: 'access.refused',
          outcome: 'refused',
          address: request.ip,
          detail: { route, staffId: request.staff?.id ?? null, status: 403 },
        })
        return
      }
      if (!request.user || error.status !== 404 || request.routeOptions.config.refusalLogged) return
      const ids = {
        ...Object.fromEntries(
          Object.entries((request.params as Record<string, unknown> | undefined) ?? {}).map(([k, v]) => [
            k,
            String(v),
          ]),
        ),
        ...bodyIds(request.body),
      }
      if (Object.keys(ids).length === 0) return
      logSecurityEvent(request.log, {
        event: 'access.refused',
        outcome: 'refused',
        userId: request.user.id,
        address: request.ip,
        detail: { route, ...ids },
      })
    })
  },
  { name: 'security-log', dependencies: ['auth', 'staff-auth'] },
)
