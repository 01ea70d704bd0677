import type { Db } from './connect'

/** The catalogue's version and the number of its last stock-only change. */
export interface CatalogueState {
  version: number
  stock: number
}

/** Reads the catalogue's state: one read shared per turn on SQLite, one shared round trip on PostgreSQL. */
export type CatalogueStateReader = () => Promise<CatalogueState>

const STATE_SQL = 'select version, stock_seq from catalogue_version where id = 1'

const toState = (row: { version: number | string; stock_seq: number | string }): CatalogueState => ({
  version: Number(row.version),
  stock: Number(row.stock_seq),
})

/**
 * The state the database keeps in catalogue_version: `version`, raised by triggers on every write
 * to a table a catalogue answer reads, except updates of a product's stock figures alone, which
 * raise `stock_seq` and name the product in stock_changes (migrations 2026_11_24_000006 and
 * 2026_11_26_000001). One prepared single-row read: a better-sqlite3 statement on SQLite, a named
 * (server-side prepared) query on PostgreSQL, both below the query builder, since this runs on
 * every catalogue request. On SQLite one read per turn of the event loop serves the requests that
 * arrived in it (sharedPerTurn below); on PostgreSQL at most one is in flight, shared by the
 * requests that arrived before it started (coalescedReads below).
 */
export function catalogueStateReader(db: Db): CatalogueStateReader {
  let reader = readers.get(db)
  if (!reader) {
    reader = newReader(db)
    readers.set(db, reader)
  }
  return reader
}

/** One reader per database handle: the catalogue and page caches share its reads in flight. */
const readers = new WeakMap<Db, CatalogueStateReader>()

function newReader(db: Db): CatalogueStateReader {
  if (db.sqlite) {
    const sqlite = db.sqlite
    const statement = sqlite.prepare(STATE_SQL)
    // This process's one connection may be inside a write transaction (a checkout's, between two
    // awaits): reading there would see its uncommitted version, which a rollback takes back and a
    // later commit reuses for other data. Kysely's mutex makes the read wait for the transaction.
    const afterTransaction = async () =>
      toState(
        await db.kysely
          .selectFrom('catalogue_version')
          .select(['version', 'stock_seq'])
          .where('id', '=', 1)
          .executeTakeFirstOrThrow(),
      )
    return sharedPerTurn(() =>
      sqlite.inTransaction
        ? afterTransaction()
        : toState(statement.get() as { version: number; stock_seq: number }),
    )
  }
  if (db.pg) {
    const pool = db.pg
    const query = { name: 'catalogue-state', text: STATE_SQL }
    return coalescedReads(async () =>
      toState((await pool.query<{ version: number; stock_seq: number }>(query)).rows[0]!),
    )
  }
  throw new Error('catalogueStateReader: no database handle')
}

/**
 * The products whose stock changed with numbers in (after, upTo], or null when some of those
 * numbers are no longer kept (the caller then drops everything).
 */
export async function stockChangesBetween(db: Db, after: number, upTo: number): Promise<number[] | null> {
  const rows = await db.kysely
    .selectFrom('stock_changes')
    .select('product_id')
    .where('seq', '>', after)
    .where('seq', '<=', upTo)
    .execute()
  return rows.length === upTo - after ? rows.map((r) => r.product_id) : null
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
export function coalescedReads<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight = false
  /** The callers who arrived while a read was in flight: they share the next one. */
  let queued: Waiting<T> | null = null

  const launch = (): Promise<T> => {
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
    queued ??= waiting<T>()
    return queued.promise
  }
}

/**
 * One synchronous read per turn of the event loop, shared by every caller that asked during the
 * turn (docs/decisions/0072-catalogue-version-reads-coalesced.md). The read runs once the turn's
 * I/O callbacks are done (setImmediate), so it starts after each of its callers asked, as a read of
 * its own would. On SQLite each read takes and drops a lock on the shared-memory file (three system
 * calls); under load the requests parsed in one turn share them.
 */
export function sharedPerTurn<T>(read: () => T | Promise<T>): () => Promise<T> {
  let next: Waiting<T> | null = null
  const readForAll = () => {
    const callers = next!
    next = null
    try {
      Promise.resolve(read()).then(callers.resolve, callers.reject)
    } catch (error) {
      callers.reject(error)
    }
  }
  return () => {
    if (!next) {
      next = waiting<T>()
      setImmediate(readForAll)
    }
    return next.promise
  }
}

interface Waiting<T> {
  promise: Promise<T>
  resolve: (value: T) => void
  reject: (error: unknown) => void
}

function waiting<T>(): Waiting<T> {
  let resolve!: Waiting<T>['resolve']
  let reject!: Waiting<T>['reject']
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
