import { expect } from 'vitest'
import { insertCustomer } from './fixtures'
import type { TestApp } from './helper'

/**
 * A customer whose business account staff approved (net 30, the given credit limit), through the
 * shop's own calls: the application, then the approval.
 */
export async function approvedBusinessAccount(
  t: TestApp,
  staffHeaders: Record<string, string>,
  { limitCents = 100_000, practice = 'Harbour Clinic' }: { limitCents?: number; practice?: string } = {},
) {
  const c = await insertCustomer(t.db)
  const applied = await t.app.inject({
    method: 'POST',
    url: '/api/customer/business-account',
    headers: { authorization: `Bearer ${c.token}` },
    payload: {
      practice_name: practice,
      billing_email: 'accounts@harbour.example',
      billing_address: '1 Reid St, Hamilton',
    },
  })
  expect(applied.statusCode, applied.body).toBe(201)
  const { id } = await t.db.kysely
    .selectFrom('business_accounts')
    .select('id')
    .where('user_id', '=', c.id)
    .executeTakeFirstOrThrow()
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/admin/business-accounts/${id}/approve`,
    headers: staffHeaders,
    payload: { terms_days: 30, credit_limit_cents: limitCents, po_required: false },
  })
  expect(approved.statusCode, approved.body).toBe(200)
  return { ...c, accountId: id }
}
