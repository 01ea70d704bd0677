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

/** An attempt counted by `FailureThrottle.begin`: refused (for `refusedMs`) or the failure it would be. */
export interface Attempt {
  refusedMs: number
  failures: number
}

/** How long a spent budget holds the key while its last attempts are checked (a crash mid-check frees it then). */
const CHECK_HOLD_MS = 60_000

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

  /**
   * Counts an attempt as a failure before its password is checked (one atomic increment, so
   * attempts sent at once cannot all pass a check made before any of them failed); `succeed`
   * clears it. Answers `refusedMs` 0 when the password may be checked. The attempt that spends the
   * last of the budget holds the lock until its own answer sets the lock's real length; once a
   * lock lifts, one attempt at a time may try again.
   */
  async begin(key: string): Promise<Attempt> {
    const k = this.keys(key)
    const locked = await this.store.lockedFor(k.lock)
    if (locked > 0) return { refusedMs: locked, failures: 0 }
    const failures = await this.store.hit(k.failures, this.policy.windowMs)
    const budget = this.policy.failuresBeforeLock
    if (failures < budget) return { refusedMs: 0, failures }
    if (failures === budget) {
      await this.store.lock(k.lock, CHECK_HOLD_MS)
      return { refusedMs: 0, failures }
    }
    if (await this.store.claim(k.lock, CHECK_HOLD_MS)) return { refusedMs: 0, failures }
    return { refusedMs: Math.max(1, await this.store.lockedFor(k.lock)), failures }
  }

  /** Settles a begun attempt whose password was wrong; answers the lock it caused (0: none). */
  async failed(key: string, attempt: Attempt): Promise<number> {
    const over = attempt.failures - this.policy.failuresBeforeLock
    if (over < 0) return 0
    const ms = Math.min(this.policy.maxLockMs, this.policy.baseLockMs * 2 ** Math.min(over, 20))
    await this.store.lock(this.keys(key).lock, ms)
    return ms
  }

  /** Counts one failure that was not begun (checked elsewhere); answers the lock it caused. */
  async fail(key: string): Promise<number> {
    const failures = await this.store.hit(this.keys(key).failures, this.policy.windowMs)
    return this.failed(key, { refusedMs: 0, failures })
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

/**
 * A ceiling on distinct members per key (accounts failing from one address): each member counts
 * once per window; the member that reaches `max` closes the key for the rest of the window.
 */
export class DistinctCeiling {
  constructor(
    private readonly store: LimitStore,
    private readonly name: string,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Milliseconds the key is still closed (0: open). */
  async closedFor(key: string): Promise<number> {
    return this.store.lockedFor(`${this.name}:closed:${key}`)
  }

  /** Counts `member` for `key` (once per window); answers whether this closed the key. */
  async add(key: string, member: string): Promise<boolean> {
    if (!(await this.store.claim(`${this.name}:seen:${key}:${member}`, this.windowMs))) return false
    const distinct = await this.store.hit(`${this.name}:count:${key}`, this.windowMs)
    if (distinct < this.max) return false
    await this.store.lock(`${this.name}:closed:${key}`, this.windowMs)
    return distinct === this.max
  }
}

/** Keys remembered for a while (an address a customer has logged in from). */
export class Remembered {
  constructor(
    private readonly store: LimitStore,
    private readonly name: string,
    readonly forMs: number,
  ) {}

  async has(key: string): Promise<boolean> {
    return (await this.store.lockedFor(`${this.name}:${key}`)) > 0
  }

  async remember(key: string): Promise<void> {
    await this.store.lock(`${this.name}:${key}`, this.forMs)
  }
}

/** The 429 of the shop's own limits, in the words of the per-address limiter. */
export function tooManyRequests(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  return new AppError(429, `Too many requests. Please try again in ${seconds} seconds.`, undefined, {
    retryAfter: seconds,
  })
}
