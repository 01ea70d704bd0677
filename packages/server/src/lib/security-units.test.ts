import { describe, expect, it } from 'vitest'
import { loadConfig, productionProblems } from '../config'
import { AppError } from '../errors'
import { clientAddressKey } from '../plugins/client-address'
import { passwordHashQueue, TaskQueue } from './hash-queue'
import { memoryLimitStore } from './limit-store'
import { CountLimit, FailureThrottle } from './login-throttle'
import { hashPassword, verifyPassword } from './password'
import { redactEmails } from './redact'

describe('TRUST_PROXY', () => {
  it('takes a hop count or the proxies’ addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
    ])
  })

  it("refuses 'true' (every hop trusted) and nonsense, saying what to set", () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: 'true' trusts any client-written address: set the number of proxies/,
    )
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY: .*number of proxies/)
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/)
  })
})

describe('sessions', () => {
  it('default to 7 days idle and 30 days in all', () => {
    const c = loadConfig({})
    expect([c.sessionIdleDays, c.sessionMaxDays]).toEqual([7, 30])
  })
})

describe('the production profile', () => {
  const prod = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'production', ...env })

  it('refuses the sandbox gateway, no SMTP and demo seeding, each naming its setting', () => {
    const problems = productionProblems(prod(), { catalogueEmpty: true })
    expect(problems).toHaveLength(3)
    expect(problems[0]).toMatch(/^PAYMENT_GATEWAY: .*ALLOW_SANDBOX_GATEWAY=true/)
    expect(problems[1]).toMatch(/^SMTP_URL: .*ALLOW_NO_SMTP=true/)
    expect(problems[2]).toMatch(/^ALLOW_DEMO_SEED: /)
  })

  it('starts when each is allowed by its own setting, or not needed', () => {
    expect(
      productionProblems(
        prod({ ALLOW_SANDBOX_GATEWAY: 'true', ALLOW_NO_SMTP: 'true', ALLOW_DEMO_SEED: 'true' }),
        {
          catalogueEmpty: true,
        },
      ),
    ).toEqual([])
    const withSmtp = prod({ ALLOW_SANDBOX_GATEWAY: 'true', SMTP_URL: 'smtp://mail.example:587' })
    expect(productionProblems(withSmtp, { catalogueEmpty: false })).toEqual([])
    expect(productionProblems(prod({ ALLOW_SANDBOX_GATEWAY: 'true' }), { catalogueEmpty: false })).toEqual([
      expect.stringMatching(/^SMTP_URL/),
    ])
  })

  it('does not apply outside production (the demo commands)', () => {
    expect(productionProblems(loadConfig({}), { catalogueEmpty: true })).toEqual([])
  })
})

describe('clientAddressKey', () => {
  it('keeps IPv4 and groups IPv6 by its /64', () => {
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9')
    expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(clientAddressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64')
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(clientAddressKey('2001:db8:1:2::1'))
  })
})

describe('FailureThrottle', () => {
  const policy = { failuresBeforeLock: 3, windowMs: 60_000, baseLockMs: 1000, maxLockMs: 8000 }

  it('locks at the third failure, doubling each time up to the cap, and a success clears it', async () => {
    let now = 0
    const throttle = new FailureThrottle(
      memoryLimitStore(() => now),
      't',
      policy,
    )
    for (let i = 0; i < 2; i++) expect(await throttle.fail('a')).toBe(0)
    expect(await throttle.lockedFor('a')).toBe(0)
    const locks = []
    for (let i = 0; i < 6; i++) locks.push(await throttle.fail('a'))
    expect(locks).toEqual([1000, 2000, 4000, 8000, 8000, 8000])
    expect(await throttle.lockedFor('a')).toBe(8000)
    expect(await throttle.lockedFor('b')).toBe(0)
    // The lock is short: it lifts by itself.
    now += 8000
    expect(await throttle.lockedFor('a')).toBe(0)
    await throttle.succeed('a')
    expect(await throttle.fail('a')).toBe(0)
  })

  it('forgets failures once their window has passed', async () => {
    let now = 0
    const throttle = new FailureThrottle(
      memoryLimitStore(() => now),
      't',
      policy,
    )
    for (let i = 0; i < 2; i++) await throttle.fail('a')
    now += 60_000
    expect(await throttle.fail('a')).toBe(0)
  })
})

describe('FailureThrottle.begin', () => {
  const policy = { failuresBeforeLock: 3, windowMs: 60_000, baseLockMs: 1000, maxLockMs: 8000 }

  it('lets only the budget through while earlier attempts are still being checked, then one at a time', async () => {
    let now = 0
    const throttle = new FailureThrottle(
      memoryLimitStore(() => now),
      't',
      policy,
    )
    const inFlight = [await throttle.begin('a'), await throttle.begin('a'), await throttle.begin('a')]
    expect(inFlight.map((a) => a.refusedMs)).toEqual([0, 0, 0])
    // Nothing has failed yet, and still a fourth attempt is not checked.
    expect((await throttle.begin('a')).refusedMs).toBeGreaterThan(0)
    const locks = []
    for (const attempt of inFlight) locks.push(await throttle.failed('a', attempt))
    expect(locks).toEqual([0, 0, 1000])
    now += 1000
    // The lock has lifted: one attempt may try, a second at the same moment may not.
    const retry = await throttle.begin('a')
    expect(retry.refusedMs).toBe(0)
    expect((await throttle.begin('a')).refusedMs).toBeGreaterThan(0)
    expect(await throttle.failed('a', retry)).toBe(2000)
    now += 2000
    await throttle.succeed('a')
    expect((await throttle.begin('a')).refusedMs).toBe(0)
  })
})

describe('CountLimit', () => {
  it('allows max in a window, then refuses until the window ends', async () => {
    let now = 0
    const limit = new CountLimit(
      memoryLimitStore(() => now),
      'c',
      2,
      1000,
    )
    expect([await limit.take('k'), await limit.take('k'), await limit.take('k')]).toEqual([true, true, false])
    expect(await limit.allows('k')).toBe(false)
    now += 1000
    expect(await limit.allows('k')).toBe(true)
  })
})

describe('TaskQueue', () => {
  it('runs at most `concurrency` tasks at once and refuses beyond its queue with 503', async () => {
    const queue = new TaskQueue(2, 3)
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const tasks = Array.from({ length: 5 }, () => queue.run(() => gate))
    await expect(queue.run(() => gate)).rejects.toMatchObject({ status: 503 })
    expect(queue.active).toBe(2)
    release()
    await Promise.all(tasks)
    expect(queue.peak).toBe(2)
    expect(queue.active).toBe(0)
  })

  it('keeps going after a task fails', async () => {
    const queue = new TaskQueue(1, 5)
    const failing = queue.run(async () => {
      throw new AppError(418, 'no')
    })
    const next = queue.run(async () => 'ok')
    await expect(failing).rejects.toThrow('no')
    expect(await next).toBe('ok')
  })

  it('is the way password hashing runs: never more than two hashes at once', async () => {
    const stored = await hashPassword('Harbour-Lights-2026')
    const before = passwordHashQueue.peak
    const checks = await Promise.all(
      Array.from({ length: 4 }, () => verifyPassword('wrong-password-1', stored)),
    )
    expect(checks.every((ok) => ok === false)).toBe(true)
    expect(Math.max(before, passwordHashQueue.peak)).toBeLessThanOrEqual(2)
    expect(passwordHashQueue.peak).toBe(2)
  }, 120_000)
})

describe('redactEmails', () => {
  it('blanks addresses, typed or percent-encoded', () => {
    expect(redactEmails('/api/check-email/ann.lee%40example.com')).toBe('/api/check-email/[email]')
    expect(redactEmails('mail to ann+shop@example.bm: Your order')).toBe('mail to [email]: Your order')
    expect(redactEmails('/api/products?page=2')).toBe('/api/products?page=2')
  })
})
