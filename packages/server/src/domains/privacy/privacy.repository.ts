import { sql, type Insertable, type Updateable } from 'kysely'
import type { DbHandle } from '../../db/connect'
import type { PrivacyRequestsTable } from '../../db/schema'

/** The person a privacy call is about: the address and password they are checked against. */
export async function findPerson(db: DbHandle, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'first_name', 'last_name', 'phone'])
    .where('id', '=', userId)
    .executeTakeFirst()
}

export async function insertRequest(db: DbHandle, row: Insertable<PrivacyRequestsTable>): Promise<number> {
  const made = await db.insertInto('privacy_requests').values(row).returning('id').executeTakeFirstOrThrow()
  return made.id
}

export async function updateRequest(
  db: DbHandle,
  id: number,
  changes: Updateable<PrivacyRequestsTable>,
): Promise<void> {
  await db.updateTable('privacy_requests').set(changes).where('id', '=', id).execute()
}

/** One of the customer's own requests (another customer's id is not found). */
export async function findOwnRequest(db: DbHandle, userId: number, id: number) {
  return db
    .selectFrom('privacy_requests')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

/** The customer's latest downloads, newest first. */
export async function listOwnDownloads(db: DbHandle, userId: number, limit: number) {
  return db
    .selectFrom('privacy_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'download')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/** Downloads made within the window (a customer may ask a few times a day, not without end). */
export async function countDownloadsSince(db: DbHandle, userId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('privacy_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'download')
    .where('requested_at', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The staff queue: open requests first (by due date), then the answered ones, newest first. */
export async function listQueue(db: DbHandle, limit: number, offset: number) {
  return db
    .selectFrom('privacy_requests')
    .selectAll()
    .orderBy(sql`case when completed_at is null then 0 else 1 end`)
    .orderBy('due_on')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
}

export async function countQueue(db: DbHandle): Promise<number> {
  const row = await db
    .selectFrom('privacy_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Downloads past their link's end whose file is still kept. */
export async function listExpiredDownloadFiles(db: DbHandle, now: string) {
  return db
    .selectFrom('privacy_requests')
    .select(['id', 'file'])
    .where('kind', '=', 'download')
    .where('file', 'is not', null)
    .where('expires_at', '<', now)
    .execute()
}

/** A condition of the export: rows whose column holds one of the values. */
export interface RowFilter {
  column: string
  values: readonly (string | number)[]
  /** Rows whose text holds one of the values anywhere, rather than equals it. */
  within?: boolean
}

/**
 * One batch of a table's rows that match any of the filters, after `after` in `key` order: the
 * export reads a table a batch at a time, so no request holds the event loop or a whole table.
 * Table and column names come from the export's own plan, never from a request.
 */
export async function readRowsBatch(
  db: DbHandle,
  table: string,
  key: string,
  filters: readonly RowFilter[],
  after: number | null,
  limit: number,
  upTo: number | null = null,
): Promise<Record<string, unknown>[]> {
  const conditions = filters
    .filter((f) => f.values.length > 0)
    .map((f) =>
      f.within
        ? sql`(${sql.join(
            f.values.map(
              (v) =>
                sql`${sql.ref(f.column)} like ${`%${String(v).replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`,
            ),
            sql` or `,
          )})`
        : sql`${sql.ref(f.column)} in (${sql.join(f.values.map((v) => sql`${v}`))})`,
    )
  if (conditions.length === 0) return []
  const where = sql.join(conditions, sql` or `)
  const from = after === null ? sql`` : sql` and ${sql.ref(key)} > ${after}`
  const to = upTo === null ? sql`` : sql` and ${sql.ref(key)} <= ${upTo}`
  const result = await sql<
    Record<string, unknown>
  >`select * from ${sql.table(table)} where (${where})${from}${to} order by ${sql.ref(key)} limit ${limit}`.execute(
    db,
  )
  return result.rows
}

/** The highest id of a table (0 when empty): where a windowed search stops. */
export async function maxRowId(db: DbHandle, table: string): Promise<number> {
  const result = await sql<{
    n: number | string | null
  }>`select max(id) as n from ${sql.table(table)}`.execute(db)
  return Number(result.rows[0]?.n ?? 0)
}
