import { sql } from 'kysely'
import type { Db, DbHandle } from './connect'

/**
 * Runs `fn` in one write transaction and commits, or rolls back when it throws.
 *
 * SQLite: Kysely's SQLite dialect opens transactions with a plain `BEGIN` (DEFERRED), which takes
 * the write lock only at the first write. Another process on the same file (a second server, the
 * staff command settling orders) that read in between then fails with SQLITE_BUSY on its upgrade,
 * and busy_timeout cannot help because waiting would deadlock. `BEGIN IMMEDIATE` takes the write
 * lock up front, so a competing writer waits (busy_timeout) instead. Kysely has no option for it,
 * so we hold its single connection (its mutex keeps every other query of this process out, exactly
 * as its own transaction() does) and issue BEGIN IMMEDIATE / COMMIT / ROLLBACK ourselves.
 *
 * PostgreSQL: an ordinary READ COMMITTED transaction; the guarded updates lock the rows they change.
 */
export async function writeTransaction<T>(db: Db, fn: (trx: DbHandle) => Promise<T>): Promise<T> {
  if (db.dialect === 'postgres') return db.kysely.transaction().execute(fn)
  return db.kysely.connection().execute(async (conn) => {
    await sql`BEGIN IMMEDIATE`.execute(conn)
    let result: T
    try {
      result = await fn(conn)
    } catch (error) {
      await sql`ROLLBACK`.execute(conn)
      throw error
    }
    try {
      await sql`COMMIT`.execute(conn)
    } catch (error) {
      await sql`ROLLBACK`.execute(conn).catch(() => undefined)
      throw error
    }
    return result
  })
}

/** True for a unique-index violation on either database (SQLite SQLITE_CONSTRAINT_UNIQUE, PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505'
}
