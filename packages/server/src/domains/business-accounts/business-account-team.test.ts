import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { approvedBusinessAccount } from '../../../test/business-account-fixtures'
import { insertBrand, insertCategory, insertCustomer, insertProduct } from '../../../test/fixtures'
import { insertStaffMember } from '../../../test/staff-fixtures'

// Clinic teams (docs/decisions/0139-clinic-teams-members-roles-and-invitations.md): invitations,
// roles enforced on every call, and orders placed by members for the account.

let t: TestApp
let staff: Awaited<ReturnType<typeof insertStaffMember>>
let productId: number

type Customer = Awaited<ReturnType<typeof insertCustomer>>

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  })

/** A pickup order of `qty` units at US $10.00, paid on account. */
const onAccountBody = (qty: number, poNumber = 'PO-1') => ({
  items: [{ id: productId, qty, price: 10 }],
  subTotal: 10 * qty,
  couponDiscount: 0,
  shippingCharge: 0,
  taxAmount: 0,
  total: 10 * qty,
  pickupOrder: true,
  payOnAccount: { poNumber },
})

/** A customer with an approved account (net 30, the given limit). */
const approvedClinic = (limitCents = 100_000, practice = 'Harbour Clinic') =>
  approvedBusinessAccount(t, staff.headers, { limitCents, practice })

/** The token in the last invitation mailed to `email`. */
async function mailedToken(email: string) {
  const mail = await t.db.kysely
    .selectFrom('mail_outbox')
    .select(['text_body', 'subject'])
    .where('to_address', '=', email)
    .where('subject', 'like', 'You are invited%')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  const m = /business-account\/join\?token=([\w%-]+)/.exec(mail?.text_body ?? '')
  expect(m, 'an invitation mail with its link').toBeTruthy()
  return decodeURIComponent(m![1]!)
}

async function invite(owner: Customer, email: string, role: string) {
  const res = await call(owner.token, 'POST', '/api/customer/business-account/invitations', { email, role })
  expect(res.statusCode, res.body).toBe(201)
  return res
}

/** A new customer invited with `role` who accepts: a member of the owner's account. */
async function member(owner: Customer, role: string) {
  const c = await insertCustomer(t.db)
  await invite(owner, c.email, role)
  const res = await call(c.token, 'POST', '/api/customer/business-account/invitations/accept', {
    token: await mailedToken(c.email),
  })
  expect(res.statusCode, res.body).toBe(200)
  return c
}

const fullName = async (userId: number) => {
  const u = await t.db.kysely
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  return `${u.first_name} ${u.last_name}`
}

const auditActions = async (accountId: number) =>
  (
    await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'business_account')
      .where('entity_id', '=', String(accountId))
      .orderBy('id')
      .execute()
  ).map((r) => r.action)

beforeAll(async () => {
  t = await buildTestApp()
  staff = await insertStaffMember(t.db)
  const category = await insertCategory(t.db)
  const brand = await insertBrand(t.db)
  productId = (
    await insertProduct(t.db, {
      name: 'Nitrile Gloves (box of 100)',
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 1000,
      quantity: 10_000,
    })
  ).id
})

describe('invitations', () => {
  it('an existing customer accepts with their own login and is listed as an active member', async () => {
    const owner = await approvedClinic()
    const c = await insertCustomer(t.db)
    const invited = await invite(owner, c.email.toUpperCase(), 'buyer')
    expect(invited.json().items).toEqual([
      expect.objectContaining({ kind: 'member', role: 'owner', email: owner.email, status: 'active' }),
      expect.objectContaining({ kind: 'invitation', role: 'buyer', email: c.email, status: 'invited' }),
    ])
    // Only the token's hash is kept.
    const token = await mailedToken(c.email)
    const stored = await t.db.kysely.selectFrom('business_account_invitations').select('token_hash').execute()
    expect(stored.map((s) => s.token_hash)).not.toContain(token)

    const accepted = await call(c.token, 'POST', '/api/customer/business-account/invitations/accept', {
      token,
    })
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toEqual({ practice_name: 'Harbour Clinic', role: 'buyer' })

    const team = await call(owner.token, 'GET', '/api/customer/business-account/members')
    expect(team.json().items).toEqual([
      expect.objectContaining({ role: 'owner' }),
      expect.objectContaining({
        kind: 'member',
        id: c.id,
        role: 'buyer',
        status: 'active',
        last_order_no: null,
      }),
    ])
    const mine = await call(c.token, 'GET', '/api/customer/business-account')
    expect(mine.json()).toMatchObject({ role: 'buyer', account: { practice_name: 'Harbour Clinic' } })
    expect(await auditActions(owner.accountId)).toEqual(
      expect.arrayContaining(['business_account.invite', 'business_account.member_join']),
    )
  })

  it('a new person registers and then accepts', async () => {
    const owner = await approvedClinic()
    await invite(owner, 'new.nurse@clinic.example', 'finance')
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: {
        first_name: 'Nia',
        last_name: 'Nurse',
        email: 'new.nurse@clinic.example',
        phone: '4415550199',
        address: '2 Front St',
        city: 'Hamilton',
        zipcode: 'HM 12',
        country: 'Bermuda',
        password: 'Correct-Horse-42',
        confirm_password: 'Correct-Horse-42',
      },
    })
    expect(reg.statusCode, reg.body).toBeLessThan(300)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: 'new.nurse@clinic.example', password: 'Correct-Horse-42' },
    })
    const token = login.json()._token as string
    const res = await call(token, 'POST', '/api/customer/business-account/invitations/accept', {
      token: await mailedToken('new.nurse@clinic.example'),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().role).toBe('finance')
  })

  it('a used token, an unknown one, a cancelled one and one for another address are refused', async () => {
    const owner = await approvedClinic()
    const c = await insertCustomer(t.db)
    await invite(owner, c.email, 'buyer')
    const token = await mailedToken(c.email)
    const accept = (who: Customer, tok: string) =>
      call(who.token, 'POST', '/api/customer/business-account/invitations/accept', { token: tok })

    const stranger = await insertCustomer(t.db)
    const wrongPerson = await accept(stranger, token)
    expect(wrongPerson.statusCode).toBe(403)
    expect(wrongPerson.json().message).toContain(c.email)

    expect((await accept(c, token)).statusCode).toBe(200)
    const again = await accept(c, token)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      message: 'This invitation has already been used.',
      errors: { token: ['This invitation has already been used.'] },
    })
    expect((await accept(c, 'not-a-token')).statusCode).toBe(404)

    const d = await insertCustomer(t.db)
    const inv = await invite(owner, d.email, 'finance')
    const invitationId = inv.json().items.find((i: { email: string }) => i.email === d.email).id
    const cancelled = await call(
      owner.token,
      'DELETE',
      `/api/customer/business-account/invitations/${invitationId}`,
    )
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().items.some((i: { email: string }) => i.email === d.email)).toBe(false)
    expect((await accept(d, await mailedToken(d.email))).statusCode).toBe(404)
    expect(await auditActions(owner.accountId)).toContain('business_account.invitation_cancel')
  })

  it('two accepts of one link at once make one member', async () => {
    const owner = await approvedClinic()
    const c = await insertCustomer(t.db)
    await invite(owner, c.email, 'buyer')
    const token = await mailedToken(c.email)
    const answers = await Promise.all(
      [1, 2].map(() => call(c.token, 'POST', '/api/customer/business-account/invitations/accept', { token })),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const rows = await t.db.kysely
      .selectFrom('business_account_members')
      .select('id')
      .where('user_id', '=', c.id)
      .execute()
    expect(rows).toHaveLength(1)
  })

  it('an expired token is refused, and a resent link works while the old one does not', async () => {
    const owner = await approvedClinic()
    const c = await insertCustomer(t.db)
    const inv = await invite(owner, c.email, 'buyer')
    const id = inv.json().items.find((i: { email: string }) => i.email === c.email).id as number
    const old = await mailedToken(c.email)
    await t.db.kysely
      .updateTable('business_account_invitations')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', id)
      .execute()
    const listed = await call(owner.token, 'GET', '/api/customer/business-account/members')
    expect(
      listed.json().items.find((i: { id: number; kind: string }) => i.kind === 'invitation' && i.id === id),
    ).toMatchObject({ status: 'expired' })
    const expired = await call(c.token, 'POST', '/api/customer/business-account/invitations/accept', {
      token: old,
    })
    expect(expired.statusCode).toBe(410)
    expect(expired.json().errors.token[0]).toMatch(/expired/)

    const resent = await call(owner.token, 'POST', `/api/customer/business-account/invitations/${id}/resend`)
    expect(resent.statusCode).toBe(200)
    const fresh = await mailedToken(c.email)
    expect(fresh).not.toBe(old)
    const stale = await call(c.token, 'POST', '/api/customer/business-account/invitations/accept', {
      token: old,
    })
    expect(stale.statusCode).toBe(404)
    const ok = await call(c.token, 'POST', '/api/customer/business-account/invitations/accept', {
      token: fresh,
    })
    expect(ok.statusCode).toBe(200)
    expect(await auditActions(owner.accountId)).toContain('business_account.invitation_resend')
  })

  it('refuses a bad invitation naming the field, the owner themself, and a person already on a team', async () => {
    const owner = await approvedClinic()
    const bad = await call(owner.token, 'POST', '/api/customer/business-account/invitations', {
      email: 'not-an-address',
      role: 'buyer',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors.email).toBeTruthy()
    const badRole = await call(owner.token, 'POST', '/api/customer/business-account/invitations', {
      email: 'x@clinic.example',
      role: 'owner',
    })
    expect(badRole.statusCode).toBe(400)
    expect(badRole.json().errors.role).toBeTruthy()
    const self = await call(owner.token, 'POST', '/api/customer/business-account/invitations', {
      email: owner.email,
      role: 'buyer',
    })
    expect(self.statusCode).toBe(409)

    // A member of one account cannot join a second one, nor an owner another's.
    const buyer = await member(owner, 'buyer')
    const other = await approvedClinic(100_000, 'Reef Practice')
    await invite(other, buyer.email, 'buyer')
    const second = await call(buyer.token, 'POST', '/api/customer/business-account/invitations/accept', {
      token: await mailedToken(buyer.email),
    })
    expect(second.statusCode).toBe(409)
    await invite(other, owner.email, 'buyer')
    const ownerJoining = await call(
      owner.token,
      'POST',
      '/api/customer/business-account/invitations/accept',
      {
        token: await mailedToken(owner.email),
      },
    )
    expect(ownerJoining.statusCode).toBe(409)
  })
})

describe('roles on every call', () => {
  it('a Finance member gets 403 on checkout on account, and reads invoices and the statement', async () => {
    const owner = await approvedClinic()
    const finance = await member(owner, 'finance')
    const res = await call(finance.token, 'POST', '/api/checkout/payment', onAccountBody(1))
    expect(res.statusCode).toBe(403)
    expect(res.json().errors.payOnAccount).toEqual([
      'Your role does not let you order for the business account.',
    ])
    const orders = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', finance.id)
      .execute()
    expect(orders).toEqual([])

    const read = await call(finance.token, 'GET', '/api/customer/business-account')
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({ role: 'finance', statement: expect.any(Object) })
    const csv = await call(finance.token, 'GET', '/api/customer/business-account/statement.csv')
    expect(csv.statusCode).toBe(200)
  })

  it("a Buyer's order is the account's: its invoice, its credit, and who ordered on it", async () => {
    const owner = await approvedClinic(5_000)
    const buyer = await member(owner, 'buyer')
    const res = await call(buyer.token, 'POST', '/api/checkout/payment', onAccountBody(3, 'PO-77'))
    expect(res.statusCode, res.body).toBe(200)
    const orderNo = res.json().data.orderNumber as string

    const books = await call(owner.token, 'GET', '/api/customer/business-account')
    const b = books.json()
    expect(b.invoices).toEqual([
      expect.objectContaining({
        order_no: orderNo,
        amount_cents: 3000,
        po_number: 'PO-77',
        ordered_by: await fullName(buyer.id),
      }),
    ])
    expect(b.account.credit_available_cents).toBe(2000)

    // The Buyer sees the credit left, not the account's books.
    const own = await call(buyer.token, 'GET', '/api/customer/business-account')
    expect(own.json()).toMatchObject({ role: 'buyer', invoices: [], statement: null })
    expect(own.json().account.credit_available_cents).toBe(2000)
    expect((await call(buyer.token, 'GET', '/api/customer/business-account/statement.csv')).statusCode).toBe(
      403,
    )

    // The account's limit holds over the whole team.
    const over = await call(buyer.token, 'POST', '/api/checkout/payment', onAccountBody(3))
    expect(over.statusCode).toBe(422)

    const team = await call(owner.token, 'GET', '/api/customer/business-account/members')
    expect(team.json().items.find((m: { id: number }) => m.id === buyer.id)).toMatchObject({
      last_order_no: orderNo,
    })
    // The back office's account shows its members.
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/business-accounts/${owner.accountId}`,
      headers: staff.headers,
    })
    expect(admin.json().members).toEqual([
      expect.objectContaining({ role: 'owner', email: owner.email }),
      expect.objectContaining({ role: 'buyer', email: buyer.email, last_order_no: orderNo }),
    ])
    const issued = await t.db.kysely
      .selectFrom('audit_log')
      .select('after_json')
      .where('action', '=', 'account_invoice.issue')
      .where('after_json', 'like', `%${orderNo}%`)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(issued.after_json!)).toMatchObject({ ordered_by_user_id: buyer.id })
  })

  it("only the owner manages the team: every team route refuses a member's call", async () => {
    const owner = await approvedClinic()
    const approver = await member(owner, 'approver')
    const buyer = await member(owner, 'buyer')
    const inv = await invite(owner, 'later@clinic.example', 'buyer')
    const invitationId = inv
      .json()
      .items.find((i: { email: string }) => i.email === 'later@clinic.example').id
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['GET', '/api/customer/business-account/members'],
      ['POST', '/api/customer/business-account/invitations', { email: 'x@clinic.example', role: 'buyer' }],
      ['POST', `/api/customer/business-account/invitations/${invitationId}/resend`],
      ['DELETE', `/api/customer/business-account/invitations/${invitationId}`],
      ['PUT', `/api/customer/business-account/members/${buyer.id}`, { role: 'finance' }],
      ['DELETE', `/api/customer/business-account/members/${buyer.id}`],
    ]
    for (const [method, url, body] of routes) {
      for (const who of [approver, buyer]) {
        const res = await call(who.token, method, url, body)
        expect(res.statusCode, `${method} ${url}`).toBe(403)
      }
      // Someone on no account: 404, no account to act on.
      const nobody = await insertCustomer(t.db)
      expect((await call(nobody.token, method, url, body)).statusCode, `${method} ${url}`).toBe(404)
    }
    const team = await call(owner.token, 'GET', '/api/customer/business-account/members')
    expect(team.json().items.find((m: { id: number }) => m.id === buyer.id)).toMatchObject({ role: 'buyer' })
  })

  it('a member cannot act on another account: its members and invitations are not found', async () => {
    const a = await approvedClinic()
    const b = await approvedClinic(100_000, 'Reef Practice')
    const bBuyer = await member(b, 'buyer')
    const inv = await invite(b, 'someone@reef.example', 'buyer')
    const bInvitation = inv.json().items.find((i: { email: string }) => i.email === 'someone@reef.example').id
    expect(
      (await call(a.token, 'PUT', `/api/customer/business-account/members/${bBuyer.id}`, { role: 'finance' }))
        .statusCode,
    ).toBe(404)
    expect(
      (await call(a.token, 'DELETE', `/api/customer/business-account/members/${bBuyer.id}`)).statusCode,
    ).toBe(404)
    expect(
      (await call(a.token, 'DELETE', `/api/customer/business-account/invitations/${bInvitation}`)).statusCode,
    ).toBe(404)
    expect(
      (await call(a.token, 'POST', `/api/customer/business-account/invitations/${bInvitation}/resend`))
        .statusCode,
    ).toBe(404)
    // B's Buyer orders on B's account only: A's invoices are untouched.
    const res = await call(bBuyer.token, 'POST', '/api/checkout/payment', onAccountBody(1))
    expect(res.statusCode).toBe(200)
    expect((await call(a.token, 'GET', '/api/customer/business-account')).json().invoices).toEqual([])
    expect((await call(b.token, 'GET', '/api/customer/business-account')).json().invoices).toHaveLength(1)
  })

  it('the owner changes a role, and a removed member is refused on their next call', async () => {
    const owner = await approvedClinic()
    const buyer = await member(owner, 'buyer')
    const changed = await call(owner.token, 'PUT', `/api/customer/business-account/members/${buyer.id}`, {
      role: 'finance',
    })
    expect(changed.statusCode).toBe(200)
    expect((await call(buyer.token, 'POST', '/api/checkout/payment', onAccountBody(1))).statusCode).toBe(403)
    await call(owner.token, 'PUT', `/api/customer/business-account/members/${buyer.id}`, { role: 'buyer' })
    expect((await call(buyer.token, 'POST', '/api/checkout/payment', onAccountBody(1))).statusCode).toBe(200)

    const removed = await call(owner.token, 'DELETE', `/api/customer/business-account/members/${buyer.id}`)
    expect(removed.statusCode).toBe(200)
    expect(
      removed.json().items.map((m: { id: number; kind: string }) => m.kind === 'member' && m.id),
    ).not.toContain(buyer.id)
    const next = await call(buyer.token, 'POST', '/api/checkout/payment', onAccountBody(1))
    expect(next.statusCode).toBe(422)
    expect(next.json().errors.payOnAccount).toBeTruthy()
    expect((await call(buyer.token, 'GET', '/api/customer/business-account')).json()).toMatchObject({
      account: null,
      role: null,
    })
    // Their own login and the order they placed stay theirs.
    const orders = await call(buyer.token, 'GET', '/api/customer/get-orders?page=1')
    expect(orders.statusCode).toBe(200)
    expect(orders.json().total).toBe(1)
    expect(await auditActions(owner.accountId)).toEqual(
      expect.arrayContaining(['business_account.member_role', 'business_account.member_remove']),
    )
  })
})
