import { sql, type RawBuilder } from 'kysely'

/** What an erased person's name, address or number becomes inside kept text. */
export const ERASED_TEXT = '[erased]'

/**
 * The column's text with every one of the values replaced by ERASED_TEXT (SQL's replace(), the same
 * on SQLite and PostgreSQL): a kept record's free text (a note, a mail, an audit entry) loses the
 * person and keeps the rest. Empty values are left out, as replacing '' would change nothing.
 */
export function redacted(column: string, values: readonly string[]): RawBuilder<string> {
  let expression: RawBuilder<string> = sql<string>`${sql.ref(column)}`
  for (const value of values.filter((v) => v.length > 0)) {
    expression = sql<string>`replace(${expression}, ${value}, ${ERASED_TEXT})`
  }
  return expression
}

/** True where any of the columns holds any of the values (the rows `redacted` changes). */
export function mentions(columns: readonly string[], values: readonly string[]): RawBuilder<boolean> {
  const tests = columns.flatMap((column) =>
    values
      .filter((v) => v.length > 0)
      .map((v) => sql`${sql.ref(column)} like ${`%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`),
  )
  return tests.length === 0 ? sql<boolean>`1 = 0` : sql<boolean>`(${sql.join(tests, sql` or `)})`
}
