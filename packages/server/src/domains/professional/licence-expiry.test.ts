import { formatDate, isoDateIn } from '@shop/shared/format'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { insertCustomer } from '../../../test/fixtures'
import { setProfessional } from '../../../test/professional-fixtures'
import { addDaysToDate } from '../../lib/clock'

let t: TestApp
let clockNow = new Date('2026-06-01T15:00:00Z')

const at = (day: string) => new Date(`${day}T15:00:00Z`)
const mails = (to: string) =>
  t.db.kysely.selectFrom('mail_outbox').select('subject').where('to_address', '=', to).orderBy('id').execute()
const lapses = (userId: number) =>
  t.db.kysely
    .selectFrom('audit_log')
    .select('id')
    .where('action', '=', 'professional.lapse')
    .where('entity_id', '=', String(userId))
    .execute()
async function run(day: string) {
  clockNow = at(day)
  return t.app.jobs.runNow('licence-expiry')
}

beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => clockNow })
})

describe('the licence expiry job', () => {
  it('mails 30 and 7 days before, then lapses the account exactly once after its last day', async () => {
    const c = await insertCustomer(t.db)
    const until = '2026-07-31'
    await setProfessional(t.db, c.id, until)
    await run('2026-06-20')
    expect(await mails(c.email)).toEqual([])

    await run(addDaysToDate(until, -30))
    await run(addDaysToDate(until, -29))
    expect((await mails(c.email)).map((m) => m.subject)).toEqual([
      `Your professional verification ends on ${formatDate(until)}`,
    ])

    await run(addDaysToDate(until, -7))
    await run(addDaysToDate(until, -3))
    expect(await mails(c.email)).toHaveLength(2)

    // The last day is still verified: nothing lapses.
    await run(until)
    expect(await lapses(c.id)).toEqual([])
    const tz = t.app.config.shop.timeZone
    expect(isoDateIn(at(until), tz)).toBe(until)

    const summary = await run(addDaysToDate(until, 1))
    expect(summary).toContain(`lapsed customers: ${c.id}`)
    await run(addDaysToDate(until, 2))
    await Promise.all([run(addDaysToDate(until, 3)), t.app.jobs.runNow('licence-expiry')])
    expect(await lapses(c.id)).toHaveLength(1)
    expect((await mails(c.email)).map((m) => m.subject)).toEqual([
      `Your professional verification ends on ${formatDate(until)}`,
      `Your professional verification ends on ${formatDate(until)}`,
      'Your professional verification has lapsed',
    ])

    // A renewal verified by staff starts the cycle again for its new date.
    const renewed = '2027-07-31'
    await setProfessional(t.db, c.id, renewed)
    await run(addDaysToDate(renewed, -7))
    expect((await mails(c.email)).at(-1)!.subject).toBe(
      `Your professional verification ends on ${formatDate(renewed)}`,
    )
    expect(await mails(c.email)).toHaveLength(4)
  })

  it('sends only the 7-day reminder to an account verified a few days before its end', async () => {
    const c = await insertCustomer(t.db)
    await setProfessional(t.db, c.id, '2026-09-10')
    await run('2026-09-05')
    await run('2026-09-06')
    expect(await mails(c.email)).toHaveLength(1)
  })
})
