import type { DbHandle } from '../../db/connect'

const ENTRY_COLUMNS = ['id', 'created_at', 'user_id', 'product_id'] as const

export async function findEntries(db: DbHandle, userId: number) {
  return db
    .selectFrom('wishlists')
    .select(ENTRY_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export async function findEntryByProduct(db: DbHandle, userId: number, productId: number) {
  return db
    .selectFrom('wishlists')
    .select(ENTRY_COLUMNS)
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst()
}

export async function findEntryById(db: DbHandle, userId: number, entryId: number) {
  return db
    .selectFrom('wishlists')
    .select(ENTRY_COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', entryId)
    .executeTakeFirst()
}

export async function insertEntry(db: DbHandle, userId: number, productId: number, now: string) {
  return db
    .insertInto('wishlists')
    .values({ user_id: userId, product_id: productId, created_at: now })
    .returning(ENTRY_COLUMNS)
    .executeTakeFirstOrThrow()
}

/** Deletes the entry only when it is the user's own; the number of rows deleted (0 or 1). */
export async function deleteEntry(db: DbHandle, userId: number, entryId: number): Promise<number> {
  const result = await db
    .deleteFrom('wishlists')
    .where('user_id', '=', userId)
    .where('id', '=', entryId)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
