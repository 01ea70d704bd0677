import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, registrationForm } from '../../../test/account-fixtures'
import { createTestDatabase, type TestDatabase } from '../../../test/helper'
import { buildApp } from '../../app'
import { loadConfig } from '../../config'

// Passwords, tokens and reset codes never reach the log, at the most talkative level.
const lines: string[] = []
// Each password hash takes scrypt's deliberate work; a loaded machine needs headroom.
const SLOW = { timeout: 120_000 }

let app: FastifyInstance
let testDb: TestDatabase
let mediaDir: string

beforeAll(async () => {
  testDb = await createTestDatabase()
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-media-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    DATABASE_URL: testDb.url,
    MEDIA_DIR: mediaDir,
    WEB_DIST_DIR: path.join(mediaDir, 'no-web-build'),
  })
  app = await buildApp(config, {
    db: testDb.db,
    logStream: { write: (line: string) => void lines.push(line) },
  })
  await app.ready()
})

afterAll(async () => {
  await app.close()
  await testDb.destroy()
  fs.rmSync(mediaDir, { recursive: true, force: true })
})

describe('secrets in the log', () => {
  it('a whole account journey logs no password, token, reset code or reset token', SLOW, async () => {
    const form = registrationForm()
    const secrets: string[] = [form.password!]
    const signup = await app.inject({ method: 'POST', url: '/api/signup', payload: form })
    expect(signup.statusCode).toBe(201)
    const { _token: signupToken } = signup.json()
    secrets.push(signupToken)

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: form.email, password: 'Wrong-Guess-Harbour-1' },
    })
    expect(wrong.statusCode).toBe(401)
    secrets.push('Wrong-Guess-Harbour-1')

    expect(
      (await app.inject({ method: 'POST', url: '/api/send-otp-mail', payload: { email: form.email } }))
        .statusCode,
    ).toBe(200)
    const mail = await testDb.db.kysely
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', form.email!)
      .executeTakeFirstOrThrow()
    const code = /reset code is (\d{6})\./.exec(mail.text_body)![1]!
    secrets.push(code)
    const verified = await app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { email: form.email, otp: code },
    })
    const resetToken = verified.json().reset_token as string
    secrets.push(resetToken)
    const reset = await app.inject({
      method: 'PUT',
      url: '/api/update-password',
      payload: { email: form.email, password: 'Reset-Harbour-Lights-2', reset_token: resetToken },
    })
    expect(reset.statusCode).toBe(200)
    secrets.push('Reset-Harbour-Lights-2')

    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: form.email, password: 'Reset-Harbour-Lights-2' },
    })
    const token = login.json()._token as string
    secrets.push(token)
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/customer/update-password',
      headers: bearer(token),
      payload: { old_password: 'Reset-Harbour-Lights-2', new_password: 'Changed-Harbour-Lights-3' },
    })
    expect(changed.statusCode).toBe(200)
    secrets.push('Changed-Harbour-Lights-3')

    const log = lines.join('')
    expect(log).toContain('/api/customer/update-password')
    // The reset mail was kept in the outbox; its text (and the code) never reaches the log.
    expect(log).toContain('mail kept in the outbox')
    expect(log).not.toContain('Your password reset code')
    for (const secret of secrets) expect(log, `log holds ${secret.slice(0, 4)}…`).not.toContain(secret)
  })
})
