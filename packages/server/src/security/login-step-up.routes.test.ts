import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertUser } from '../../test/fixtures'
import { buildTestApp, type TestApp } from '../../test/helper'
import { freshIp, useCheapPassword } from './test-support'

const PASSWORD = 'Correct-Horse-42'
const ASKED = /^To keep your account safe, we need a code from your e-mail\./
const WRONG = 'This code is not correct or has expired. Log in again without it for a new code.'

let t: TestApp
beforeAll(async () => {
  // The failed-accounts ceiling at its default, 50 distinct accounts an hour.
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: undefined })
})
afterAll(() => t.app.close())

const login = (email: string, password: string, ip: string, code?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { login: email, password, ...(code === undefined ? {} : { code }) },
    remoteAddress: ip,
  })

async function customers(n: number) {
  const users = []
  for (let i = 0; i < n; i++) users.push(await insertUser(t.db, PASSWORD))
  await useCheapPassword(
    t.db,
    users.map((u) => u.id),
    PASSWORD,
  )
  return users
}

/** An address where 50 real accounts failed: closed to accounts it has never logged in to. */
async function closedAddress(): Promise<string> {
  const address = freshIp()
  const codes = []
  for (const target of await customers(50))
    codes.push((await login(target.email, 'Summer-2026-Guess', address)).statusCode)
  expect(codes).toEqual(Array(50).fill(401))
  return address
}

async function mailsTo(email: string) {
  return t.db.kysely
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .execute()
}

async function lastCode(email: string): Promise<string> {
  const [mail] = await mailsTo(email)
  const match = mail && /login code is (\d{6})\./.exec(mail.text_body)
  if (!match) throw new Error('no login code mailed')
  return match[1]!
}

describe('a login from an address closed by the failed-accounts ceiling', { timeout: 120_000 }, () => {
  it('asks a right password for a mailed code (202, not 429); the code gives a session and the address is known after', async () => {
    const address = await closedAddress()
    const [customer] = await customers(1)
    const asked = await login(customer!.email, PASSWORD, address)
    expect(asked.statusCode).toBe(202)
    expect(asked.json()).toEqual({ step: 'code', message: expect.stringMatching(ASKED) })
    const code = await lastCode(customer!.email)
    // Only the code's hash is stored.
    const stored = await t.db.kysely
      .selectFrom('login_codes')
      .selectAll()
      .where('user_id', '=', customer!.id)
      .executeTakeFirstOrThrow()
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(stored)).not.toContain(code)
    // Sent twice at once: one session, the other refused naming the field (a code is used once).
    const both = await Promise.all([
      login(customer!.email, PASSWORD, address, code),
      login(customer!.email, PASSWORD, address, code),
    ])
    const [ok, reused] = both[0].statusCode === 200 ? both : [both[1], both[0]]
    expect(ok.statusCode).toBe(200)
    expect(ok.json()._token).toEqual(expect.any(String))
    expect(reused.statusCode).toBe(422)
    expect(reused.json().errors).toEqual({ code: [WRONG] })
    // The address is now known to the account: the next login needs no code.
    expect((await login(customer!.email, PASSWORD, address)).statusCode).toBe(200)
  })

  it('refuses a wrong, an expired or a tried-out code, and a code with a wrong password', async () => {
    const address = await closedAddress()
    const [customer] = await customers(1)
    expect((await login(customer!.email, PASSWORD, address)).statusCode).toBe(202)
    const code = await lastCode(customer!.email)
    const wrongCode = code === '000000' ? '111111' : '000000'
    const wrong = await login(customer!.email, PASSWORD, address, wrongCode)
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors).toEqual({ code: [WRONG] })
    // The right code with a wrong password: the same answer, and no session.
    const badPassword = await login(customer!.email, 'Winter-2026-Guess', address, code)
    expect(badPassword.statusCode).toBe(422)
    expect(badPassword.json()).toEqual(wrong.json())
    // Nor once expired.
    await t.db.kysely
      .updateTable('login_codes')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('user_id', '=', customer!.id)
      .execute()
    const expired = await login(customer!.email, PASSWORD, address, code)
    expect(expired.statusCode).toBe(422)
    expect(expired.json().errors).toEqual({ code: [WRONG] })
    // Not a code's shape: 400 naming the field.
    const shape = await login(customer!.email, PASSWORD, address, '12ab')
    expect(shape.statusCode).toBe(400)
    expect(Object.keys(shape.json().errors)).toEqual(['code'])
  })

  it('kills a code after 5 tries, and the account lock bounds the calls', async () => {
    const address = await closedAddress()
    const [customer] = await customers(1)
    expect((await login(customer!.email, PASSWORD, address)).statusCode).toBe(202)
    const code = await lastCode(customer!.email)
    const wrongCode = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++)
      expect((await login(customer!.email, PASSWORD, address, wrongCode)).statusCode).toBe(422)
    // Five calls in 15 minutes lock the account, the right code included: guesses are bounded twice.
    expect((await login(customer!.email, PASSWORD, address, code)).statusCode).toBe(429)
    // A fresh code, tried out by others' guesses (5 tries), is dead even when right.
    await t.db.kysely.deleteFrom('login_codes').where('user_id', '=', customer!.id).execute()
    const [next] = await customers(1)
    expect((await login(next!.email, PASSWORD, address)).statusCode).toBe(202)
    await t.db.kysely
      .updateTable('login_codes')
      .set({ attempts: 5 })
      .where('user_id', '=', next!.id)
      .execute()
    const dead = await login(next!.email, PASSWORD, address, await lastCode(next!.email))
    expect(dead.statusCode).toBe(422)
    expect(dead.json().errors).toEqual({ code: [WRONG] })
  })

  it('answers a wrong password and a made-up e-mail with the same step, mailing no one', async () => {
    const address = await closedAddress()
    const [customer] = await customers(1)
    const right = await login(customer!.email, PASSWORD, freshIp())
    expect(right.statusCode).toBe(200)
    const [other] = await customers(1)
    const wrong = await login(other!.email, 'Autumn-2026-Guess', address)
    const madeUp = await login(`nobody-${Date.now()}@example.com`, 'Autumn-2026-Guess', address)
    expect(wrong.statusCode).toBe(202)
    expect(madeUp.statusCode).toBe(202)
    expect(wrong.json()).toEqual(madeUp.json())
    expect(await mailsTo(other!.email)).toHaveLength(0)
    // A made-up e-mail with a code: the same refusal as a wrong code.
    const madeUpCode = await login(`nobody-${Date.now()}@example.com`, 'Autumn-2026-Guess', address, '123456')
    expect(madeUpCode.statusCode).toBe(422)
    expect(madeUpCode.json().errors).toEqual({ code: [WRONG] })
    // The back office has no step-up: a closed address is refused to staff logins as before.
    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'new-member@shop.bm', password: 'Autumn-2026-Guess' },
      remoteAddress: address,
    })
    expect(staff.statusCode).toBe(429)
    // Away from a closed address nothing changed: a made-up e-mail answers 401 as ever.
    expect((await login(`nobody-${Date.now()}@example.com`, 'Autumn-2026-Guess', freshIp())).statusCode).toBe(
      401,
    )
  })
})
