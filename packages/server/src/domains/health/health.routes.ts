import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { answers } from '../../lib/api-schemas'
import { checkReadiness, READINESS_CHECKS } from './health.service'

const tags = ['operations']

const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.object({
    database: z.enum(READINESS_CHECKS.database),
    migrations: z.enum(READINESS_CHECKS.migrations),
    redis: z.enum(READINESS_CHECKS.redis),
    load: z.enum(READINESS_CHECKS.load),
  }),
  saturation: z.object({
    saturated: z.boolean(),
    event_loop_delay_ms: z.number(),
    heap_used_mb: z.number(),
    heap_limit_mb: z.number(),
  }),
})

/** Liveness and readiness for load balancers and orchestrators; never rate limited or cached. */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    '/health',
    {
      schema: {
        tags,
        summary: 'The process is up and answering',
        response: answers({ 200: z.object({ status: z.literal('ok') }) }),
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store')
      return { status: 'ok' as const }
    },
  )

  app.get(
    '/ready',
    {
      schema: {
        tags,
        summary:
          'Database reachable, migrations current, Redis reachable when configured, the process not saturated (else 503)',
        response: answers({ 200: ReadinessSchema, 503: ReadinessSchema }),
      },
    },
    async (_req, reply) => {
      const readiness = await checkReadiness(app.db, app.redis, app.saturation)
      reply.header('Cache-Control', 'no-store')
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness)
    },
  )
}
