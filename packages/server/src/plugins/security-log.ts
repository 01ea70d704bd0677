import fp from 'fastify-plugin'
import { AppError } from '../errors'
import { logSecurityEvent } from '../lib/security-events'

/**
 * Logs `access.refused` when a signed-in customer asks for an object by id and is refused (404:
 * not theirs, or not there). Every customer call answers another customer's id with 404, so one
 * hook here sees each attempt without the services knowing about logging.
 */
export default fp(
  async (app) => {
    app.addHook('onError', async (request, _reply, error) => {
      if (!request.user || !(error instanceof AppError) || error.status !== 404) return
      const params = request.params as Record<string, unknown> | undefined
      if (!params || Object.keys(params).length === 0) return
      logSecurityEvent(request.log, {
        event: 'access.refused',
        outcome: 'refused',
        userId: request.user.id,
        address: request.ip,
        detail: {
          route: `${request.method} ${request.routeOptions.url ?? ''}`,
          ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
        },
      })
    })
  },
  { name: 'security-log', dependencies: ['auth'] },
)
