import type { Db } from './connect'

/** Reads the catalogue's version: synchronously on SQLite, one shared round trip on PostgreSQL. */
export type CatalogueVersionReader = () => number | Promise<number>

const VERSION_SQL = 'select version from catalogue_version where id = 1'

/**
 * The version the database keeps in catalogue_version, raised by triggers on every write to a table
 * a catalogue answer reads (migration 2026_11_24_000006). One prepared single-row read: a
 * better-sqlite3 statement on SQLite, a named (server-side prepared) query on PostgreSQL, both
 * below the query builder, since this runs on every catalogue request. On PostgreSQL at most one
 * is in flight, shared by the requests that arrived before it started (coalescedReads below).
 */
export function catalogueVersionReader(db: Db): CatalogueVersionReader {
  let reader = readers.get(db)
  if (!reader) {
    reader = newReader(db)
    readers.set(db, reader)
  }
  return reader
}

/** One reader per database handle: the catalogue and page caches share its reads in flight. */
const readers = new WeakMap<Db, CatalogueVersionReader>()

function newReader(db: Db): CatalogueVersionReader {
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
    return coalescedReads(async () => Number((await pool.query<{ version: number }>(query)).rows[0]!.version))
  }
  throw new Error('catalogueVersionReader: no database handle')
}

/**
 * At most one read in flight, shared by every caller that asked before it started
 * (docs/decisions/0072-catalogue-version-reads-coalesced.md). A caller arriving while a read is in
 * flight does not take that read's answer: the read may have started before a change the caller
 * already knows of was committed (through another process, say). It waits for the next read, which
 * starts once the current one ends and is shared by everyone who arrived meanwhile. So each answer
 * comes from a read that started after its caller asked, as a read of its own would, at one round
 * trip per batch of concurrent callers instead of one each.
 */
export function coalescedReads(read: () => Promise<number>): () => Promise<number> {
  let inFlight = false
  /** The callers who arrived while a read was in flight: they share the next one. */
  let queued: Waiting | null = null

  const launch = (): Promise<number> => {
    inFlight = true
    const started = read()
    started.then(finish, finish)
    return started
  }
  const finish = () => {
    inFlight = false
    if (!queued) return
    const waiting = queued
    queued = null
    // Started only now, after every one of them asked.
    launch().then(waiting.resolve, waiting.reject)
  }

  return () => {
    if (!inFlight) return launch()
    queued ??= waiting()
    return queued.promise
  }
}

interface Waiting {
  promise: Promise<number>
  resolve: (version: number) => void
  reject: (error: unknown) => void
}

function waiting(): Waiting {
  let resolve!: Waiting['resolve']
  let reject!: Waiting['reject']
  const promise = new Promise<number>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
