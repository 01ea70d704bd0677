import { isoDateIn } from '@shop/shared/format'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertCustomer } from '../../../test/fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { insertStaffMember } from '../../../test/staff-fixtures'
import { addDaysToDate } from '../../lib/clock'
import { documentName } from './licence-document'

let t: TestApp
let owner: Awaited<ReturnType<typeof insertStaffMember>>

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20), Buffer.from('%%EOF\n')])

beforeAll(async () => {
  t = await buildTestApp()
  owner = await insertStaffMember(t.db, 'owner')
})

/**
 * An application whose document is sent under `filename`, given as the browser would for any
 * character (RFC 5987, `filename*=UTF-8''…`), so control characters reach the server as sent.
 * (A name with a line break never does: the multipart reader drops such a part.)
 */
function apply(token: string, filename: string) {
  const boundary = `----pro${Date.now()}`
  const fields = {
    profession: 'Registered nurse',
    licence_number: 'BNC-12345',
    issuing_body: 'Bermuda Nursing Council',
    country: 'Bermuda',
    licence_expiry: addDaysToDate(isoDateIn(new Date(), t.app.config.shop.timeZone), 365),
    practice_name: 'Harbour Aesthetics',
    practice_address: '12 Reid St, Hamilton HM11',
  }
  const parts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  )
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="document"; ` +
        `filename*=UTF-8''${encodeURIComponent(filename)}\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  return t.app.inject({
    method: 'POST',
    url: '/api/customer/professional/applications',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat(parts),
  })
}

describe("a licence document's file name", () => {
  it('is kept without its control characters, NUL included, and shown so in the back office', async () => {
    const c = await insertCustomer(t.db)
    const res = await apply(c.token, 'nurse\u0000 licence\u001b[2J\t\u0085.pdf\u007f')
    expect(res.statusCode).toBe(201)
    expect(res.json().document_name).toBe('nurse licence[2J.pdf')
    const queue = await t.app.inject({
      url: '/api/admin/professional-applications?status=pending',
      headers: owner.headers,
    })
    const listed = queue.json().items.find((a: { id: number }) => a.id === res.json().id)
    expect(listed.document_name).toBe('nurse licence[2J.pdf')
  })

  it('falls back to licence.pdf when nothing but control characters was sent', async () => {
    const c = await insertCustomer(t.db)
    const res = await apply(c.token, '\u0000\u0007\u0000')
    expect(res.statusCode).toBe(201)
    expect(res.json().document_name).toBe('licence.pdf')
  })
})

describe('documentName', () => {
  it('keeps a clean name, cuts it to 200 characters (never inside a character) and names a blank one', () => {
    expect(documentName('Licence – Dr. Ödön.pdf', 'pdf')).toBe('Licence – Dr. Ödön.pdf')
    expect(documentName(`${'😀'.repeat(250)}.png`, 'png')).toBe('😀'.repeat(200))
    expect(documentName('  \t ', 'jpg')).toBe('licence.jpg')
  })
})
