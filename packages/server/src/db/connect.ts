import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './schema'

export type Dialect = 'sqlite' | 'postgres'

export interface Db {
  kysely: Kysely<Database>
  dialect: Dialect
  /** The raw better-sqlite3 handle, for hot read paths with prepared statements. */
  sqlite?: SQLite.Database
  close(): Promise<void>
}

// COUNT(*) and SUM() come back as bigint text from pg; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v))
// NUMERIC (e.g. AVG) as a number too.
pg.types.setTypeParser(1700, (v) => Number(v))

/** Opens the database named by a `sqlite:PATH` or `postgres://` URL. */
export function connectDb(url: string, options: { searchPath?: string } = {}): Db {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length)
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
    const sqlite = new SQLite(file)
    sqlite.pragma('journal_mode = WAL')
    sqlite.pragma('foreign_keys = ON')
    sqlite.pragma('synchronous = NORMAL')
    sqlite.pragma('busy_timeout = 5000')
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
    return { kysely, dialect: 'sqlite', sqlite, close: () => kysely.destroy() }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  })
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return { kysely, dialect: 'postgres', close: () => kysely.destroy() }
}
