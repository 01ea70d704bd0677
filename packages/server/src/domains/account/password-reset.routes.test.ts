import { RESET_CODE_MAX_ATTEMPTS } from '@shop/shared/constants'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUp, type SignedUp } from '../../../test/account-fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { hashToken } from '../../lib/tokens'
import { generateResetCode } from './password-reset.service'

// Each password hash takes scrypt's deliberate work; a loaded machine needs headroom.
const SLOW = { timeout: 120_000 }

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})

/**
 * Each test starts with the customer's hourly and daily code budgets unused: these tests send more
 * codes to one customer than an hour allows. The budget itself is tested with the other limits.
 */
function freshCodeBudgetAfterEach(userId: () => number) {
  afterEach(async () => {
    const { resetCodesHour, resetCodesDay } = t.app.limits
    await Promise.all([resetCodesHour.clear(String(userId())), resetCodesDay.clear(String(userId()))])
  })
}

const send = (payload: unknown, method: 'POST' | 'PUT', url: string) =>
  t.app.inject({ method, url, payload: payload as object })
const sendOtp = (email: string, extra: object = {}) => send({ email, ...extra }, 'POST', '/api/send-otp-mail')
const verifyOtp = (email: string, otp: string) => send({ email, otp }, 'POST', '/api/verify-otp')
const updatePassword = (payload: object) => send(payload, 'PUT', '/api/update-password')

/** The newest code mailed to an address (without SMTP the outbox is the delivery). */
async function lastMailedCode(email: string): Promise<string> {
  const mail = await t.db.kysely
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  const match = /reset code is (\d{6})\./.exec(mail.text_body)
  if (!match) throw new Error(`no code in: ${mail.text_body}`)
  return match[1]!
}

const wrongCodeFor = (code: string) => (code === '000000' ? '000001' : '000000')

describe('generateResetCode', () => {
  it('makes 6-digit codes, leading zeros kept, not repeating', () => {
    const codes = Array.from({ length: 200 }, generateResetCode)
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    expect(new Set(codes).size).toBeGreaterThan(190)
  })
})

describe('GET /api/check-email/{address}', () => {
  let user: SignedUp
  beforeAll(async () => {
    user = await signUp(t.app)
  })

  it('answers 200 for a registered address in any case, 404 for an unknown one', async () => {
    const found = await t.app.inject(`/api/check-email/${encodeURIComponent(user.email.toUpperCase())}`)
    expect(found.statusCode).toBe(200)
    expect(found.json()).toEqual({ message: 'Email found.' })
    const missing = await t.app.inject('/api/check-email/nobody%40example.com')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: 'Email not found.' })
  })

  it('answers 400 naming the address for a malformed one', async () => {
    const res = await t.app.inject('/api/check-email/not-an-address')
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ address: ['Email must be a valid e-mail address'] })
  })
})

describe('the reset flow', () => {
  let user: SignedUp
  beforeAll(async () => {
    user = await signUp(t.app)
  })
  freshCodeBudgetAfterEach(() => user.id)

  it(
    'mails a code, stores only its hash, verifies it for a reset token and sets the new password',
    SLOW,
    async () => {
      const other = (await send({ login: user.email, password: user.password }, 'POST', '/api/login')).json()
        ._token

      // The browser's own `otp` is ignored: the server makes the code.
      const sent = await sendOtp(user.email.toUpperCase(), { otp: '1234' })
      expect(sent.statusCode).toBe(200)
      expect(sent.json()).toEqual({ message: 'Otp sent successfully' })
      const code = await lastMailedCode(user.email)
      expect(code).not.toBe('1234')

      const rows = await t.db.kysely
        .selectFrom('password_resets')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute()
      expect(rows).toHaveLength(1)
      expect(rows[0]!.code_hash).not.toContain(code)
      expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/)
      const minutes = (Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at)) / 60000
      expect(minutes).toBe(10)

      const verified = await verifyOtp(user.email, code)
      expect(verified.statusCode).toBe(200)
      const { message, reset_token } = verified.json()
      expect(message).toBe('OTP verified')
      expect(reset_token).toEqual(expect.any(String))
      const afterVerify = await t.db.kysely
        .selectFrom('password_resets')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow()
      expect(afterVerify.reset_token_hash).toBe(hashToken(reset_token))

      // The code is spent once exchanged.
      expect((await verifyOtp(user.email, code)).statusCode).toBe(422)

      const updated = await updatePassword({
        email: user.email,
        password: 'Brand-New-Harbour-9',
        reset_token,
      })
      expect(updated.statusCode).toBe(200)
      expect(updated.json()).toEqual({ message: 'Password updated successfully.' })

      // Every session of the user ends; the new password works, the old one does not.
      for (const token of [user.token, other]) {
        expect(
          (await t.app.inject({ url: '/api/customer/get-user', headers: bearer(token) })).statusCode,
        ).toBe(401)
      }
      expect(
        (await send({ login: user.email, password: user.password }, 'POST', '/api/login')).statusCode,
      ).toBe(401)
      const login = await send({ login: user.email, password: 'Brand-New-Harbour-9' }, 'POST', '/api/login')
      expect(login.statusCode).toBe(200)
      user.password = 'Brand-New-Harbour-9'

      // The reset token is single-use.
      const again = await updatePassword({ email: user.email, password: 'Another-Harbour-10', reset_token })
      expect(again.statusCode).toBe(422)
      expect(again.json().errors).toHaveProperty('reset_token')
    },
  )

  it('answers the same 200 for an unknown e-mail and mails nothing', async () => {
    const before = await t.db.kysely.selectFrom('mail_outbox').select('id').execute()
    const res = await sendOtp('nobody-here@example.com')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Otp sent successfully' })
    const after = await t.db.kysely.selectFrom('mail_outbox').select('id').execute()
    expect(after).toHaveLength(before.length)
  })

  it('replaces the earlier code when one is sent again', async () => {
    await sendOtp(user.email)
    const first = await lastMailedCode(user.email)
    await sendOtp(user.email)
    const second = await lastMailedCode(user.email)
    const rows = await t.db.kysely
      .selectFrom('password_resets')
      .select('id')
      .where('user_id', '=', user.id)
      .execute()
    expect(rows).toHaveLength(1)
    if (first !== second) {
      const old = await verifyOtp(user.email, first)
      expect(old.statusCode).toBe(422)
    }
    expect((await verifyOtp(user.email, second)).statusCode).toBe(200)
  })

  it(`answers 422 'OTP not verified!' for a wrong code, and kills the code after ${RESET_CODE_MAX_ATTEMPTS} wrong tries`, async () => {
    await sendOtp(user.email)
    const code = await lastMailedCode(user.email)
    for (let i = 1; i <= RESET_CODE_MAX_ATTEMPTS; i++) {
      const res = await verifyOtp(user.email, wrongCodeFor(code))
      expect(res.statusCode).toBe(422)
      expect(res.json().message).toBe('OTP not verified!')
      expect(res.json().errors.otp[0]).toMatch(
        i < RESET_CODE_MAX_ATTEMPTS ? /not correct/ : /request a new code/,
      )
    }
    const right = await verifyOtp(user.email, code)
    expect(right.statusCode).toBe(422)
    expect(right.json()).toMatchObject({
      message: 'OTP not verified!',
      errors: { otp: [expect.stringMatching(/request a new code/)] },
    })
  })

  it('counts simultaneous guesses: no more than the allowed number are compared', async () => {
    await sendOtp(user.email)
    const code = await lastMailedCode(user.email)
    const guesses = await Promise.all(
      Array.from({ length: RESET_CODE_MAX_ATTEMPTS + 3 }, () => verifyOtp(user.email, wrongCodeFor(code))),
    )
    expect(guesses.every((g) => g.statusCode === 422)).toBe(true)
    const row = await t.db.kysely
      .selectFrom('password_resets')
      .select('attempts')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(row.attempts).toBe(RESET_CODE_MAX_ATTEMPTS)
    expect((await verifyOtp(user.email, code)).statusCode).toBe(422)
  })

  it('refuses an expired code', async () => {
    await sendOtp(user.email)
    const code = await lastMailedCode(user.email)
    await t.db.kysely
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute()
    const res = await verifyOtp(user.email, code)
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe('OTP not verified!')
  })

  it('refuses an expired reset token, and one given for another e-mail', SLOW, async () => {
    const someoneElse = await signUp(t.app)
    await sendOtp(user.email)
    const { reset_token } = (await verifyOtp(user.email, await lastMailedCode(user.email))).json()
    const wrongUser = await updatePassword({
      email: someoneElse.email,
      password: 'Brand-New-Harbour-11',
      reset_token,
    })
    expect(wrongUser.statusCode).toBe(422)
    await t.db.kysely
      .updateTable('password_resets')
      .set({ reset_token_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute()
    const expired = await updatePassword({ email: user.email, password: 'Brand-New-Harbour-11', reset_token })
    expect(expired.statusCode).toBe(422)
    expect(expired.json().message).toBe('Your reset request has expired. Please request a new code.')
    // Nothing changed for either customer.
    expect(
      (await send({ login: someoneElse.email, password: someoneElse.password }, 'POST', '/api/login'))
        .statusCode,
    ).toBe(200)
  })

  it('applies the password rules to the new password', SLOW, async () => {
    await sendOtp(user.email)
    const { reset_token } = (await verifyOtp(user.email, await lastMailedCode(user.email))).json()
    const short = await updatePassword({ email: user.email, password: 'short', reset_token })
    expect(short.statusCode).toBe(400)
    expect(short.json().errors).toEqual({ password: ['Password should have at least 8 characters'] })
    const common = await updatePassword({ email: user.email, password: 'sunshine', reset_token })
    expect(common.statusCode).toBe(400)
    expect(common.json().errors.password[0]).toMatch(/too common/)
    // The token was not spent by the refused tries.
    expect(
      (await updatePassword({ email: user.email, password: 'Brand-New-Harbour-12', reset_token })).statusCode,
    ).toBe(200)
  })

  it('names bad fields', async () => {
    const res = await verifyOtp(user.email, '12345')
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ otp: ['Please enter up to 6 numbers only.'] })
    const letters = await verifyOtp(user.email, '12a456')
    expect(letters.json().errors).toEqual({ otp: ['Please enter up to 6 numbers only.'] })
    const noEmail = await sendOtp('')
    expect(noEmail.statusCode).toBe(400)
    expect(noEmail.json().errors).toEqual({ email: ['Email is required'] })
    const missing = await updatePassword({})
    expect(missing.statusCode).toBe(400)
    expect(Object.keys(missing.json().errors).sort()).toEqual(['email', 'password', 'reset_token'])
  })
})
