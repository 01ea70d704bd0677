import type { Db } from './connect'

/** The catalogue's version and the number of its last stock-only change. */
export interface CatalogueState {
  version: number
  stock: number
}

/** Reads the catalogue's state: one read per turn of the event loop, shared by that turn's callers. */
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
 * every catalogue request. On both, one read per turn of the event loop serves the requests that
 * arrived in it (sharedPerTurn below).
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
    return sharedPerTurn(async () =>
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
  // Every catalogue request of the turn waits for this read: on PostgreSQL it takes the hot-read
  // pool, like the state read, rather than queueing behind the query builder's busy connections.
  const rows = db.pg
    ? (
        await db.pg.query<{ product_id: number }>({
          name: 'stock-changes-between',
          text: STOCK_CHANGES_SQL,
          values: [after, upTo],
        })
      ).rows
    : await db.kysely
        .selectFrom('stock_changes')
        .select('product_id')
        .where('seq', '>', after)
        .where('seq', '<=', upTo)
        .execute()
  return rows.length === upTo - after ? rows.map((r) => r.product_id) : null
}

const STOCK_CHANGES_SQL = 'select product_id from stock_changes where seq > $1 and seq <= $2'

/**
 * One read per turn of the event loop, shared by every caller that asked during the turn
 * (docs/decisions/0072-catalogue-version-reads-coalesced.md). The read starts once the turn's I/O
 * callbacks are done (setImmediate), so it starts after each of its callers asked, as a read of its
 * own would: a change committed before a caller asked is in its answer. Reads of successive turns
 * may be in flight together on PostgreSQL (no caller waits for an earlier turn's read to end). Under
 * load the requests parsed in one turn share one read: one round trip on PostgreSQL; on SQLite, one
 * lock on the shared-memory file taken and dropped (three system calls).
 */
export function sharedPerTurn<T>(read: () => T | Promise<T>): () => Promise<T> {
  let next: Waiting<T> | null = null
  const readForAll = () => {
    const callers = next!
    next = null
    // A read that throws at once rejects like one that fails later.
    new Promise<T>((resolve) => resolve(read())).then(callers.resolve, callers.reject)
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
