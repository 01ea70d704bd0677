import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import type { Config } from '../../config'
import { createFileStore, type FileStoreSettings } from '../../lib/file-store'
import type { Db } from '../connect'
import {
  countRows,
  DATABASE_FILE,
  describeFile,
  listFiles,
  MANIFEST_FILE,
  SNAPSHOT_FORMAT,
  schemaVersion,
  SnapshotRefused,
  type ManifestFile,
  type Reader,
  type SnapshotManifest,
} from './snapshot'
import type { SnapshotStore } from './snapshot-store'

const run = promisify(execFile)

type BackupConfig = Pick<Config, 'databaseUrl' | 'privateDir' | 'mediaDir'> & {
  fileStore?: FileStoreSettings
}

/** The folders a snapshot copies, by the name they have in it (`files/<name>/`). */
export function snapshotFolders(config: Pick<Config, 'privateDir' | 'mediaDir'>): Record<string, string> {
  return { private: config.privateDir, media: config.mediaDir }
}

/** `snapshot-20270101T020000123Z` for a moment. */
export function snapshotName(at: Date): string {
  return `snapshot-${at.toISOString().replace(/[-:.]/g, '')}`
}

/**
 * Makes a consistent snapshot of the database and the shop's files into the store, with a
 * manifest of row counts and checksums written last; answers where it went and its manifest.
 */
export async function makeSnapshot(
  db: Db,
  config: BackupConfig,
  store: SnapshotStore,
  now: Date = new Date(),
): Promise<{ location: string; manifest: SnapshotManifest }> {
  const name = snapshotName(now)
  const staged = store.stagingFolder(name)
  try {
    const dumped =
      db.dialect === 'postgres'
        ? await dumpPostgres(config.databaseUrl, staged)
        : await dumpSqlite(db, staged)
    const files: ManifestFile[] = []
    const folders = snapshotFolders(config)
    // Files in object storage are read from the bucket, in the same layout (files/<area>/<key>).
    if (config.fileStore?.kind === 's3') files.push(...(await copyStoredFiles(config.fileStore, staged)))
    else
      for (const [folder, source] of Object.entries(folders)) {
        for (const rel of listFiles(source)) {
          const target = path.join(staged, 'files', folder, rel)
          // The snapshot's own folder may sit inside a copied one; never copy it into itself.
          if (path.join(source, rel).startsWith(path.dirname(staged) + path.sep)) continue
          fs.mkdirSync(path.dirname(target), { recursive: true })
          fs.copyFileSync(path.join(source, rel), target)
          files.push(await describeFile(staged, `files/${folder}/${rel}`))
        }
      }
    const manifest: SnapshotManifest = {
      format: SNAPSHOT_FORMAT,
      createdAt: now.toISOString(),
      dialect: db.dialect,
      schema: dumped.schema,
      database: { ...(await describeFile(staged, DATABASE_FILE[db.dialect])), tool: dumped.tool },
      rowCounts: dumped.rowCounts,
      folders: Object.keys(folders),
      files,
    }
    fs.writeFileSync(path.join(staged, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
    return { location: await store.keep(staged, name), manifest }
  } catch (error) {
    fs.rmSync(staged, { recursive: true, force: true })
    throw error
  }
}

/** Every file of the bucket's areas into the snapshot, each described for the manifest. */
async function copyStoredFiles(settings: FileStoreSettings, staged: string): Promise<ManifestFile[]> {
  const store = createFileStore(settings)
  const files: ManifestFile[] = []
  try {
    for (const area of ['private', 'media'] as const) {
      for (const { key } of await store.list(area)) {
        const stored = await store.open(area, key)
        // Removed since it was listed (a data download that expired): not part of the shop now.
        if (!stored) continue
        const target = path.join(staged, 'files', area, key)
        fs.mkdirSync(path.dirname(target), { recursive: true })
        await pipeline(stored.stream, fs.createWriteStream(target, { mode: 0o600 }))
        files.push(await describeFile(staged, `files/${area}/${key}`))
      }
    }
  } finally {
    store.close()
  }
  return files
}

interface Dumped {
  schema: SnapshotManifest['schema']
  rowCounts: Record<string, number>
  tool: string
}

/**
 * SQLite's online backup API copies the live database page by page while the shop keeps writing;
 * the copy is switched out of WAL mode so it is one self-contained file, then counted.
 */
async function dumpSqlite(db: Db, staged: string): Promise<Dumped> {
  if (!db.sqlite) throw new Error('A SQLite database without its handle')
  const file = path.join(staged, DATABASE_FILE.sqlite)
  await db.sqlite.backup(file)
  const copy = new SQLite(file)
  try {
    copy.pragma('journal_mode = DELETE')
    const read: Reader = async (text) => copy.prepare(text).all() as Record<string, unknown>[]
    return {
      schema: await schemaVersion(read, 'sqlite'),
      rowCounts: await countRows(read, 'sqlite'),
      tool: `better-sqlite3 online backup (SQLite ${String((copy.prepare('select sqlite_version() as v').get() as { v: string }).v)})`,
    }
  } finally {
    copy.close()
  }
}

/**
 * pg_dump reads the snapshot a REPEATABLE READ transaction exported (`--snapshot`), and the rows
 * are counted in that same transaction: the counts are exactly what the dump holds.
 */
async function dumpPostgres(url: string, staged: string): Promise<Dumped> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const tool = await pgDumpVersion()
    const server = Number((await client.query<{ v: string }>('show server_version_num')).rows[0]!.v)
    const serverMajor = Math.floor(server / 10000)
    if (tool.major < serverMajor)
      throw new SnapshotRefused(
        `pg_dump ${tool.major} cannot dump a PostgreSQL ${serverMajor} server: install pg_dump ${serverMajor} (postgresql-client-${serverMajor}) on this machine.`,
      )
    await client.query('begin isolation level repeatable read read only')
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id
    const file = path.join(staged, DATABASE_FILE.postgres)
    await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, '--dbname', url], {
      maxBuffer: 16 * 1024 * 1024,
    })
    const read: Reader = async (text) => (await client.query(text)).rows as Record<string, unknown>[]
    const dumped = {
      schema: await schemaVersion(read, 'postgres'),
      rowCounts: await countRows(read, 'postgres'),
      tool: `${tool.text} (server ${serverMajor})`,
    }
    await client.query('commit')
    return dumped
  } finally {
    await client.end()
  }
}

/** The installed pg_dump's version, e.g. 'pg_dump (PostgreSQL) 15.20', and its major number. */
export async function pgDumpVersion(tool = 'pg_dump'): Promise<{ text: string; major: number }> {
  let out: string
  try {
    out = (await run(tool, ['--version'])).stdout.trim()
  } catch {
    throw new SnapshotRefused(
      `${tool} is not installed: install the PostgreSQL client tools (postgresql-client) matching the server's version.`,
    )
  }
  const major = Number(/(\d+)(\.\d+)?/.exec(out)?.[1] ?? 0)
  return { text: out, major }
}
