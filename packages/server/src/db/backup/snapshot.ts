import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { sql } from 'kysely'
import { AppError } from '../../errors'
import type { DbHandle, Dialect } from '../connect'

/** Bumped when the snapshot's layout changes; restore refuses a format it does not know. */
export const SNAPSHOT_FORMAT = 1

/** The folders of a snapshot: the database dump, and the file folders under `files/<name>/`. */
export const DATABASE_FILE = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const
export const MANIFEST_FILE = 'manifest.json'
/** A snapshot's folder name: `snapshot-20270101T020000Z`, sortable by time. */
export const SNAPSHOT_NAME = /^snapshot-\d{8}T\d{6}(\d{3})?Z$/

export interface ManifestFile {
  /** Relative to the snapshot folder, with forward slashes. */
  path: string
  bytes: number
  sha256: string
}

/** What a snapshot holds and what restore checks: written last, so a snapshot without one is unfinished. */
export interface SnapshotManifest {
  format: number
  createdAt: string
  dialect: Dialect
  /** The last migration the database had run, and how many it had. */
  schema: { lastMigration: string | null; migrations: number }
  database: ManifestFile & { tool: string }
  /** Rows per table at the moment of the dump. */
  rowCounts: Record<string, number>
  /** The private files (invoices, licence documents, return photos) and the product pictures. */
  folders: string[]
  files: ManifestFile[]
}

/** The SHA-256 of a file, read as a stream (a dump may be large). */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(fs.createReadStream(file), hash)
  return hash.digest('hex')
}

export async function describeFile(root: string, relative: string): Promise<ManifestFile> {
  const full = path.join(root, relative)
  return { path: relative, bytes: fs.statSync(full).size, sha256: await sha256File(full) }
}

/** Every regular file under `dir`, relative to it, with forward slashes, sorted. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  const out: string[] = []
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(path.join(dir, at), { withFileTypes: true })) {
      const rel = at ? `${at}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(rel)
      else if (entry.isFile()) out.push(rel)
    }
  }
  walk('')
  return out.sort()
}

/**
 * Runs one read and answers its rows: the live database (Kysely), a snapshot's SQLite file, or the
 * PostgreSQL connection whose exported snapshot pg_dump reads, so all three count alike.
 */
export type Reader = (sqlText: string) => Promise<Record<string, unknown>[]>

/** A reader over a Kysely handle. */
export function kyselyReader(k: DbHandle): Reader {
  return async (sqlText) => (await sql.raw<Record<string, unknown>>(sqlText).execute(k)).rows
}

/** The tables of the database (its own schema on PostgreSQL), sorted. */
export async function listTables(read: Reader, dialect: Dialect): Promise<string[]> {
  const rows = await read(
    dialect === 'postgres'
      ? `select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`
      : `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`,
  )
  return rows.map((r) => String(r.name))
}

/** Rows per table: what the manifest records and restore compares. */
export async function countRows(read: Reader, dialect: Dialect): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of await listTables(read, dialect)) {
    // Names come from the catalogue itself; quoted so a reserved word stays a name.
    const rows = await read(`select count(*) as n from "${table.replaceAll('"', '""')}"`)
    counts[table] = Number(rows[0]?.n ?? 0)
  }
  return counts
}

/** The last migration run and how many, from Kysely's bookkeeping table (none: an empty database). */
export async function schemaVersion(
  read: Reader,
  dialect: Dialect,
): Promise<{ lastMigration: string | null; migrations: number }> {
  if (!(await listTables(read, dialect)).includes('kysely_migration'))
    return { lastMigration: null, migrations: 0 }
  const rows = await read('select max(name) as last, count(*) as n from kysely_migration')
  const last = rows[0]?.last
  return { lastMigration: typeof last === 'string' ? last : null, migrations: Number(rows[0]?.n ?? 0) }
}

/** A folder is empty when missing or holding no file at any depth. */
export function isEmptyFolder(dir: string): boolean {
  return listFiles(dir).length === 0
}

/** A snapshot, or the place it should go, refused: the message says what is wrong, for the operator. */
export class SnapshotRefused extends AppError {
  constructor(message: string) {
    super(409, message)
  }
}
