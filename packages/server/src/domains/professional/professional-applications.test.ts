import fs from 'node:fs'
import path from 'node:path'
import { isoDateIn } from '@shop/shared/format'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { insertCustomer } from '../../../test/fixtures'
import { insertStaffMember } from '../../../test/staff-fixtures'
import { addDaysToDate } from '../../lib/clock'

let t: TestApp
let owner: Awaited<ReturnType<typeof insertStaffMember>>
let staff: Awaited<ReturnType<typeof insertStaffMember>>

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20), Buffer.from('%%EOF\n')])
// A real picture (2 by 2 pixels): pictures are decoded and written again.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVR4nGM4w8BwhgGMzzAwAAAZjgMxbGad9QAAAABJRU5ErkJggg==',
  'base64',
)

const today = () => isoDateIn(new Date(), t.app.config.shop.timeZone)
const fields = () => ({
  profession: 'Registered nurse',
  licence_number: 'BNC-12345',
  issuing_body: 'Bermuda Nursing Council',
  country: 'Bermuda',
  licence_expiry: addDaysToDate(today(), 365),
  practice_name: 'Harbour Aesthetics',
  practice_address: '12 Reid St, Hamilton HM11',
})

/** A multipart body of text fields and one file. */
function multipart(values: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----pro${Date.now()}`
  const parts: Buffer[] = []
  for (const [k, v] of Object.entries(values)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

function apply(
  token: string,
  values = fields(),
  file: { name: string; type: string; data: Buffer } | null = {
    name: 'licence.pdf',
    type: 'application/pdf',
    data: PDF,
  },
) {
  const body = multipart(values, file ?? undefined)
  return t.app.inject({
    method: 'POST',
    url: '/api/customer/professional/applications',
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  })
}

const audit = (entityId: number) =>
  t.db.kysely
    .selectFrom('audit_log')
    .select(['action', 'staff_email'])
    .where('entity', '=', 'professional_application')
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute()
const mails = (to: string) =>
  t.db.kysely.selectFrom('mail_outbox').select('subject').where('to_address', '=', to).orderBy('id').execute()

beforeAll(async () => {
  t = await buildTestApp()
  owner = await insertStaffMember(t.db, 'owner')
  staff = await insertStaffMember(t.db, 'staff')
})

describe('applying for a professional account', () => {
  it('refuses missing fields, a missing, disguised or oversized document, and a licence already expired', async () => {
    const c = await insertCustomer(t.db)
    const noName = await apply(c.token, { ...fields(), practice_name: '' })
    expect(noName.statusCode).toBe(400)
    expect(noName.json().errors).toHaveProperty('practice_name')
    const noFile = await apply(c.token, fields(), null)
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json().errors).toHaveProperty('document')
    // A script named licence.pdf and sent as application/pdf: refused by its content.
    const disguised = await apply(c.token, fields(), {
      name: 'licence.pdf',
      type: 'application/pdf',
      data: Buffer.from('<script>alert(1)</script>'),
    })
    expect(disguised.statusCode).toBe(400)
    expect(disguised.json().message).toMatch(/not a PDF, JPEG or PNG/)
    const huge = await apply(c.token, fields(), {
      name: 'big.pdf',
      type: 'application/pdf',
      data: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]),
    })
    expect(huge.statusCode).toBe(400)
    expect(huge.json().errors).toHaveProperty('document')
    const expired = await apply(c.token, { ...fields(), licence_expiry: addDaysToDate(today(), -1) })
    expect(expired.statusCode).toBe(400)
    expect(expired.json().errors).toHaveProperty('licence_expiry')
    expect(
      await t.db.kysely
        .selectFrom('professional_applications')
        .select('id')
        .where('user_id', '=', c.id)
        .execute(),
    ).toEqual([])
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/customer/professional/applications' })
    expect(anonymous.statusCode).toBe(401)
  })

  it('keeps one of six applications sent at once: one pending, one document, one mail', async () => {
    const c = await insertCustomer(t.db)
    const licences = path.join(t.app.config.privateDir, 'licences')
    const filesBefore = fs.existsSync(licences) ? fs.readdirSync(licences).length : 0
    const answers = await Promise.all(Array.from({ length: 6 }, () => apply(c.token)))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409])
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      'Your application is already under review.',
    )
    const rows = await t.db.kysely
      .selectFrom('professional_applications')
      .select(['status', 'document_file'])
      .where('user_id', '=', c.id)
      .execute()
    expect(rows.map((r) => r.status)).toEqual(['pending'])
    expect(fs.readdirSync(licences).length - filesBefore).toBe(1)
    expect(await mails(c.email)).toHaveLength(1)
  })

  it('goes through the queue: ask for more, send again, approve; mailed and audited at each step', async () => {
    const c = await insertCustomer(t.db)
    const first = await apply(c.token)
    expect(first.statusCode).toBe(201)
    const id = first.json().id as number
    expect(first.json()).toMatchObject({ status: 'pending', document_type: 'application/pdf' })
    expect((await apply(c.token)).statusCode).toBe(409)

    const queue = await t.app.inject({
      url: '/api/admin/professional-applications?status=pending',
      headers: owner.headers,
    })
    expect(queue.json().items.map((a: { id: number }) => a.id)).toContain(id)

    const ask = await t.app.inject({
      method: 'POST',
      url: `/api/admin/professional-applications/${id}/ask`,
      headers: owner.headers,
      payload: { message: 'Please send both sides of the licence.' },
    })
    expect(ask.statusCode).toBe(200)
    let status = (
      await t.app.inject({
        url: '/api/customer/professional',
        headers: { authorization: `Bearer ${c.token}` },
      })
    ).json()
    expect(status).toMatchObject({
      standing: 'none',
      application: { status: 'more_info', staff_note: 'Please send both sides of the licence.' },
    })

    const again = await apply(c.token, fields(), { name: 'licence.png', type: 'image/png', data: PNG })
    expect(again.statusCode).toBe(201)
    expect(again.json()).toMatchObject({ id, status: 'pending', document_type: 'image/png' })

    const late = await t.app.inject({
      method: 'POST',
      url: `/api/admin/professional-applications/${id}/approve`,
      headers: owner.headers,
      payload: { verified_until: addDaysToDate(today(), 400) },
    })
    expect(late.statusCode).toBe(400)
    expect(late.json().errors).toHaveProperty('verified_until')
    const until = addDaysToDate(today(), 300)
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/professional-applications/${id}/approve`,
      headers: owner.headers,
      payload: { verified_until: until },
    })
    expect(approve.statusCode).toBe(200)
    status = (
      await t.app.inject({
        url: '/api/customer/professional',
        headers: { authorization: `Bearer ${c.token}` },
      })
    ).json()
    expect(status).toMatchObject({
      standing: 'verified',
      verified_until: until,
      application: { status: 'approved' },
    })
    // Decided once: a second decision is refused.
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/professional-applications/${id}/reject`,
      headers: owner.headers,
      payload: { reason: 'x' },
    })
    expect(twice.statusCode).toBe(409)

    expect((await audit(id)).map((a) => a.action)).toEqual([
      'professional.apply',
      'professional.ask',
      'professional.apply',
      'professional.approve',
    ])
    expect((await mails(c.email)).map((m) => m.subject)).toEqual([
      'We received your professional account application',
      'We need more information for your professional account',
      'We received your professional account application',
      'Your professional account is verified',
    ])
    // The shop heard of each application sent, with the queue to review it in.
    const toShop = await mails(t.app.config.shop.email)
    expect(
      toShop.filter((m) => m.subject.startsWith('Licence application to review')).length,
    ).toBeGreaterThanOrEqual(2)

    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${c.id}/professional/suspend`,
      headers: owner.headers,
      payload: { reason: 'Licence withdrawn by the council' },
    })
    expect(suspend.statusCode).toBe(200)
    status = (
      await t.app.inject({
        url: '/api/customer/professional',
        headers: { authorization: `Bearer ${c.token}` },
      })
    ).json()
    expect(status).toMatchObject({
      standing: 'suspended',
      suspended_reason: 'Licence withdrawn by the council',
    })
  })

  it('rejects with a reason, mailed', async () => {
    const c = await insertCustomer(t.db)
    const id = (await apply(c.token)).json().id as number
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/admin/professional-applications/${id}/reject`,
      headers: owner.headers,
      payload: { reason: 'The licence number is not on the register.' },
    })
    expect(reject.json().application).toMatchObject({
      status: 'rejected',
      staff_note: 'The licence number is not on the register.',
    })
    expect((await mails(c.email)).at(-1)!.subject).toBe('Your professional account application')
  })
})

describe('the licence document', () => {
  it('is served to its applicant and to owners only, never to other customers, staff or visitors', async () => {
    const c = await insertCustomer(t.db)
    const other = await insertCustomer(t.db)
    const id = (await apply(c.token)).json().id as number
    const own = await t.app.inject({
      url: `/api/customer/professional/applications/${id}/document`,
      headers: { authorization: `Bearer ${c.token}` },
    })
    expect(own.statusCode).toBe(200)
    expect(own.headers['content-type']).toMatch(/^application\/pdf/)
    expect(own.rawPayload.equals(PDF)).toBe(true)
    // A download under a sandbox, never a page of the shop's origin.
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="licence.pdf"; filename*=UTF-8''licence.pdf`,
    )
    expect(own.headers['content-security-policy']).toBe("sandbox; default-src 'none'")
    expect(own.headers['x-content-type-options']).toBe('nosniff')

    const otherCustomer = await t.app.inject({
      url: `/api/customer/professional/applications/${id}/document`,
      headers: { authorization: `Bearer ${other.token}` },
    })
    expect(otherCustomer.statusCode).toBe(404)
    expect((await t.app.inject(`/api/customer/professional/applications/${id}/document`)).statusCode).toBe(
      401,
    )

    const asOwner = await t.app.inject({
      url: `/api/admin/professional-applications/${id}/document`,
      headers: owner.headers,
    })
    expect(asOwner.statusCode).toBe(200)
    expect(asOwner.rawPayload.equals(PDF)).toBe(true)
    expect(asOwner.headers['content-disposition']).toMatch(/^attachment; /)
    expect(asOwner.headers['content-security-policy']).toBe("sandbox; default-src 'none'")
    for (const headers of [staff.headers, { authorization: `Bearer ${c.token}` }, {}]) {
      const res = await t.app.inject({ url: `/api/admin/professional-applications/${id}/document`, headers })
      expect([401, 403]).toContain(res.statusCode)
    }
    const staffQueue = await t.app.inject({
      url: '/api/admin/professional-applications',
      headers: staff.headers,
    })
    expect(staffQueue.statusCode).toBe(403)

    // Never under the public media folder.
    const row = await t.db.kysely
      .selectFrom('professional_applications')
      .select('document_file')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect((await t.app.inject(`/media/${row.document_file}`)).statusCode).toBe(404)
  })
})
