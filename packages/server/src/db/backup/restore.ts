import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'
import type { Config } from '../../config'
import { createFileStore, type FileStore, type FileStoreSettings } from '../../lib/file-store'
import { connectDb, type Dialect } from '../connect'
import { migrationNames } from '../migrate'
import { pgDumpVersion, snapshotFolders } from './backup'
import {
  countRows,
  DATABASE_FILE,
  isEmptyFolder,
  kyselyReader,
  listFiles,
  listTables,
  MANIFEST_FILE,
  sha256File,
  SNAPSHOT_FORMAT,
  SnapshotRefused,
  type ManifestFile,
  type SnapshotManifest,
} from './snapshot'

const run = promisify(execFile)

type RestoreConfig = Pick<Config, 'databaseUrl' | 'privateDir' | 'mediaDir'> & {
  fileStore?: FileStoreSettings
}

/**
 * Checks a snapshot against its manifest without touching anything else: every file there, none
 * more, each of its size and SHA-256. Answers the manifest; refuses naming every problem found.
 */
export async function verifySnapshot(dir: string): Promise<SnapshotManifest> {
  const manifestFile = path.join(dir, MANIFEST_FILE)
  if (!fs.existsSync(dir)) throw new SnapshotRefused(`No snapshot at ${dir}.`)
  if (!fs.existsSync(manifestFile))
    throw new SnapshotRefused(`${dir} has no ${MANIFEST_FILE}: not a snapshot, or one that never finished.`)
  let manifest: SnapshotManifest
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as SnapshotManifest
  } catch {
    throw new SnapshotRefused(`${MANIFEST_FILE} of ${dir} is not readable JSON: the snapshot is damaged.`)
  }
  if (manifest.format !== SNAPSHOT_FORMAT || !manifest.database || !Array.isArray(manifest.files))
    throw new SnapshotRefused(
      `${MANIFEST_FILE} of ${dir} is not a snapshot manifest this shop knows (format ${String(manifest.format)}).`,
    )
  const expected: ManifestFile[] = [manifest.database, ...manifest.files]
  const problems: string[] = []
  const present = new Set(listFiles(dir))
  for (const file of expected) {
    if (!present.has(file.path)) {
      problems.push(`${file.path} is missing`)
      continue
    }
    const full = path.join(dir, file.path)
    const bytes = fs.statSync(full).size
    if (bytes !== file.bytes)
      problems.push(`${file.path} has ${bytes} bytes, the manifest says ${file.bytes}`)
    else if ((await sha256File(full)) !== file.sha256)
      problems.push(`${file.path} does not match its SHA-256 in the manifest (changed or damaged)`)
  }
  const named = new Set([MANIFEST_FILE, ...expected.map((f) => f.path)])
  for (const extra of present) if (!named.has(extra)) problems.push(`${extra} is not in the manifest`)
  if (problems.length)
    throw new SnapshotRefused(
      `The snapshot at ${dir} is corrupted; nothing was restored:\n  ${problems.join('\n  ')}`,
    )
  const known = migrationNames()
  if (manifest.schema.lastMigration && !known.includes(manifest.schema.lastMigration))
    throw new SnapshotRefused(
      `The snapshot's database ran migration ${manifest.schema.lastMigration}, which this version of the shop does not have: restore it with the shop's version that made it (or a newer one).`,
    )
  return manifest
}

/**
 * Brings a verified snapshot into an empty database and empty file folders, then checks the
 * restored database's row counts against the manifest. Refuses before writing anything when the
 * snapshot is damaged or the database or a folder is not empty.
 */
export async function restoreSnapshot(
  dir: string,
  config: RestoreConfig,
): Promise<{ manifest: SnapshotManifest; files: number }> {
  const folders = snapshotFolders(config)
  const bucket = config.fileStore?.kind === 's3' ? createFileStore(config.fileStore) : null
  try {
    return await restoreInto(dir, config, folders, bucket)
  } finally {
    bucket?.close()
  }
}

async function restoreInto(
  dir: string,
  config: RestoreConfig,
  folders: Record<string, string>,
  bucket: FileStore | null,
): Promise<{ manifest: SnapshotManifest; files: number }> {
  const manifest = await verifySnapshot(dir)
  const dialect: Dialect = config.databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgres'
  if (manifest.dialect !== dialect)
    throw new SnapshotRefused(
      `The snapshot holds a ${manifest.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database and DATABASE_URL names a ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} one: restore it into the same kind.`,
    )
  if (bucket) {
    for (const area of ['private', 'media'] as const)
      if ((await bucket.list(area)).length)
        throw new SnapshotRefused(
          `Restore writes only into an empty bucket, and ${bucket.where(area, 'x').replace(/\/x$/, '/')} holds files. Point S3_BUCKET or S3_PREFIX at an empty place.`,
        )
  }
  const notEmpty = bucket ? [] : Object.entries(folders).filter(([, folder]) => !isEmptyFolder(folder))
  if (notEmpty.length)
    throw new SnapshotRefused(
      `Restore writes only into empty folders; not empty: ${notEmpty.map(([name, f]) => `${f} (${name})`).join(', ')}. Point PRIVATE_DIR and MEDIA_DIR at new folders or empty them.`,
    )
  const targetFile = dialect === 'sqlite' ? config.databaseUrl.slice('sqlite:'.length) : ''
  if (await targetHasTables(config.databaseUrl, dialect))
    throw new SnapshotRefused(
      `Restore writes only into an empty database, and ${dialect === 'sqlite' ? targetFile : 'the database DATABASE_URL names'} has tables. Create a new database (or remove the file) and run restore again.`,
    )

  const dump = path.join(dir, manifest.database.path)
  if (dialect === 'sqlite') {
    fs.mkdirSync(path.dirname(targetFile), { recursive: true })
    for (const side of ['-wal', '-shm']) fs.rmSync(`${targetFile}${side}`, { force: true })
    fs.copyFileSync(dump, `${targetFile}.restoring`)
    fs.renameSync(`${targetFile}.restoring`, targetFile)
  } else {
    const tool = await pgDumpVersion('pg_restore')
    try {
      await run(
        'pg_restore',
        ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', config.databaseUrl, dump],
        { maxBuffer: 16 * 1024 * 1024 },
      )
    } catch (error) {
      const detail = (error as { stderr?: string }).stderr?.trim() || String(error)
      throw new SnapshotRefused(`${tool.text} could not restore ${DATABASE_FILE.postgres}: ${detail}`)
    }
  }

  const restored = connectDb(config.databaseUrl)
  try {
    const counts = await countRows(kyselyReader(restored.kysely), dialect)
    const wrong = Object.keys({ ...manifest.rowCounts, ...counts })
      .filter((t) => manifest.rowCounts[t] !== counts[t])
      .map(
        (t) =>
          `${t}: ${counts[t] ?? 'no table'} rows, the manifest says ${manifest.rowCounts[t] ?? 'no table'}`,
      )
    if (wrong.length)
      throw new SnapshotRefused(
        `The restored database does not hold what the manifest counts; empty it before trying again:\n  ${wrong.join('\n  ')}`,
      )
  } finally {
    await restored.close()
  }

  for (const file of manifest.files) {
    const [, folder, ...rest] = file.path.split('/')
    if (bucket && (folder === 'private' || folder === 'media') && rest.length) {
      await bucket.put(folder, rest.join('/'), fs.readFileSync(path.join(dir, file.path)))
      continue
    }
    const root = folder ? folders[folder] : undefined
    if (!root || rest.length === 0) continue
    const target = path.join(root, ...rest)
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 })
    fs.copyFileSync(path.join(dir, file.path), target)
    if (folder === 'private') fs.chmodSync(target, 0o600)
  }
  return { manifest, files: manifest.files.length }
}

async function targetHasTables(url: string, dialect: Dialect): Promise<boolean> {
  if (dialect === 'sqlite') {
    const file = url.slice('sqlite:'.length)
    if (!fs.existsSync(file) || fs.statSync(file).size === 0) return false
    // Read-only: looking must not turn the file into a WAL database.
    const db = new SQLite(file, { readonly: true })
    try {
      return (
        (db.prepare(`select count(*) as n from sqlite_master where type = 'table'`).get() as { n: number })
          .n > 0
      )
    } finally {
      db.close()
    }
  }
  const db = connectDb(url)
  try {
    return (await listTables(kyselyReader(db.kysely), 'postgres')).length > 0
  } finally {
    await db.close()
  }
}
