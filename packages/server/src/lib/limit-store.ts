import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'

/**
 * Counters and locks with an expiry, for the shop's own limits (failed logins, declines, reset
 * codes). In memory for one process, or in Redis so several server processes share them. Redis
 * down: the limits fail open (logged) rather than refusing every shopper.
 */
export interface LimitStore {
  /** Adds one to `key` (a window of `windowMs` starts at its first hit); answers the new count. */
  hit(key: string, windowMs: number): Promise<number>
  /** The current count of `key` (0 when none or expired). */
  count(key: string): Promise<number>
  /** Sets `key` for `ms` (a lock). */
  lock(key: string, ms: number): Promise<void>
  /** Sets `key` for `ms` only when it is not set; answers whether this call set it (one winner). */
  claim(key: string, ms: number): Promise<boolean>
  /** Milliseconds `key` stays locked (0 when not). */
  lockedFor(key: string): Promise<number>
  clear(...keys: string[]): Promise<void>
}

interface Entry {
  count: number
  expiresAt: number
}

/** One process's counters; expired entries are swept as the map grows. */
export function memoryLimitStore(now: () => number = Date.now): LimitStore {
  const entries = new Map<string, Entry>()
  const live = (key: string) => {
    const e = entries.get(key)
    if (e && e.expiresAt <= now()) {
      entries.delete(key)
      return undefined
    }
    return e
  }
  const sweep = () => {
    if (entries.size < 10_000) return
    const t = now()
    for (const [key, e] of entries) if (e.expiresAt <= t) entries.delete(key)
  }
  return {
    async hit(key, windowMs) {
      sweep()
      const e = live(key) ?? { count: 0, expiresAt: now() + windowMs }
      e.count += 1
      entries.set(key, e)
      return e.count
    },
    async count(key) {
      return live(key)?.count ?? 0
    },
    async lock(key, ms) {
      sweep()
      entries.set(key, { count: 1, expiresAt: now() + ms })
    },
    async claim(key, ms) {
      if (live(key)) return false
      sweep()
      entries.set(key, { count: 1, expiresAt: now() + ms })
      return true
    },
    async lockedFor(key) {
      const e = live(key)
      return e ? e.expiresAt - now() : 0
    },
    async clear(...keys) {
      for (const key of keys) entries.delete(key)
    },
  }
}

/** Counters in Redis under `prefix`, shared by every server process using the same Redis. */
export function redisLimitStore(redis: Redis, log: FastifyBaseLogger, prefix = 'shop-limit:'): LimitStore {
  const failOpen =
    <T>(fallback: T) =>
    (error: unknown) => {
      log.warn({ err: error }, 'Redis unavailable: limits let this request through')
      return fallback
    }
  return {
    async hit(key, windowMs) {
      const k = prefix + key
      // SET NX starts the window once; INCR counts in it. One round trip.
      const result = await redis
        .multi()
        .set(k, '0', 'PX', windowMs, 'NX')
        .incr(k)
        .exec()
        .catch(failOpen(null))
      const counted = result?.[1]
      return counted && !counted[0] ? Number(counted[1]) : 0
    },
    async count(key) {
      return Number((await redis.get(prefix + key).catch(failOpen(null))) ?? 0)
    },
    async lock(key, ms) {
      await redis.set(prefix + key, '1', 'PX', Math.max(1, Math.round(ms))).catch(failOpen(null))
    },
    async claim(key, ms) {
      const set = await redis
        .set(prefix + key, '1', 'PX', Math.max(1, Math.round(ms)), 'NX')
        .catch(failOpen('OK' as const))
      return set === 'OK'
    },
    async lockedFor(key) {
      return Math.max(0, await redis.pttl(prefix + key).catch(failOpen(0)))
    },
    async clear(...keys) {
      if (keys.length) await redis.del(...keys.map((k) => prefix + k)).catch(failOpen(0))
    },
  }
}
