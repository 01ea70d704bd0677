import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/helper'
import { serviceContext } from '../lib/service-context'
import { MAX_MAIL_ATTEMPTS, retryUnsentMail } from './mail-retry'

describe('the mail-retry job', () => {
  it('offers mail the SMTP server refused again, counting tries, and stops at the limit', async () => {
    // Nothing listens on port 9: every send is refused.
    const { app, db } = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' })
    await expect(app.mailer.send({ to: 'a@example.com', subject: 'Hello', text: 'Body' })).rejects.toThrow()
    const row = () => db.kysely.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow()
    expect(await row()).toMatchObject({ sent_at: null, send_attempts: 1 })
    expect((await row()).last_error).toBeTruthy()

    expect(await retryUnsentMail(serviceContext(app))).toEqual({ sent: 0, failed: 1 })
    expect((await row()).send_attempts).toBe(2)
    await db.kysely.updateTable('mail_outbox').set({ send_attempts: MAX_MAIL_ATTEMPTS }).execute()
    expect(await retryUnsentMail(serviceContext(app))).toEqual({ sent: 0, failed: 0 })
  })

  it('has nothing to do without SMTP: the outbox is the delivery', async () => {
    const { app } = await buildTestApp()
    await app.mailer.send({ to: 'b@example.com', subject: 'Hi', text: 'Body' })
    expect(await retryUnsentMail(serviceContext(app))).toEqual({ sent: 0, failed: 0 })
  })
})
