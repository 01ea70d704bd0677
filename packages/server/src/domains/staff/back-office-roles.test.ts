import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { insertStaffMember } from '../../../test/staff-fixtures'
import { OWNER_ONLY } from '../../plugins/staff-auth'

/** The back-office requirements' route table: the GET rows, with the role each names. */
function documentedReads(): { path: string; role: string }[] {
  const file = path.resolve(__dirname, '../../../../../docs/requirements/back-office.md')
  return [...fs.readFileSync(file, 'utf8').matchAll(/^\| GET +\| `([^`]+)` +\| (staff|owner) +\|/gm)].map(
    (m) => ({ path: m[1]!, role: m[2]! }),
  )
}

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})

describe('the back-office requirements and the routes', () => {
  it('agree on who reads what: a staff member is refused exactly the reads documented for owners', async () => {
    const reads = documentedReads()
    expect(reads.length).toBeGreaterThan(20)
    expect(reads).toContainEqual({ path: '/audit', role: 'owner' })
    const staff = await insertStaffMember(t.db, 'staff')
    for (const { path: route, role } of reads) {
      const res = await t.app.inject({
        url: `/api/admin${route.replace(/:\w+/g, '1')}`,
        headers: staff.headers,
      })
      const refused = res.statusCode === 403 && res.json().message === OWNER_ONLY
      expect({ route, role, refused }).toEqual({ route, role, refused: role === 'owner' })
    }
  })
})
