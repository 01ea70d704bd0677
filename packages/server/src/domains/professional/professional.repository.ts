import type { Insertable, Updateable } from 'kysely'
import type { DbHandle } from '../../db/connect'
import type { ProfessionalAccountsTable, ProfessionalApplicationsTable } from '../../db/schema'

/** The customer's professional verification, or undefined when never verified. */
export function findAccount(k: DbHandle, userId: number) {
  return k.selectFrom('professional_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

/** Of these products, the professional-only ones (id order). */
export function findProfessionalProducts(k: DbHandle, productIds: readonly number[]) {
  if (!productIds.length) return Promise.resolve([])
  return k
    .selectFrom('products')
    .select(['id', 'product_name', 'professional_label'])
    .where('id', 'in', [...productIds])
    .where('professional_only', '=', 1)
    .orderBy('id')
    .execute()
}

export function findUser(k: DbHandle, userId: number) {
  return k
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst()
}

export function findApplication(k: DbHandle, id: number) {
  return k.selectFrom('professional_applications').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findLatestApplication(k: DbHandle, userId: number) {
  return k
    .selectFrom('professional_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export async function insertApplication(k: DbHandle, values: Insertable<ProfessionalApplicationsTable>) {
  const row = await k
    .insertInto('professional_applications')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateApplication(
  k: DbHandle,
  id: number,
  values: Updateable<ProfessionalApplicationsTable>,
) {
  await k.updateTable('professional_applications').set(values).where('id', '=', id).execute()
}

/** Changes an application only if it still has `status`; false when someone moved it first. */
export async function updateApplicationIf(
  k: DbHandle,
  id: number,
  status: string,
  values: Updateable<ProfessionalApplicationsTable>,
) {
  const r = await k
    .updateTable('professional_applications')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', status)
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

function adminApplicationsQuery(k: DbHandle) {
  return k
    .selectFrom('professional_applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .selectAll('a')
    .select(['u.first_name', 'u.last_name', 'u.email'])
}

export function findAdminApplications(k: DbHandle, status?: string) {
  let q = adminApplicationsQuery(k)
  if (status) q = q.where('a.status', '=', status)
  // The oldest waiting first: a queue.
  return q
    .orderBy('a.updated_at', status === 'pending' ? 'asc' : 'desc')
    .orderBy('a.id')
    .limit(200)
    .execute()
}

export function findAdminApplication(k: DbHandle, id: number) {
  return adminApplicationsQuery(k).where('a.id', '=', id).executeTakeFirst()
}

/** Writes the customer's verification (one row per customer). */
export async function saveAccount(k: DbHandle, values: Insertable<ProfessionalAccountsTable>) {
  const existing = await findAccount(k, values.user_id)
  if (existing)
    await k.updateTable('professional_accounts').set(values).where('user_id', '=', values.user_id).execute()
  else await k.insertInto('professional_accounts').values(values).execute()
}

export async function updateAccount(
  k: DbHandle,
  userId: number,
  values: Updateable<ProfessionalAccountsTable>,
) {
  await k.updateTable('professional_accounts').set(values).where('user_id', '=', userId).execute()
}
