import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})

const signUp = (app: TestApp['app'], payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as Record<string, unknown> })

describe('POST /api/newsletter', () => {
  it('stores a new address once and answers 201', async () => {
    const res = await signUp(t.app, { email: 'first.reader@example.com' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ subscribed: true, already_subscribed: false })
    const rows = await t.db.kysely.selectFrom('newsletter_signups').selectAll().execute()
    expect(rows.map((r) => r.email)).toEqual(['first.reader@example.com'])
    expect(Number.isNaN(Date.parse(rows[0]!.created_at))).toBe(false)
  })

  it('answers 200 already subscribed for the same address in any letter case, without a second row', async () => {
    const res = await signUp(t.app, { email: '  First.Reader@EXAMPLE.com ' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ already_subscribed: true })
    expect(res.json().message).toMatch(/already subscribed/)
    const count = await t.db.kysely
      .selectFrom('newsletter_signups')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', 'first.reader@example.com')
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(1)
  })

  it('stores mixed-case addresses lower-cased', async () => {
    const res = await signUp(t.app, { email: 'Nurse.Jane@Clinic.BM' })
    expect(res.statusCode).toBe(201)
    const row = await t.db.kysely
      .selectFrom('newsletter_signups')
      .select('email')
      .where('email', '=', 'nurse.jane@clinic.bm')
      .executeTakeFirst()
    expect(row).toBeDefined()
  })

  it('keeps one row when the same new address is sent twice at once', async () => {
    const [a, b] = await Promise.all([
      signUp(t.app, { email: 'twice@example.com' }),
      signUp(t.app, { email: 'TWICE@example.com' }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201])
    const rows = await t.db.kysely
      .selectFrom('newsletter_signups')
      .select('id')
      .where('email', '=', 'twice@example.com')
      .execute()
    expect(rows).toHaveLength(1)
  })

  it.each([
    [{}, 'email'],
    [{ email: '' }, 'email'],
    [{ email: 'not-an-address' }, 'email'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email'],
    [{ email: 42 }, 'email'],
  ])('rejects %j with 400 naming the field', async (payload, field) => {
    const res = await signUp(t.app, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toHaveProperty(field)
  })

  it('rejects unknown fields', async () => {
    const res = await signUp(t.app, { email: 'extra@example.com', user_id: 7 })
    expect(res.statusCode).toBe(400)
    const rows = await t.db.kysely
      .selectFrom('newsletter_signups')
      .select('id')
      .where('email', '=', 'extra@example.com')
      .execute()
    expect(rows).toHaveLength(0)
  })
})
