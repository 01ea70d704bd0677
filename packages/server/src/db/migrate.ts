import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely'
import type { Db } from './connect'
import * as m001 from './migrations/2026_11_22_000001_create_tables'
import * as m002 from './migrations/2026_11_23_000001_checkout_payments'

/** Migrations in order; a new one is added here and never edited once it has shipped. */
const migrations: Record<string, (db: Db) => Migration> = {
  '2026_11_22_000001_create_tables': m001.migration,
  '2026_11_23_000001_checkout_payments': m002.migration,
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(db)])),
  }
  // Kysely looks for its bookkeeping tables in every schema unless told one: on PostgreSQL, name the
  // connection's own, or a database holding several schemas (parallel test files) skips creating them.
  const migrationTableSchema =
    db.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema
      : undefined
  const migrator = new Migrator({ db: db.kysely, provider, migrationTableSchema })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
