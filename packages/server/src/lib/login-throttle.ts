import { AppError } from '../errors'
import type { LimitStore } from './limit-store'

/**
 * Failure counting with a growing lock. The failure that reaches `failuresBeforeLock` in
 * `windowMs` locks the key for `baseLockMs`; each further failure (once a lock has passed) locks
 * it for twice as long, at most `maxLockMs`. A success clears the count. Short locks are deliberate: an attacker who knows a
 * customer's e-mail can lock them out only briefly, yet gets very few guesses an hour.
 */
export interface FailurePolicy {
  failuresBeforeLock: number
  windowMs: number
  baseLockMs: number
  maxLockMs: number
}

export class FailureThrottle {
  constructor(
    private readonly store: LimitStore,
    private readonly name: string,
    readonly policy: FailurePolicy,
  ) {}

  private keys(key: string) {
    return { failures: `${this.name}:failures:${key}`, lock: `${this.name}:lock:${key}` }
  }

  /** Milliseconds the key is still locked (0: free to try). */
  async lockedFor(key: string): Promise<number> {
    return this.store.lockedFor(this.keys(key).lock)
  }

  /** Counts one failure; answers the lock it caused (0: none yet). */
  async fail(key: string): Promise<number> {
    const k = this.keys(key)
    const failures = await this.store.hit(k.failures, this.policy.windowMs)
    const over = failures - this.policy.failuresBeforeLock
    if (over < 0) return 0
    const ms = Math.min(this.policy.maxLockMs, this.policy.baseLockMs * 2 ** Math.min(over, 20))
    await this.store.lock(k.lock, ms)
    return ms
  }

  async succeed(key: string): Promise<void> {
    const k = this.keys(key)
    await this.store.clear(k.failures, k.lock)
  }
}

/** A plain ceiling: `max` events per `windowMs` per key. */
export class CountLimit {
  constructor(
    private readonly store: LimitStore,
    private readonly name: string,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** True while the key has used fewer than `max` in its window. */
  async allows(key: string): Promise<boolean> {
    return (await this.store.count(`${this.name}:${key}`)) < this.max
  }

  /** Forgets the key's count (a fresh budget). */
  async clear(key: string): Promise<void> {
    await this.store.clear(`${this.name}:${key}`)
  }

  /** Counts one; answers whether it was still within `max`. */
  async take(key: string): Promise<boolean> {
    return (await this.store.hit(`${this.name}:${key}`, this.windowMs)) <= this.max
  }
}

/** The 429 of the shop's own limits, in the words of the per-address limiter. */
export function tooManyRequests(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  return new AppError(429, `Too many requests. Please try again in ${seconds} seconds.`, undefined, {
    retryAfter: seconds,
  })
}
