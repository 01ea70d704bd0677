import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './schema'

/**
 * The one query handle repositories take: the database itself or one open transaction (a
 * Kysely transaction is a Kysely), so the same function serves both.
 */
export type DbHandle = Kysely<Database>

export type Dialect = 'sqlite' | 'postgres'

export interface Db {
  kysely: DbHandle
  dialect: Dialect
  /** The raw better-sqlite3 handle, for hot read paths with prepared statements. */
  sqlite?: SQLite.Database
  /**
   * A small pg pool apart from the query builder's, for the same kind of hot single-row reads on
   * PostgreSQL: they run before every catalogue answer, and on the builder's pool they would queue
   * behind checkouts, staff exports and slow searches holding its connections.
   */
  pg?: pg.Pool
  close(): Promise<void>
}

// COUNT(*) and SUM() come back as bigint text from pg; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v))
// NUMERIC (e.g. AVG) as a number too.
pg.types.setTypeParser(1700, (v) => Number(v))

const STATEMENT_CACHE_SIZE = 500

/**
 * Kysely's SQLite driver prepares every query anew; preparing costs more than running a small
 * indexed query. Statements are cached by SQL text (least recently used out first). Safe because
 * better-sqlite3 runs one statement at a time on this connection.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = cache.get(sqlText)
      if (statement) {
        cache.delete(sqlText)
      } else {
        statement = sqlite.prepare(sqlText)
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!)
      }
      cache.set(sqlText, statement)
      return statement
    },
  }
}

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
    const kysely = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    })
    return { kysely, dialect: 'sqlite', sqlite, close: () => kysely.destroy() }
  }
  const settings = {
    connectionString: url,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  }
  const pool = new pg.Pool({ ...settings, max: 10 })
  // Two connections: a turn's read can start while the previous turn's is still in flight.
  const hotReads = new pg.Pool({ ...settings, max: 2 })
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return {
    kysely,
    dialect: 'postgres',
    pg: hotReads,
    close: async () => {
      await kysely.destroy()
      await hotReads.end()
    },
  }
}
