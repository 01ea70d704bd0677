import type { DbHandle } from '../../db/connect'

/** A saved line as the repository writes it. */
export interface SavedLineRow {
  cart_kind: 'cart' | 'backorderCart'
  row_id: string
  product_id: number
  qty: number
  interval_months: number | null
  pack_code: string | null
}

/** The version of a customer's saved carts (0 when they never saved any). */
export async function findSavedCartVersion(db: DbHandle, userId: number): Promise<number> {
  const row = await db
    .selectFrom('customer_carts')
    .select('version')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row?.version ?? 0
}

/** A customer's saved lines, each cart in its order. */
export async function findSavedCartLines(db: DbHandle, userId: number): Promise<SavedLineRow[]> {
  const rows = await db
    .selectFrom('customer_cart_lines')
    .select(['cart_kind', 'row_id', 'product_id', 'qty', 'interval_months', 'pack_code'])
    .where('user_id', '=', userId)
    .orderBy('cart_kind')
    .orderBy('position')
    .execute()
  return rows.map((r) => ({ ...r, cart_kind: r.cart_kind === 'backorderCart' ? 'backorderCart' : 'cart' }))
}

/** Raises the version of a customer's carts (creating their row) and answers the new version. */
export async function bumpSavedCartVersion(db: DbHandle, userId: number, now: string): Promise<number> {
  const row = await db
    .insertInto('customer_carts')
    .values({ user_id: userId, version: 1, changed_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        version: eb('customer_carts.version', '+', 1),
        changed_at: now,
      })),
    )
    .returning('version')
    .executeTakeFirstOrThrow()
  return row.version
}

/** Replaces the lines of the given carts of a customer (the other cart is left as it is). */
export async function replaceSavedCartLines(
  db: DbHandle,
  userId: number,
  kinds: readonly SavedLineRow['cart_kind'][],
  lines: readonly SavedLineRow[],
): Promise<void> {
  if (kinds.length === 0) return
  await db
    .deleteFrom('customer_cart_lines')
    .where('user_id', '=', userId)
    .where('cart_kind', 'in', kinds)
    .execute()
  if (lines.length === 0) return
  await db
    .insertInto('customer_cart_lines')
    .values(lines.map((line, position) => ({ ...line, user_id: userId, position })))
    .execute()
}
