import type { FastifyInstance, onRequestHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { saturationMonitor, type SaturationLimits, type SaturationMonitor } from '../lib/saturation'

declare module 'fastify' {
  interface FastifyInstance {
    saturation: SaturationMonitor
  }
  interface FastifyContextConfig {
    /** Work that takes far more than an ordinary request (an export, an import): refused while saturated. */
    heavy?: boolean
  }
}

/**
 * The process's saturation, for /api/ready; while saturated, heavy requests are refused with a 503
 * at once (before their body is read) so the shop's ordinary requests keep their share. The
 * refusal is the heavy route's own first step, after its authentication: a caller without the
 * right token gets its 401 or 403, never a word about the process's load.
 */
export const saturationPlugin = fp(async (app: FastifyInstance, limits: SaturationLimits) => {
  const monitor = saturationMonitor(limits)
  app.decorate('saturation', monitor)
  app.addHook('onReady', async () => monitor.start())
  app.addHook('onClose', async () => monitor.close())
  const refuseWhenSaturated: onRequestHookHandler = async (_req, reply) => {
    if (!monitor.read().saturated) return
    // The connection stays open: what is left of the body is dropped as it arrives, unparsed, so
    // a client still sending a large upload reads this answer (closing now would reset it unread).
    return reply
      .status(503)
      .header('retry-after', '30')
      .send({ message: 'The shop is busy right now; please try again in a minute.' })
  }
  app.addHook('onRoute', (route) => {
    if (!route.config?.heavy) return
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat()
    route.onRequest = [...own, refuseWhenSaturated]
  })
})
