import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertUser } from '../../test/fixtures'
import { buildTestApp, testRedisKeyPrefix, type TestApp } from '../../test/helper'
import { hashEmail } from '../lib/security-events'
import { freshIp, useCheapPassword } from './test-support'

const PASSWORD = 'Correct-Horse-42'
const login = (app: TestApp, email: string, password: string, ip: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { login: email, password },
    remoteAddress: ip,
  })

async function customers(t: TestApp, n: number) {
  const users = []
  for (let i = 0; i < n; i++) users.push(await insertUser(t.db, PASSWORD))
  await useCheapPassword(
    t.db,
    users.map((u) => u.id),
    PASSWORD,
  )
  return users
}

describe('behind a one-hop proxy (TRUST_PROXY=1)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '3' })
  })

  it('takes the address the proxy saw: rotating X-Forwarded-For does not escape the limit', async () => {
    const proxy = '192.0.2.10'
    const client = freshIp()
    const codes = []
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/check-email/nobody%40example.com',
        remoteAddress: proxy,
        // The client writes what it likes on the left; the proxy appends the address it saw.
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}, ${client}` },
      })
      codes.push(res.statusCode)
    }
    expect(codes).toEqual([404, 404, 404, 429, 429, 429])
    // Another client behind the same proxy has its own budget.
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/check-email/nobody%40example.com',
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': freshIp() },
    })
    expect(other.statusCode).toBe(404)
  })
})

describe('logins in two layers, at the default ceilings', () => {
  let t: TestApp
  beforeAll(async () => {
    // RATE_LIMIT_PER_MINUTE left at its default, as a shop would run.
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: undefined })
  })

  it(
    '100 customers log in from one address within a minute while 25 wrong passwords for one account are stopped',
    { timeout: 120_000 },
    async () => {
      const shoppers = await customers(t, 100)
      const [victim] = await customers(t, 1)
      const clinic = freshIp()
      const ok: number[] = []
      const wrong: number[] = []
      for (const [i, shopper] of shoppers.entries()) {
        ok.push((await login(t, shopper.email, PASSWORD, clinic)).statusCode)
        if (i % 4 === 0) wrong.push((await login(t, victim!.email, `Guess-${i}-Harbour`, clinic)).statusCode)
      }
      expect(ok).toEqual(Array(100).fill(200))
      expect(wrong).toHaveLength(25)
      expect(wrong.slice(0, 5)).toEqual(Array(5).fill(401))
      expect(wrong.slice(5)).toEqual(Array(20).fill(429))
      // While locked, even the right password is not checked: a guess cannot be confirmed.
      const locked = await login(t, victim!.email, PASSWORD, freshIp())
      expect(locked.statusCode).toBe(429)
      expect(locked.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/)
    },
  )

  it(
    '51 accounts failing from one address meet a ceiling (a mailed code), while a right password from there still logs in',
    { timeout: 120_000 },
    async () => {
      const [regular] = await customers(t, 1)
      const targets = await customers(t, 51)
      const address = freshIp()
      // A customer who logs in from this address (a clinic's shared address) before the attack.
      expect((await login(t, regular!.email, PASSWORD, address)).statusCode).toBe(200)
      const codes = []
      for (const target of targets)
        codes.push((await login(t, target.email, 'Summer-2026-Guess', address)).statusCode)
      expect(codes.slice(0, 50)).toEqual(Array(50).fill(401))
      // Closed to accounts it has never logged in to: a login there needs a mailed code, and a
      // wrong password answers the same step as a right one (docs/decisions/0126)...
      expect(codes[50]).toBe(202)
      const fresh = await login(t, targets[50]!.email, PASSWORD, address)
      expect(fresh.statusCode).toBe(202)
      expect(fresh.json()).toEqual((await login(t, targets[49]!.email, 'Summer-2026-Guess', address)).json())
      // ...but the customer who has logged in from there before is not held by it,
      expect((await login(t, regular!.email, PASSWORD, address)).statusCode).toBe(200)
      // and no account is locked by it: from elsewhere each still answers its own password.
      expect((await login(t, targets[0]!.email, PASSWORD, freshIp())).statusCode).toBe(200)
      expect((await login(t, targets[50]!.email, PASSWORD, freshIp())).statusCode).toBe(200)
    },
  )

  it('counts wrong passwords per account by the normalised e-mail', async () => {
    const [user] = await customers(t, 1)
    const codes = []
    for (let i = 0; i < 6; i++) {
      const email = i % 2 ? user!.email.toUpperCase() : ` ${user!.email} `
      codes.push((await login(t, email.trim(), `Guess-${i}-Harbour`, freshIp())).statusCode)
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429])
  })

  it('a right password clears the account’s earlier failures', async () => {
    const [user] = await customers(t, 1)
    for (let i = 0; i < 4; i++) await login(t, user!.email, `Guess-${i}-Harbour`, freshIp())
    expect((await login(t, user!.email, PASSWORD, freshIp())).statusCode).toBe(200)
    const codes = []
    for (let i = 0; i < 5; i++)
      codes.push((await login(t, user!.email, `Again-${i}-Harbour`, freshIp())).statusCode)
    expect(codes).toEqual(Array(5).fill(401))
  })
})

const redisUrl = process.env.TEST_REDIS_URL

describe.runIf(redisUrl)('the account lock shared through Redis by two server processes', () => {
  let a: TestApp
  let b: TestApp
  let redis: Redis
  beforeAll(async () => {
    a = await buildTestApp({ REDIS_URL: redisUrl })
    b = await buildTestApp({ REDIS_URL: redisUrl })
    redis = new Redis(redisUrl!)
  })
  let emailHash = ''
  afterAll(async () => {
    const keys = await redis.keys(`${testRedisKeyPrefix()}limit:login-account:*:${emailHash}`)
    if (keys.length) await redis.del(...keys)
    await redis.quit()
  })

  it('locks the account on both after wrong passwords spread over both', async () => {
    const [user] = await customers(a, 1)
    emailHash = hashEmail(user!.email)
    const codes = []
    for (let i = 0; i < 6; i++) {
      const app = i % 2 ? b : a
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { login: user!.email, password: `Guess-${i}-Harbour` },
        remoteAddress: freshIp(),
      })
      codes.push(res.statusCode)
    }
    // b has its own database here: the account is unknown there, yet counted by the same e-mail.
    expect(codes).toEqual([401, 401, 401, 401, 401, 429])
    expect(await redis.pttl(`${testRedisKeyPrefix()}limit:login-account:lock:${emailHash}`)).toBeGreaterThan(
      0,
    )
  })
})
