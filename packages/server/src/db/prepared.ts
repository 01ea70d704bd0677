import type { CompiledQuery } from 'kysely'
import type SQLite from 'better-sqlite3'
import type { Db } from './connect'

const MARK = '\u0000param:'

/** A placeholder for a value bound when the query runs (see runPrepared). */
export type Param = <T>(name: string) => T

interface Runnable<R> {
  compile(): CompiledQuery<R>
  execute(): Promise<R[]>
}

interface Shape {
  statement: SQLite.Statement
  /** For each SQL parameter: the name of a bound value, or a constant the builder put there. */
  bindings: ({ name: string } | { value: unknown })[]
}

const shapesByDb = new WeakMap<Db, Map<string, Shape>>()

function shapesOf(db: Db): Map<string, Shape> {
  let shapes = shapesByDb.get(db)
  if (!shapes) {
    shapes = new Map()
    shapesByDb.set(db, shapes)
  }
  return shapes
}

/**
 * Runs a Kysely select whose shape is fixed by `shapeKey`. On SQLite the builder runs and compiles
 * once per shape, and later calls bind their values to the cached prepared statement directly:
 * building, compiling and Kysely's async driver cost about ten times the SQL itself on hot catalogue
 * reads. On PostgreSQL it is an ordinary Kysely query. One query text serves both databases.
 */
export async function runPrepared<R>(
  db: Db,
  shapeKey: string,
  build: (param: Param) => Runnable<R>,
  values: Record<string, unknown>,
): Promise<R[]> {
  // Inside another request's write transaction (the one connection, between its awaits), a direct
  // read would see uncommitted rows: go through Kysely, whose mutex waits for the transaction.
  if (db.dialect !== 'sqlite' || !db.sqlite || db.sqlite.inTransaction) {
    return build(<T>(name: string) => values[name] as T).execute()
  }
  const shapes = shapesOf(db)
  let shape = shapes.get(shapeKey)
  if (!shape) {
    const compiled = build(<T>(name: string) => `${MARK}${name}` as T).compile()
    shape = {
      statement: db.sqlite.prepare(compiled.sql),
      bindings: compiled.parameters.map((p) =>
        typeof p === 'string' && p.startsWith(MARK) ? { name: p.slice(MARK.length) } : { value: p },
      ),
    }
    shapes.set(shapeKey, shape)
  }
  const params = shape.bindings.map((b) => {
    if ('value' in b) return b.value
    if (!(b.name in values)) throw new Error(`runPrepared(${shapeKey}): no value for ${b.name}`)
    return values[b.name]
  })
  return shape.statement.all(...params) as R[]
}
