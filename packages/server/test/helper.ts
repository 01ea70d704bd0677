import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { expect, inject } from 'vitest'
import { buildApp } from '../src/app'
import { loadConfig, type Config, type Env } from '../src/config'
import { connectDb, type Db } from '../src/db/connect'
import type { Clock } from '../src/lib/clock'
import { afterThisFile } from './file-cleanup'
import { pgDatabaseUrl } from './global-setup'

export interface TestDatabase {
  db: Db
  url: string
  /** Drops the test database (a database of its own on PostgreSQL, a file on SQLite). */
  destroy(): Promise<void>
}

/**
 * A fresh, migrated database for one test file: a copy of the run's migrated template (see
 * test/global-setup.ts), as a temporary SQLite file or, when TEST_DATABASE_URL is set, a database
 * of its own on that PostgreSQL server, dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL
  if (pgUrl) {
    const template = inject('pgTemplate')
    // The copy made while the previous file ran (CREATE DATABASE takes about a second, mostly
    // waiting on the disk), and the next one started now for the file after this one.
    const made = spareCopy ?? pgCopy(pgUrl, template)
    spareCopy = pgCopy(pgUrl, template)
    // Its failure, if any, is met by the file that takes it.
    spareCopy.catch(() => undefined)
    const name = await made
    const url = pgDatabaseUrl(pgUrl, name)
    const db = connectDb(url)
    return {
      db,
      url,
      async destroy() {
        await db.close()
        dropLater(pgUrl, name)
      },
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'))
  const file = path.join(dir, 'shop.db')
  fs.copyFileSync(inject('sqliteTemplate'), file)
  const url = `sqlite:${file}`
  const db = connectDb(url)
  return {
    db,
    url,
    async destroy() {
      await db.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

let spareCopy: Promise<string> | undefined
/** A new copy of the run's template; answers its name. */
async function pgCopy(pgUrl: string, template: string): Promise<string> {
  // Named after the run's template, so the run's end drops whatever is left (test/global-setup.ts).
  const name = `${template}_${randomBytes(6).toString('hex')}`
  // A commit does not wait for the WAL to reach the disk (3.6 ms against 0.3 ms a commit here):
  // the test database's durability after a crash of PostgreSQL itself, which no test is about, as
  // SQLite's synchronous=NORMAL under WAL already does. Set on the copy, as settings are not copied.
  await onPgServer(
    pgUrl,
    `CREATE DATABASE ${name} TEMPLATE ${template}`,
    `ALTER DATABASE ${name} SET synchronous_commit = off`,
  )
  return name
}

let drops: Promise<void> = Promise.resolve()
/**
 * Drops a file's copy in the background, one after another: DROP DATABASE waits for a checkpoint
 * (1-3 s here, most of a short file's time), which the next file need not wait for. Not WITH
 * (FORCE): a connection a test opened and left idle would be cut under its pool, which reports it
 * as an uncaught error. A copy still in use, or not dropped when the run ends, is dropped by
 * test/global-setup.ts's teardown.
 */
function dropLater(serverUrl: string, name: string): void {
  drops = drops
    .then(() => onPgServer(serverUrl, `DROP DATABASE IF EXISTS ${name}`))
    .catch((error: { code?: string }) => {
      if (error.code !== '55006') console.warn(`test database ${name} not dropped:`, error)
    })
}

async function onPgServer(serverUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A PostgreSQL connection of its own to a test database, for tests that interleave transactions. */
export async function connectPgClient(testDb: Pick<TestDatabase, 'url'>): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: testDb.url })
  await client.connect()
  return client
}

export interface TestApp {
  app: FastifyInstance
  db: Db
  config: Config
  mediaDir: string
  privateDir: string
}

const redisKeyPrefixes = new Map<string, string>()
/**
 * Redis keys of this test file's apps: its own, so counters left by another file or an earlier run
 * (a lock keyed by customer id 2 lasts an hour) never meet this file's customers. Apps of one file
 * share it, as processes of one shop do. Keyed by the file, since files of one worker share this
 * module.
 */
export function testRedisKeyPrefix(): string {
  const file = expect.getState().testPath ?? ''
  let prefix = redisKeyPrefixes.get(file)
  if (!prefix) {
    prefix = `shop-test-${randomBytes(6).toString('hex')}-`
    redisKeyPrefixes.set(file, prefix)
  }
  return prefix
}

/**
 * A whole app on a fresh database, closed (and the database dropped) after the test file, wherever
 * it is built (top level, beforeAll or a test).
 */
export async function buildTestApp(
  env: Partial<Env> = {},
  options: {
    beforeReady?: (app: FastifyInstance) => void
    /** Log lines (JSON, level info and up) collect here instead of the log being off. */
    logLines?: string[]
    /** "Now" for the job runner, renewals and subscription changes. */
    clock?: Clock
  } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase()
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-media-'))
  // Private files (invoices) live outside the public media folder, as in production.
  const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-private-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: testDb.url,
    MEDIA_DIR: mediaDir,
    PRIVATE_DIR: privateDir,
    WEB_DIST_DIR: path.join(mediaDir, 'no-web-build'),
    RATE_LIMIT_PER_MINUTE: '1000',
    // Sign-ups and logins at a test's cost (refused outside NODE_ENV=test); the tests of the hash
    // itself ask for 'standard'.
    PASSWORD_HASH_COST: (env.NODE_ENV ?? 'test') === 'test' ? 'test' : 'standard',
    // A busy test machine holds the event loop for long stretches; tests whose subject is load set
    // their own thresholds (the heap, or this).
    SATURATION_EVENT_LOOP_MS: '60000',
    REDIS_KEY_PREFIX: testRedisKeyPrefix(),
    ...(options.logLines ? { LOG_LEVEL: 'info' } : {}),
    ...env,
  } as Record<string, string>)
  const logLines = options.logLines
  const app = await buildApp(
    config,
    logLines
      ? { db: testDb.db, logStream: { write: (line) => void logLines.push(line) }, clock: options.clock }
      : { db: testDb.db, logger: false, clock: options.clock },
  )
  options.beforeReady?.(app)
  await app.ready()
  afterThisFile(async () => {
    await app.close()
    await testDb.destroy()
    fs.rmSync(mediaDir, { recursive: true, force: true })
    fs.rmSync(privateDir, { recursive: true, force: true })
  })
  return { app, db: testDb.db, config, mediaDir, privateDir }
}
