import { randomInt } from 'node:crypto'
import { Redis } from 'ioredis'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testRedisKeyPrefix, type TestApp } from '../../../test/helper'

// A file of its own: these apps are built with a limit of 3 tries per minute per client address.
const LIMIT = '3'

/** The anonymous calls that are rate limited (docs/decisions/0014-rate-limits.md), each with a cheap request. */
const limitedCalls: { name: string; request: InjectOptions }[] = [
  // A login without a password: counted like any try, without the cost of a password check here.
  {
    name: 'POST /api/login',
    request: { method: 'POST', url: '/api/login', payload: { login: 'x@example.com' } },
  },
  { name: 'POST /api/signup', request: { method: 'POST', url: '/api/signup', payload: {} } },
  { name: 'POST /api/register', request: { method: 'POST', url: '/api/register', payload: {} } },
  { name: 'GET /api/check-email', request: { method: 'GET', url: '/api/check-email/x%40example.com' } },
  {
    name: 'POST /api/send-otp-mail',
    request: { method: 'POST', url: '/api/send-otp-mail', payload: { email: 'x@example.com' } },
  },
  {
    name: 'POST /api/verify-otp',
    request: { method: 'POST', url: '/api/verify-otp', payload: { email: 'x@example.com', otp: '123456' } },
  },
  {
    name: 'PUT /api/update-password',
    request: {
      method: 'PUT',
      url: '/api/update-password',
      payload: { email: 'x@example.com', password: 'Guess-Harbour-1', reset_token: 'guess' },
    },
  },
  {
    name: 'POST /api/contacts',
    request: {
      method: 'POST',
      url: '/api/contacts',
      payload: { name: 'A', email: 'a@example.com', phone: '4415550100' },
    },
  },
]

/** A client address no other run uses, so counters (in memory or in Redis) start at zero. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

async function statuses(apps: FastifyInstance[], request: InjectOptions, ip: string, tries: number) {
  const codes: number[] = []
  for (let i = 0; i < tries; i++) {
    const app = apps[i % apps.length]!
    codes.push((await app.inject({ ...request, remoteAddress: ip })).statusCode)
  }
  return codes
}

describe('rate limits on the account calls (in memory)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: LIMIT })
  })

  it.each(limitedCalls)('$name answers 429 after 3 tries a minute from one address', async ({ request }) => {
    const ip = freshIp()
    const codes = await statuses([t.app], request, ip, 5)
    expect(codes.slice(0, 3).every((c) => c !== 429 && c < 500)).toBe(true)
    expect(codes.slice(3)).toEqual([429, 429])
    const res = await t.app.inject({ ...request, remoteAddress: ip })
    expect(res.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/)
    // Another client is not held back by the first one's tries.
    expect((await t.app.inject({ ...request, remoteAddress: freshIp() })).statusCode).not.toBe(429)
  })

  it(
    'stops a password-guessing run at the limit: wrong passwords answer 401, then 429',
    { timeout: 120_000 },
    async () => {
      const ip = freshIp()
      const guess = (n: number) => ({
        method: 'POST' as const,
        url: '/api/login',
        payload: { login: 'victim@example.com', password: `Guess-${n}-Harbour` },
        remoteAddress: ip,
      })
      const codes: number[] = []
      for (let i = 0; i < 4; i++) codes.push((await t.app.inject(guess(i))).statusCode)
      expect(codes).toEqual([401, 401, 401, 429])
    },
  )

  it('leaves signed-in calls unlimited', async () => {
    const ip = freshIp()
    const codes = await statuses([t.app], { method: 'GET', url: '/api/customer/get-user' }, ip, 6)
    expect(codes).toEqual([401, 401, 401, 401, 401, 401])
  })
})

const redisUrl = process.env.TEST_REDIS_URL

describe.runIf(redisUrl)('rate limits shared through Redis by two server processes', () => {
  let a: TestApp
  let b: TestApp
  let redis: Redis
  const ip = freshIp()

  beforeAll(async () => {
    a = await buildTestApp({ RATE_LIMIT_PER_MINUTE: LIMIT, REDIS_URL: redisUrl })
    b = await buildTestApp({ RATE_LIMIT_PER_MINUTE: LIMIT, REDIS_URL: redisUrl })
    redis = new Redis(redisUrl!)
  })

  afterAll(async () => {
    // Only this run's keys: they end in its own client address.
    const keys = await redis.keys(`${testRedisKeyPrefix()}rate-limit:*-${ip}`)
    if (keys.length) await redis.del(...keys)
    await redis.quit()
  })

  it('holds one limit across both apps for the same client', async () => {
    const request = limitedCalls.find((c) => c.name === 'GET /api/check-email')!.request
    const codes = await statuses([a.app, b.app], request, ip, 5)
    expect(codes).toEqual([404, 404, 404, 429, 429])
    const keys = await redis.keys(`${testRedisKeyPrefix()}rate-limit:*-${ip}`)
    expect(keys).toHaveLength(1)
    expect(Number(await redis.get(keys[0]!))).toBe(5)
    expect(await redis.pttl(keys[0]!)).toBeGreaterThan(0)
  })

  it('limits each call separately for the same client', async () => {
    const request = limitedCalls.find((c) => c.name === 'POST /api/contacts')!.request
    expect(await statuses([b.app, a.app], request, ip, 4)).toEqual([201, 201, 201, 429])
  })
})
