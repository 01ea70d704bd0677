import type { Db } from './connect'

/** Reads the catalogue's version: synchronously on SQLite, one round trip on PostgreSQL. */
export type CatalogueVersionReader = () => number | Promise<number>

const VERSION_SQL = 'select version from catalogue_version where id = 1'

/**
 * The version the database keeps in catalogue_version, raised by triggers on every write to a table
 * a catalogue answer reads (migration 2026_11_24_000006). One prepared single-row read: a
 * better-sqlite3 statement on SQLite, a named (server-side prepared) query on PostgreSQL, both
 * below the query builder, since this runs on every catalogue request.
 */
export function catalogueVersionReader(db: Db): CatalogueVersionReader {
  if (db.sqlite) {
    const sqlite = db.sqlite
    const statement = sqlite.prepare(VERSION_SQL).pluck()
    // This process's one connection may be inside a write transaction (a checkout's, between two
    // awaits): reading there would see its uncommitted version, which a rollback takes back and a
    // later commit reuses for other data. Kysely's mutex makes the read wait for the transaction.
    const afterTransaction = async () =>
      Number(
        (
          await db.kysely
            .selectFrom('catalogue_version')
            .select('version')
            .where('id', '=', 1)
            .executeTakeFirstOrThrow()
        ).version,
      )
    return () => (sqlite.inTransaction ? afterTransaction() : Number(statement.get()))
  }
  if (db.pg) {
    const pool = db.pg
    const query = { name: 'catalogue-version', text: VERSION_SQL }
    return async () => Number((await pool.query<{ version: number }>(query)).rows[0]!.version)
  }
  throw new Error('catalogueVersionReader: no database handle')
}
