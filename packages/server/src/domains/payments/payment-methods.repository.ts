import type { DbHandle } from '../../db/connect'

// A customer's saved cards: every query names the customer, so one never reads another's.

const columns = [
  'id',
  'user_id',
  'provider',
  'token',
  'card_brand',
  'card_last4',
  'card_expiry',
  'is_default',
  'created_at',
] as const

export function listForUser(k: DbHandle, userId: number, provider: string) {
  return k
    .selectFrom('payment_methods')
    .select(columns)
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export function findForUser(k: DbHandle, userId: number, id: number) {
  return k
    .selectFrom('payment_methods')
    .select(columns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

export function findByToken(k: DbHandle, provider: string, token: string) {
  return k
    .selectFrom('payment_methods')
    .select(columns)
    .where('provider', '=', provider)
    .where('token', '=', token)
    .executeTakeFirst()
}

export async function hasDefault(k: DbHandle, userId: number) {
  const row = await k
    .selectFrom('payment_methods')
    .select('id')
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .executeTakeFirst()
  return Boolean(row)
}

export async function insert(
  k: DbHandle,
  values: {
    user_id: number
    provider: string
    token: string
    card_brand: string | null
    card_last4: string | null
    card_expiry: string | null
    is_default: number
    created_at: string
  },
) {
  await k
    .insertInto('payment_methods')
    .values(values)
    .onConflict((oc) => oc.columns(['provider', 'token']).doNothing())
    .execute()
  return (await findByToken(k, values.provider, values.token))!
}

/** Makes one card the customer's default and every other of theirs not. */
export async function setDefault(k: DbHandle, userId: number, id: number) {
  await k
    .updateTable('payment_methods')
    .set((eb) => ({ is_default: eb.case().when('id', '=', id).then(1).else(0).end() }))
    .where('user_id', '=', userId)
    .execute()
}

export async function remove(k: DbHandle, userId: number, id: number) {
  const done = await k
    .deleteFrom('payment_methods')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(done.numDeletedRows) > 0
}

/** The newest of the customer's other cards, to be the default once theirs is removed. */
export function newestOther(k: DbHandle, userId: number, provider: string) {
  return k
    .selectFrom('payment_methods')
    .select('id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .orderBy('id', 'desc')
    .executeTakeFirst()
}
