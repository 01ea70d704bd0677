import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})

const contact = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/contacts', payload: payload as object })

describe('POST /api/contacts', () => {
  it('stores the message and mails it to the shop with reply-to the visitor', async () => {
    const res = await contact({
      name: 'Grace Hopper',
      email: 'Grace@Example.com',
      phone: '+1 4415550199',
      message: 'Do you deliver to St. George’s?',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ message: 'Message sent successfully.' })
    const stored = await t.db.kysely.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow()
    expect(stored).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+1 4415550199',
      message: 'Do you deliver to St. George’s?',
    })
    const mail = await t.db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', t.config.shop.email)
      .executeTakeFirstOrThrow()
    expect(mail.subject).toBe('Contact message from Grace Hopper')
    expect(mail.text_body).toContain('Do you deliver to St. George’s?')
  })

  it('takes the message as optional', async () => {
    const res = await contact({ name: 'Alan', email: 'alan@example.com', phone: '4415550100' })
    expect(res.statusCode).toBe(201)
  })

  it('refuses control characters such as line breaks in the name (no header injection)', async () => {
    const res = await contact({
      name: 'Eve\r\nBcc: victim@example.com',
      email: 'eve@example.com',
      phone: '4415550101',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ name: ['Name must not contain control characters'] })
  })

  it('keeps line breaks in the message', async () => {
    const res = await contact({
      name: 'Eve',
      email: 'eve@example.com',
      phone: '4415550101',
      message: 'Line 1\nLine 2',
    })
    expect(res.statusCode).toBe(201)
    const stored = await t.db.kysely
      .selectFrom('contact_messages')
      .select('message')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(stored.message).toBe('Line 1\nLine 2')
  })

  it('names the missing required fields', async () => {
    const res = await contact({ message: 'hello' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      phone: ['Phone is required'],
    })
  })

  it.each([
    ['email', { email: 'nope' }, 'Email must be a valid e-mail address'],
    ['phone', { phone: 'call me maybe' }, 'Phone may contain only digits, spaces and + - ( )'],
    ['phone', { phone: '12345678901234' }, 'Phone must be at most 13 characters'],
    ['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ['message', { message: 12 }, 'Message must be text'],
  ])('refuses a bad %s', async (field, overrides, message) => {
    const res = await contact({ name: 'A', email: 'a@example.com', phone: '4415550102', ...overrides })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[field]).toEqual([message])
  })
})
