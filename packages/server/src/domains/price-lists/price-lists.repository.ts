import type { Insertable, Updateable } from 'kysely'
import type { DbHandle } from '../../db/connect'
import type { PriceListPricesTable, PriceListsTable } from '../../db/schema'

export function findPriceLists(k: DbHandle) {
  return k
    .selectFrom('price_lists as l')
    .select((eb) => [
      'l.id',
      'l.name',
      'l.starts_on',
      'l.ends_on',
      'l.updated_at',
      eb
        .selectFrom('price_list_prices as p')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('p.price_list_id', '=', 'l.id')
        .as('prices'),
    ])
    .orderBy('l.name')
    .execute()
}

export function findPriceList(k: DbHandle, id: number) {
  return k.selectFrom('price_lists').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The accounts each list is assigned to. */
export function findAssignments(k: DbHandle, listIds: readonly number[]) {
  if (!listIds.length) return Promise.resolve([])
  return k
    .selectFrom('business_account_price_lists as a')
    .innerJoin('business_accounts as b', 'b.id', 'a.account_id')
    .select(['a.price_list_id', 'b.id', 'b.practice_name'])
    .where('a.price_list_id', 'in', listIds)
    .orderBy('b.practice_name')
    .execute()
}

export async function insertPriceList(k: DbHandle, values: Insertable<PriceListsTable>) {
  return (await k.insertInto('price_lists').values(values).returning('id').executeTakeFirstOrThrow()).id
}

export async function updatePriceList(k: DbHandle, id: number, values: Updateable<PriceListsTable>) {
  const r = await k.updateTable('price_lists').set(values).where('id', '=', id).executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

export async function deletePriceList(k: DbHandle, id: number) {
  const r = await k.deleteFrom('price_lists').where('id', '=', id).executeTakeFirst()
  return Number(r.numDeletedRows) === 1
}

export function findPrices(k: DbHandle, listId: number) {
  return k
    .selectFrom('price_list_prices as p')
    .innerJoin('products as pr', 'pr.id', 'p.product_id')
    .select([
      'p.product_id',
      'pr.product_name',
      'pr.sku',
      'p.pack_code',
      'p.unit_price_cents',
      'p.price_breaks',
    ])
    .where('p.price_list_id', '=', listId)
    .orderBy('pr.product_name')
    .orderBy('p.pack_code')
    .execute()
}

/** Sets one product's (or pack's) price in a list, replacing the one it had. */
export async function upsertPrice(
  k: DbHandle,
  values: Insertable<PriceListPricesTable> & { pack_code: string },
) {
  await k
    .insertInto('price_list_prices')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['price_list_id', 'product_id', 'pack_code']).doUpdateSet({
        unit_price_cents: values.unit_price_cents,
        price_breaks: values.price_breaks ?? null,
        updated_at: values.updated_at,
      }),
    )
    .execute()
}

export async function deletePrice(k: DbHandle, listId: number, productId: number, packCode: string) {
  const r = await k
    .deleteFrom('price_list_prices')
    .where('price_list_id', '=', listId)
    .where('product_id', '=', productId)
    .where('pack_code', '=', packCode)
    .executeTakeFirst()
  return Number(r.numDeletedRows) === 1
}

export async function assign(k: DbHandle, accountId: number, listId: number, at: string) {
  const rows = await k
    .insertInto('business_account_price_lists')
    .values({ account_id: accountId, price_list_id: listId, assigned_at: at })
    .onConflict((oc) => oc.columns(['account_id', 'price_list_id']).doNothing())
    .returning('account_id')
    .execute()
  return rows.length === 1
}

export async function unassign(k: DbHandle, accountId: number, listId: number) {
  const r = await k
    .deleteFrom('business_account_price_lists')
    .where('account_id', '=', accountId)
    .where('price_list_id', '=', listId)
    .executeTakeFirst()
  return Number(r.numDeletedRows) === 1
}

/** Every price the account's lists hold for these products, with each list's days. */
export function findAccountPrices(k: DbHandle, accountId: number, productIds: readonly number[]) {
  if (!productIds.length) return Promise.resolve([])
  return k
    .selectFrom('business_account_price_lists as a')
    .innerJoin('price_lists as l', 'l.id', 'a.price_list_id')
    .innerJoin('price_list_prices as p', 'p.price_list_id', 'l.id')
    .select([
      'p.product_id',
      'p.pack_code',
      'p.unit_price_cents',
      'p.price_breaks',
      'l.starts_on',
      'l.ends_on',
    ])
    .where('a.account_id', '=', accountId)
    .where('p.product_id', 'in', productIds)
    .execute()
}

export function productExists(k: DbHandle, id: number) {
  return k.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()
}

export function packExists(k: DbHandle, productId: number, code: string) {
  return k
    .selectFrom('product_packs')
    .select('product_id')
    .where('product_id', '=', productId)
    .where('code', '=', code)
    .executeTakeFirst()
}

export function accountExists(k: DbHandle, id: number) {
  return k.selectFrom('business_accounts').select('id').where('id', '=', id).executeTakeFirst()
}
