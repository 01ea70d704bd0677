import type { FastifyInstance } from 'fastify'
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
 * at once (before their body is read) so the shop's ordinary requests keep their share.
 */
export const saturationPlugin = fp(async (app: FastifyInstance, limits: SaturationLimits) => {
  const monitor = saturationMonitor(limits)
  app.decorate('saturation', monitor)
  app.addHook('onReady', async () => monitor.start())
  app.addHook('onClose', async () => monitor.close())
  app.addHook('onRequest', async (req, reply) => {
    if (!req.routeOptions.config.heavy || !monitor.read().saturated) return
    return reply
      .status(503)
      .header('retry-after', '30')
      .header('connection', 'close')
      .send({ message: 'The shop is busy right now; please try again in a minute.' })
  })
})
