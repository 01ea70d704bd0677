import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp, type SignedUp } from '../../../test/account-fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'

interface Received {
  from: string
  to: string[]
  raw: string
}

// A real SMTP server on a free local port: the shop's mail goes out through nodemailer to it.
const received: Received[] = []
const sink = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      })
      callback()
    })
  },
})

let t: TestApp
let user: SignedUp

beforeAll(async () => {
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve))
  const { port } = sink.server.address() as AddressInfo
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` })
  user = await signUp(t.app)
})

afterAll(async () => {
  await new Promise<void>((resolve) => sink.close(() => resolve()))
})

describe('password reset mail over SMTP', () => {
  it('delivers the code by SMTP, marks the outbox row sent and keeps no usable code in it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send-otp-mail',
      payload: { email: user.email },
    })
    expect(res.statusCode).toBe(200)

    const mail = received.find((m) => m.to.includes(user.email))
    expect(mail).toBeDefined()
    expect(mail!.from).toBe('orders@bermudamedicalsupply.bm')
    const code = /reset code is (\d{6})\./.exec(mail!.raw)?.[1]
    expect(code).toMatch(/^\d{6}$/)

    const row = await t.db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', user.email)
      .executeTakeFirstOrThrow()
    expect(row.sent_at).not.toBeNull()
    expect(row.text_body).not.toContain(code!)
    expect(row.text_body).toContain('[redacted]')

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { email: user.email, otp: code },
    })
    expect(verified.statusCode).toBe(200)
    expect(verified.json().message).toBe('OTP verified')
  })

  it('mails a contact message to the shop with reply-to the visitor', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '4415550199',
        message: 'Do you stock gauze?',
      },
    })
    expect(res.statusCode).toBe(201)
    const mail = received.find((m) => m.to.includes(t.config.shop.email))
    expect(mail).toBeDefined()
    expect(mail!.raw).toMatch(/^Reply-To: grace@example\.com/im)
    expect(mail!.raw).toContain('Do you stock gauze?')
  })
})
