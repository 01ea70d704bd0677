import { beforeAll, describe, expect, it } from 'vitest'
import { insertToken, insertUser } from '../../test/fixtures'
import { buildTestApp, type TestApp } from '../../test/helper'
import { insertStaffMember } from '../../test/staff-fixtures'
import { cheapPasswordHash, freshIp, useCheapPassword } from './test-support'

const PASSWORD = 'Correct-Horse-42'
const WRONG = 'Wrong-Guess-2026'

const backends = [
  { name: 'in memory', env: {} },
  ...(process.env.TEST_REDIS_URL
    ? [{ name: 'in Redis', env: { REDIS_URL: process.env.TEST_REDIS_URL } }]
    : []),
]

describe.each(backends)('login limits counted $name', ({ env }) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: undefined, ...env })
  })
  const login = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: email, password },
      remoteAddress: ip,
    })
  const customer = async () => {
    const user = await insertUser(t.db, PASSWORD)
    await useCheapPassword(t.db, [user.id], PASSWORD)
    return user
  }
  const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode)
  const count = (codes: number[], code: number) => codes.filter((c) => c === code).length

  it('22 wrong customer logins sent at once check at most 5 passwords', async () => {
    const user = await customer()
    const codes = statuses(
      await Promise.all(Array.from({ length: 22 }, (_, i) => login(user.email, `${WRONG}-${i}`, freshIp()))),
    )
    expect(count(codes, 401)).toBeLessThanOrEqual(5)
    expect(count(codes, 401) + count(codes, 429)).toBe(22)
  })

  it('22 wrong staff logins sent at once check at most 5 passwords', async () => {
    const staff = await insertStaffMember(t.db)
    await t.db.kysely
      .updateTable('staff')
      .set({ password_hash: cheapPasswordHash(PASSWORD) })
      .where('id', '=', staff.id)
      .execute()
    const codes = statuses(
      await Promise.all(
        Array.from({ length: 22 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/admin/login',
            payload: { email: staff.email, password: `${WRONG}-${i}` },
            remoteAddress: freshIp(),
          }),
        ),
      ),
    )
    expect(count(codes, 401)).toBeLessThanOrEqual(5)
    expect(count(codes, 401) + count(codes, 429)).toBe(22)
  })

  it('22 wrong current passwords sent at once to the password change check at most 5', async () => {
    const user = await customer()
    const token = await insertToken(t.db, user.id)
    const codes = statuses(
      await Promise.all(
        Array.from({ length: 22 }, (_, i) =>
          t.app.inject({
            method: 'PUT',
            url: '/api/customer/update-password',
            headers: { authorization: `Bearer ${token}` },
            payload: { old_password: `${WRONG}-${i}`, new_password: 'Another-Harbour-77' },
            remoteAddress: freshIp(),
          }),
        ),
      ),
    )
    expect(count(codes, 422)).toBeLessThanOrEqual(5)
    expect(count(codes, 422) + count(codes, 429)).toBe(22)
  })

  it('a right password from an address that logged in before gets in while an attacker keeps failing elsewhere', async () => {
    const user = await customer()
    const home = freshIp()
    const attacker = freshIp()
    expect((await login(user.email, PASSWORD, home)).statusCode).toBe(200)
    const attacks = []
    for (let i = 0; i < 12; i++) attacks.push((await login(user.email, `${WRONG}-${i}`, attacker)).statusCode)
    expect(attacks.slice(0, 5)).toEqual(Array(5).fill(401))
    expect(attacks.slice(5)).toEqual(Array(7).fill(429))
    // The customer at home is not held by the attacker's failures...
    expect((await login(user.email, PASSWORD, home)).statusCode).toBe(200)
    expect((await login(user.email, PASSWORD, home)).statusCode).toBe(200)
    // ...while the attacker, and any address that never logged in, stays locked even with the password.
    expect((await login(user.email, PASSWORD, attacker)).statusCode).toBe(429)
    expect((await login(user.email, PASSWORD, freshIp())).statusCode).toBe(429)
  })

  it('wrong passwords from the known address are limited there too', async () => {
    const user = await customer()
    const home = freshIp()
    expect((await login(user.email, PASSWORD, home)).statusCode).toBe(200)
    const codes = []
    for (let i = 0; i < 7; i++) codes.push((await login(user.email, `${WRONG}-${i}`, home)).statusCode)
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429])
  })

  it('the lock answer does not tell the exact moment it ends', async () => {
    const user = await customer()
    const ip = freshIp()
    for (let i = 0; i < 5; i++) await login(user.email, `${WRONG}-${i}`, ip)
    const locked = await login(user.email, `${WRONG}-x`, ip)
    expect(locked.statusCode).toBe(429)
    const seconds = Number(/in (\d+) seconds/.exec(locked.json().message)?.[1])
    // Rounded up to whole minutes (the lock itself is 30 seconds).
    expect(seconds).toBeGreaterThan(0)
    expect(seconds % 60).toBe(0)
  })

  it(
    '51 wrong logins for made-up e-mails from one address do not refuse two real customers there',
    // Each made-up e-mail is checked against a real hash at the production cost, as an attacker's would be.
    { timeout: 240_000 },
    async () => {
      const clinic = freshIp()
      const [first, second] = [await customer(), await customer()]
      const run = Date.now()
      for (let i = 0; i < 51; i++) await login(`nobody-${run}-${i}@example.com`, WRONG, clinic)
      expect((await login(first!.email, PASSWORD, clinic)).statusCode).toBe(200)
      expect((await login(second!.email, PASSWORD, clinic)).statusCode).toBe(200)
    },
  )
})
