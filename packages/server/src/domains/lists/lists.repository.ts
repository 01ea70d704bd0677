import { sql } from 'kysely'
import type { DbHandle, Dialect } from '../../db/connect'

/** The first key of the advisory locks that hold one customer's lists (the customer's id is the second). */
const LISTS_LOCK_KEY = 7_224_411

/**
 * Holds one customer's lists until the transaction ends, so the writes that count them (the cap on
 * lists, the cap on a list's products) follow each other: a transaction-scoped advisory lock on
 * PostgreSQL, whose read-committed statements after it see what the writer before committed;
 * SQLite's write transaction (`BEGIN IMMEDIATE`) already holds the whole file
 * (docs/decisions/0129-a-customers-reorder-lists-are-written-one-at-a-time.md).
 */
export async function lockCustomerLists(db: DbHandle, dialect: Dialect, userId: number) {
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(${LISTS_LOCK_KEY}, ${userId})`.execute(db)
}

/** A customer's lists, oldest first. */
export async function findLists(db: DbHandle, userId: number) {
  return db
    .selectFrom('reorder_lists')
    .select(['id', 'name', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
}

/** One of the customer's lists, or undefined (another customer's list looks the same as none). */
export async function findList(db: DbHandle, userId: number, listId: number) {
  return db
    .selectFrom('reorder_lists')
    .select(['id', 'name', 'created_at'])
    .where('user_id', '=', userId)
    .where('id', '=', listId)
    .executeTakeFirst()
}

/** The lines of some lists with the names and pictures of their products, in the order added. */
export async function findListItems(db: DbHandle, listIds: readonly number[]) {
  if (listIds.length === 0) return []
  return db
    .selectFrom('reorder_list_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select([
      'i.list_id',
      'i.product_id',
      'i.pack_code',
      'i.qty',
      'p.product_name',
      'p.sku',
      'p.slug',
      'p.thumbnail',
      'p.thumbnail_compress',
      'p.base_unit',
      'p.base_unit_plural',
    ])
    .where('i.list_id', 'in', listIds)
    .orderBy('i.id')
    .execute()
}

/** How many reorder lists the customer keeps. */
export async function countLists(db: DbHandle, userId: number): Promise<number> {
  const row = await db
    .selectFrom('reorder_lists')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertList(db: DbHandle, userId: number, name: string, now: string) {
  const row = await db
    .insertInto('reorder_lists')
    .values({ user_id: userId, name, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function renameList(db: DbHandle, listId: number, name: string, now: string) {
  await db.updateTable('reorder_lists').set({ name, updated_at: now }).where('id', '=', listId).execute()
}

export async function deleteList(db: DbHandle, listId: number) {
  await db.deleteFrom('reorder_lists').where('id', '=', listId).execute()
}

/** A list's line: a product in one pack ('' for its single piece). */
export interface ListLineKey {
  productId: number
  packCode: string
}

/** The quantity of a line on a list, or undefined. */
export async function findListQuantity(db: DbHandle, listId: number, line: ListLineKey) {
  const row = await db
    .selectFrom('reorder_list_items')
    .select('qty')
    .where('list_id', '=', listId)
    .where('product_id', '=', line.productId)
    .where('pack_code', '=', line.packCode)
    .executeTakeFirst()
  return row?.qty
}

export async function insertListItem(
  db: DbHandle,
  listId: number,
  line: ListLineKey,
  qty: number,
  now: string,
) {
  await db
    .insertInto('reorder_list_items')
    .values({ list_id: listId, product_id: line.productId, pack_code: line.packCode, qty, created_at: now })
    .execute()
}

/** Sets a line's quantity; answers whether the line was there. */
export async function setListQuantity(db: DbHandle, listId: number, line: ListLineKey, qty: number) {
  const result = await db
    .updateTable('reorder_list_items')
    .set({ qty })
    .where('list_id', '=', listId)
    .where('product_id', '=', line.productId)
    .where('pack_code', '=', line.packCode)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Removes a line; answers whether it was there. */
export async function deleteListItem(db: DbHandle, listId: number, line: ListLineKey) {
  const result = await db
    .deleteFrom('reorder_list_items')
    .where('list_id', '=', listId)
    .where('product_id', '=', line.productId)
    .where('pack_code', '=', line.packCode)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Which of these ids are products the shop has (shown or hidden). */
export async function findExistingProductIds(db: DbHandle, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>()
  const rows = await db.selectFrom('products').select('id').where('id', 'in', ids).execute()
  return new Set(rows.map((r) => r.id))
}

/** The pack codes each of these products is sold in today. */
export async function findPackCodesOf(db: DbHandle, productIds: readonly number[]) {
  if (productIds.length === 0) return []
  return db
    .selectFrom('product_packs')
    .select(['product_id', 'code'])
    .where('product_id', 'in', productIds)
    .execute()
}
