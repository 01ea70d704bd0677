import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { memoryLimitStore, redisLimitStore } from '../lib/limit-store'
import { logSecurityEvent } from '../lib/security-events'
import { shopLimits, type ShopLimits } from '../lib/shop-limits'
import { clientAddressKey } from './client-address'

export interface RateLimitOptions {
  redisUrl?: string
  /** Starts every key this process writes to Redis, so shops (or test runs) sharing one Redis never share a counter. */
  redisKeyPrefix: string
  perMinute: number
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Route config for the abuse-prone anonymous calls: a ceiling per client address and call. */
    strictRateLimit: { max: number; timeWindow: string }
    /** Per-account and per-address limits the services apply (failed logins, declines, codes). */
    limits: ShopLimits
    /** The shared Redis connection when REDIS_URL is set (readiness checks it). */
    redis: Redis | null
  }
}

/**
 * Rate limits are opt-in per route (`config: { rateLimit: app.strictRateLimit }`), keyed on the
 * client address as trusted (X-Forwarded-For counts only for TRUST_PROXY's hops; IPv6 by /64),
 * and shared through Redis when REDIS_URL is set so several server processes enforce one limit.
 */
export default fp<RateLimitOptions>(
  async (app, opts) => {
    // Loaded only when configured: a process without REDIS_URL never holds the client.
    const redis = opts.redisUrl
      ? new (await import('ioredis')).Redis(opts.redisUrl, {
          connectTimeout: 2000,
          maxRetriesPerRequest: 1,
          lazyConnect: false,
        })
      : undefined
    // ioredis reports a lost connection here; without a listener it would print on every retry.
    redis?.on('error', (error) => app.log.warn({ err: error }, 'Redis error'))
    await app.register(rateLimit, {
      global: false,
      // Redis down: let calls through (logged by the plugin) rather than answer 500 to every login.
      skipOnError: true,
      ...(redis ? { redis, nameSpace: `${opts.redisKeyPrefix}rate-limit:` } : {}),
      keyGenerator: (request) => clientAddressKey(request.ip),
      onExceeded: (request) =>
        logSecurityEvent(request.log, {
          event: 'rate_limit.hit',
          outcome: 'refused',
          address: request.ip,
          detail: { route: request.routeOptions.url ?? request.url.split('?')[0]! },
        }),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    })
    app.decorate('strictRateLimit', { max: opts.perMinute, timeWindow: '1 minute' })
    app.decorate(
      'limits',
      shopLimits(
        redis ? redisLimitStore(redis, app.log, `${opts.redisKeyPrefix}limit:`) : memoryLimitStore(),
        opts.perMinute,
      ),
    )
    app.decorate('redis', redis ?? null)
    if (redis) app.addHook('onClose', async () => void (await redis.quit()))
  },
  { name: 'rate-limit' },
)
