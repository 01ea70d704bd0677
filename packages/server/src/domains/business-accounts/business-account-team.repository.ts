import type { Insertable } from 'kysely'
import type { DbHandle } from '../../db/connect'
import type { BusinessAccountInvitationsTable } from '../../db/schema'

/** The member row of a person, with the account it belongs to; undefined for a person on no team. */
export function findMembership(k: DbHandle, userId: number) {
  return k
    .selectFrom('business_account_members')
    .select(['id', 'account_id', 'user_id', 'role'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

/** The last order each of these people placed on the account (its invoice), by user id. */
function lastOrders(k: DbHandle, accountId: number) {
  return k
    .selectFrom('account_invoices as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['o.user_id', 'o.order_no', 'o.created_at'])
    .where('i.account_id', '=', accountId)
    .where(({ eb, selectFrom }) =>
      eb(
        'i.id',
        '=',
        selectFrom('account_invoices as i2')
          .innerJoin('orders as o2', 'o2.id', 'i2.order_id')
          .select((e) => e.fn.max('i2.id').as('m'))
          .where('i2.account_id', '=', accountId)
          .whereRef('o2.user_id', '=', 'o.user_id'),
      ),
    )
}

/** The account's members (not its owner) with their names and e-mails, oldest first. */
export function findMembers(k: DbHandle, accountId: number) {
  return k
    .selectFrom('business_account_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'm.role', 'm.created_at', 'u.first_name', 'u.last_name', 'u.email'])
    .where('m.account_id', '=', accountId)
    .orderBy('m.id')
    .execute()
}

/** The last order on the account of each person who ordered on it. */
export function findLastOrders(k: DbHandle, accountId: number) {
  return lastOrders(k, accountId).execute()
}

/** Invitations neither accepted nor cancelled (waiting or expired), newest first. */
export function findOpenInvitations(k: DbHandle, accountId: number) {
  return k
    .selectFrom('business_account_invitations')
    .select(['id', 'email', 'role', 'expires_at', 'created_at'])
    .where('account_id', '=', accountId)
    .where('accepted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .orderBy('id', 'desc')
    .execute()
}

export function findInvitation(k: DbHandle, accountId: number, id: number) {
  return k
    .selectFrom('business_account_invitations')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst()
}

export function findInvitationByTokenHash(k: DbHandle, tokenHash: string) {
  return k
    .selectFrom('business_account_invitations as i')
    .innerJoin('business_accounts as a', 'a.id', 'i.account_id')
    .select([
      'i.id',
      'i.account_id',
      'i.email',
      'i.role',
      'i.expires_at',
      'i.accepted_at',
      'i.cancelled_at',
      'a.practice_name',
      'a.user_id as owner_id',
    ])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst()
}

export async function insertInvitation(k: DbHandle, values: Insertable<BusinessAccountInvitationsTable>) {
  const row = await k
    .insertInto('business_account_invitations')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Guarded moves of an invitation still open (neither accepted nor cancelled): false when it was not. */
async function updateOpenInvitation(
  k: DbHandle,
  id: number,
  values: Partial<Insertable<BusinessAccountInvitationsTable>>,
  alsoUnexpiredAt?: string,
) {
  let q = k
    .updateTable('business_account_invitations')
    .set(values)
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('cancelled_at', 'is', null)
  if (alsoUnexpiredAt) q = q.where('expires_at', '>', alsoUnexpiredAt)
  const r = await q.executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

/** Uses the invitation once: only while it is open and before its expiry, so two accepts make one member. */
export function claimInvitation(k: DbHandle, id: number, userId: number, now: string) {
  return updateOpenInvitation(k, id, { accepted_at: now, accepted_by: userId, updated_at: now }, now)
}

/** A new link (token and expiry) for an open invitation: the older link stops working. */
export function renewInvitation(k: DbHandle, id: number, tokenHash: string, expiresAt: string, now: string) {
  return updateOpenInvitation(k, id, { token_hash: tokenHash, expires_at: expiresAt, updated_at: now })
}

export function cancelInvitation(k: DbHandle, id: number, now: string) {
  return updateOpenInvitation(k, id, { cancelled_at: now, updated_at: now })
}

export async function insertMember(
  k: DbHandle,
  m: { account_id: number; user_id: number; role: string; invitation_id: number; now: string },
) {
  await k
    .insertInto('business_account_members')
    .values({
      account_id: m.account_id,
      user_id: m.user_id,
      role: m.role,
      invitation_id: m.invitation_id,
      order_limit_cents: null,
      monthly_limit_cents: null,
      created_at: m.now,
      updated_at: m.now,
    })
    .execute()
}

export function findMember(k: DbHandle, accountId: number, userId: number) {
  return k
    .selectFrom('business_account_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.user_id', 'm.role', 'u.email'])
    .where('m.account_id', '=', accountId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst()
}

/** Changes a member's role only while it is still `from`: false when it changed meanwhile. */
export async function updateMemberRole(
  k: DbHandle,
  accountId: number,
  userId: number,
  from: string,
  role: string,
  now: string,
) {
  const r = await k
    .updateTable('business_account_members')
    .set({ role, updated_at: now })
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .where('role', '=', from)
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

export async function deleteMember(k: DbHandle, accountId: number, userId: number) {
  const r = await k
    .deleteFrom('business_account_members')
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(r.numDeletedRows) === 1
}

/** The open invitation of an e-mail on an account, if any (one at a time per address). */
export function findOpenInvitationFor(k: DbHandle, accountId: number, email: string, now: string) {
  return k
    .selectFrom('business_account_invitations')
    .select(['id'])
    .where('account_id', '=', accountId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
}

/** A person's id by e-mail (lower-cased), to tell an invited address that is already on the team. */
export function findUserIdByEmail(k: DbHandle, email: string) {
  return k.selectFrom('users').select(['id']).where('email', '=', email).executeTakeFirst()
}
