import { API_ERROR_CODES } from '@shop/shared/api-error'
import { describe, expect, it } from 'vitest'
import { runShopCommand } from '../../cli/shop-commands'
import { serviceContext } from '../../lib/service-context'
import { buildTestApp } from '../../../test/helper'
import { insertStaffMember } from '../../../test/staff-fixtures'

const { app, db } = await buildTestApp()
const owner = await insertStaffMember(db, 'owner')

async function auditCount() {
  const row = await db.kysely
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

describe('staff accounts', () => {
  it('the command line makes the first owner, who signs in at /api/admin/login', async () => {
    const lines: string[] = []
    await runShopCommand(
      serviceContext(app),
      ['staff', 'add', 'Boss@Shop.bm', '--role', 'owner', '--password', 'Owner-Pass-2026'],
      (l) => lines.push(l),
    )
    expect(lines[0]).toContain('boss@shop.bm (owner) created')
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'boss@shop.bm', password: 'Owner-Pass-2026' },
    })
    expect(login.statusCode).toBe(200)
    const { token, staff } = login.json<{ token: string; staff: { role: string } }>()
    expect(staff.role).toBe('owner')
    const me = await app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(me.json()).toMatchObject({ staff: { email: 'boss@shop.bm' } })
    // A staff token is no customer's: the customer login's token table never holds it.
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'boss@shop.bm', password: 'wrong-password' },
    })
    expect(wrong.statusCode).toBe(401)
  })

  it('staff add without --password prints a one-time password the member must replace first', async () => {
    const lines: string[] = []
    await runShopCommand(serviceContext(app), ['staff', 'add', 'new-owner@shop.bm', '--role', 'owner'], (l) =>
      lines.push(l),
    )
    const password = lines
      .find((l) => l.startsWith('One-time password: '))!
      .slice('One-time password: '.length)
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'new-owner@shop.bm', password },
    })
    expect(login.statusCode).toBe(200)
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` }
    const orders = await app.inject({ method: 'GET', url: '/api/admin/orders', headers })
    expect(orders.statusCode).toBe(403)
    expect(orders.json()).toMatchObject({ code: API_ERROR_CODES.passwordChangeRequired })
  })

  it('staff reset prints a one-time password and ends the sessions', async () => {
    const lines: string[] = []
    await runShopCommand(serviceContext(app), ['staff', 'reset', 'boss@shop.bm'], (l) => lines.push(l))
    const password = lines
      .find((l) => l.startsWith('One-time password: '))!
      .slice('One-time password: '.length)
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'boss@shop.bm', password },
    })
    expect(login.statusCode).toBe(200)
  })

  it('each staff change writes exactly one audit entry with before and after', async () => {
    let before = await auditCount()
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: owner.headers,
      payload: { email: 'clerk@shop.bm', name: 'Clerk', role: 'staff', password: 'Clerk-Pass-2026' },
    })
    expect(created.statusCode).toBe(201)
    expect(await auditCount()).toBe(before + 1)
    const id = created.json<{ staff: { id: number } }>().staff.id

    before = await auditCount()
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${id}`,
      headers: owner.headers,
      payload: { name: 'Head Clerk' },
    })
    expect(renamed.statusCode).toBe(200)
    expect(await auditCount()).toBe(before + 1)

    const audit = await app.inject({
      method: 'GET',
      url: `/api/admin/audit?entity=staff&entity_id=${id}&sort=created_at&dir=desc`,
      headers: owner.headers,
    })
    const entries = audit.json<{
      items: { action: string; staff_email: string; before: { name: string }; after: { name: string } }[]
    }>().items
    expect(entries[0]).toMatchObject({
      action: 'staff.update',
      staff_email: owner.email,
      before: { name: 'Clerk' },
      after: { name: 'Head Clerk' },
    })
    expect(JSON.stringify(entries)).not.toContain('password_hash')

    before = await auditCount()
    const settings = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: owner.headers,
      payload: { refund_owner_over_cents: 20000, low_stock_threshold: 5, default_min_shelf_life_days: 180 },
    })
    expect(settings.statusCode).toBe(200)
    expect(await auditCount()).toBe(before + 1)
  })

  it('a member given a one-time password must choose their own before anything else (server-side), audited', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: owner.headers,
      payload: { email: 'new.hire@shop.bm', name: 'New Hire', role: 'staff', password: 'Given-Pass-2026' },
    })
    expect(created.json()).toMatchObject({ staff: { must_change_password: true } })
    const id = created.json<{ staff: { id: number } }>().staff.id
    const signIn = async (password: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: 'new.hire@shop.bm', password },
      })
      expect(res.statusCode).toBe(200)
      return res.json<{ token: string; staff: { must_change_password: boolean } }>()
    }
    const first = await signIn('Given-Pass-2026')
    expect(first.staff.must_change_password).toBe(true)
    const as = (token: string) => ({ authorization: `Bearer ${token}` })

    // Every other call is refused until then, whatever the screen shows.
    for (const url of ['/api/admin/orders', '/api/admin/dashboard', '/api/admin/pre-orders']) {
      const refused = await app.inject({ url, headers: as(first.token) })
      expect(refused.statusCode, url).toBe(403)
      expect(refused.json()).toMatchObject({
        message: 'Choose your own password before anything else.',
        code: 'password_change_required',
      })
    }
    expect((await app.inject({ url: '/api/admin/me', headers: as(first.token) })).json()).toMatchObject({
      staff: { must_change_password: true },
    })

    const choose = (body: object) =>
      app.inject({ method: 'POST', url: '/api/admin/me/password', headers: as(first.token), payload: body })
    const wrong = await choose({ current_password: 'not-it-at-all', password: 'My-Own-Pass-2026' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toHaveProperty('errors.current_password')
    const same = await choose({ current_password: 'Given-Pass-2026', password: 'Given-Pass-2026' })
    expect(same.statusCode).toBe(400)
    expect(same.json()).toHaveProperty('errors.password')
    const chosen = await choose({ current_password: 'Given-Pass-2026', password: 'My-Own-Pass-2026' })
    expect(chosen.statusCode, chosen.body).toBe(200)
    expect(chosen.json()).toMatchObject({ staff: { must_change_password: false } })
    expect((await app.inject({ url: '/api/admin/orders', headers: as(first.token) })).statusCode).toBe(200)
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['action', 'staff_email'])
      .where('entity', '=', 'staff')
      .where('entity_id', '=', String(id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(audit).toEqual({ action: 'staff.password_change', staff_email: 'new.hire@shop.bm' })
    expect((await signIn('My-Own-Pass-2026')).staff.must_change_password).toBe(false)

    // An owner's reset is a one-time password again.
    const reset = await app.inject({
      method: 'POST',
      url: `/api/admin/staff/${id}/password`,
      headers: owner.headers,
      payload: { password: 'Reset-Pass-2026' },
    })
    expect(reset.statusCode).toBe(200)
    const again = await signIn('Reset-Pass-2026')
    expect(again.staff.must_change_password).toBe(true)
    expect((await app.inject({ url: '/api/admin/orders', headers: as(again.token) })).statusCode).toBe(403)
  })

  it('the last active owner cannot be demoted', async () => {
    await db.kysely
      .updateTable('staff')
      .set({ active: 0 })
      .where('role', '=', 'owner')
      .where('id', '!=', owner.id)
      .execute()
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${owner.id}`,
      headers: owner.headers,
      payload: { role: 'staff' },
    })
    expect(res.statusCode).toBe(409)
  })

  it('bad input names the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: owner.headers,
      payload: { email: 'nope', name: '', role: 'boss', password: 'x' },
    })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(
      expect.arrayContaining(['email', 'role']),
    )
  })
})
