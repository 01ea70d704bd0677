import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'

export interface RateLimitOptions {
  redisUrl?: string
  perMinute: number
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Route config for the abuse-prone anonymous calls (decisions.md 'Security fixes'). */
    strictRateLimit: { max: number; timeWindow: string }
    /** The shared Redis connection when REDIS_URL is set (readiness checks it). */
    redis: Redis | null
  }
}

/**
 * Rate limits are opt-in per route (`config: { rateLimit: app.strictRateLimit }`), keyed on the
 * client address Fastify sees (X-Forwarded-For only counts when TRUST_PROXY is set), and shared
 * through Redis when REDIS_URL is set so several server processes enforce one limit.
 */
export default fp<RateLimitOptions>(
  async (app, opts) => {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined
    await app.register(rateLimit, {
      global: false,
      // Redis down: let calls through (logged by the plugin) rather than answer 500 to every login.
      skipOnError: true,
      ...(redis ? { redis, nameSpace: 'shop-rate-limit:' } : {}),
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    })
    app.decorate('strictRateLimit', { max: opts.perMinute, timeWindow: '1 minute' })
    app.decorate('redis', redis ?? null)
    // Logged, not thrown: calls go through while Redis is away, and /api/ready reports it.
    redis?.on('error', (err) => app.log.warn({ err }, 'redis connection error'))
    if (redis) app.addHook('onClose', async () => void (await redis.quit()))
  },
  { name: 'rate-limit' },
)
