// Vitest's global setup for the database tests: the schema is migrated once per run into a
// template, and each test file starts from a copy of it (a copied file on SQLite, CREATE DATABASE
// ... TEMPLATE on PostgreSQL), so no file migrates or waits on another's migration (docs/testing.md).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { connectDb } from '../src/db/connect'
import { migrateToLatest } from '../src/db/migrate'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file that createTestDatabase copies. */
    sqliteTemplate: string
    /** On PostgreSQL runs: the migrated database that createTestDatabase copies. */
    pgTemplate: string
  }
}

/** The URL of another database on the same PostgreSQL server. */
export function pgDatabaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-template-'))
  const sqliteTemplate = path.join(dir, 'shop.db')
  const sqlite = connectDb(`sqlite:${sqliteTemplate}`)
  await migrateToLatest(sqlite)
  // Closing checkpoints the write-ahead log into the file, so a plain copy holds every table.
  await sqlite.close()
  project.provide('sqliteTemplate', sqliteTemplate)

  const pgUrl = process.env.TEST_DATABASE_URL
  let pgTemplate = ''
  if (pgUrl) {
    pgTemplate = `test_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: pgUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${pgTemplate}`)
    // Commits of the migration do not wait for the disk (createTestDatabase says why).
    await admin.query(`ALTER DATABASE ${pgTemplate} SET synchronous_commit = off`)
    await admin.end()
    const db = connectDb(pgDatabaseUrl(pgUrl, pgTemplate))
    await migrateToLatest(db)
    // A template must have no connections while it is copied.
    await db.close()
  }
  project.provide('pgTemplate', pgTemplate)

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true })
    if (!pgUrl || !pgTemplate) return
    const admin = new pg.Client({ connectionString: pgUrl })
    await admin.connect()
    // The template, and the copies of it the files' background drops had not reached, or could not
    // drop while a connection of their own was open (createTestDatabase).
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2',
      [pgTemplate, `${pgTemplate}\\_%`],
    )
    for (const { datname } of rows) {
      // A worker's own drop of it may have been under way: gone meanwhile is as good as dropped.
      await admin
        .query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
        .catch((error: { code?: string }) => {
          if (error.code !== '3D000') throw error
        })
    }
    await admin.end()
  }
}
