import { describe, expect, it } from 'vitest'
import { parse } from 'csv-parse/sync'
import { buildTestApp } from '../../test/helper'
import { insertStaffMember } from '../../test/staff-fixtures'
import { AUDIT_CSV_COLUMNS, recordAudit } from './audit'

const { app, db } = await buildTestApp()
const staff = await insertStaffMember(db, 'staff')
const owner = await insertStaffMember(db, 'owner')

const exportOf = (query: string, headers = owner.headers) =>
  app.inject({ method: 'GET', url: `/api/admin/audit/export.csv${query}`, headers })

describe('the audit log export', () => {
  it("writes every entry the log's filters keep, all pages, oldest first, before and after as JSON", async () => {
    for (let i = 0; i < 1_050; i += 1) {
      await recordAudit(
        db.kysely,
        { id: owner.id, email: owner.email },
        {
          action: i % 2 ? 'product.update' : 'coupon.update',
          entity: i % 2 ? 'product' : 'coupon',
          entityId: i,
          before: { price: i },
          after: { price: i + 1, password_hash: 'never written' },
        },
      )
    }
    const all = await exportOf('?per_page=5')
    expect(all.statusCode).toBe(200)
    expect(all.headers['content-disposition']).toContain('audit-log.csv')
    const rows = parse(all.body, { columns: true }) as Record<string, string>[]
    expect(rows.length).toBeGreaterThanOrEqual(1_050)
    expect(Object.keys(rows[0]!)).toEqual([...AUDIT_CSV_COLUMNS])
    const ids = rows.map((r) => Number(r.id))
    expect(ids).toEqual([...ids].sort((a, b) => a - b))

    const products = parse((await exportOf('?entity=product')).body, { columns: true }) as Record<
      string,
      string
    >[]
    expect(products).toHaveLength(525)
    expect(products[0]).toMatchObject({
      action: 'product.update',
      entity_id: '1',
      staff_email: owner.email,
      before: '{"price":1}',
      after: '{"price":2}',
    })
  })

  it("is the owner's, as the log is: a staff member is refused", async () => {
    const res = await exportOf('', staff.headers)
    expect(res.statusCode).toBe(403)
  })
})
