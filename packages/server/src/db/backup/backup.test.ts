import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { afterThisFile } from '../../../test/file-cleanup'
import {
  cardCheckoutBody,
  cardToken,
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertShippingRate,
} from '../../../test/fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'
import { pgDatabaseUrl } from '../../../test/global-setup'
import { buildApp } from '../../app'
import { loadConfig } from '../../config'
import { produceDueOrderDocuments } from '../../domains/orders/order-documents-outbox'
import { serviceContext } from '../../lib/service-context'
import { runShopCommand } from '../../cli/shop-commands'
import { shopJobs } from '../../jobs/job-definitions'
import { restoreCommand } from '../../cli/commands/backup'
import { makeSnapshot } from './backup'
import { restoreSnapshot } from './restore'
import { countRows, kyselyReader, listFiles, sha256File, type SnapshotManifest } from './snapshot'
import { folderStore, pruneSnapshots } from './snapshot-store'
import { createFileStore } from '../../lib/file-store'
import { startS3Server } from '../../../test/s3-server'
import { buffer } from 'node:stream/consumers'

// A shop with paid orders (their invoices are real files) is backed up, restored into a new
// database and new folders, and must come back whole; a damaged snapshot must be refused.

let t: TestApp
let customer: Awaited<ReturnType<typeof insertCustomer>>
const tmp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  afterThisFile(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** A new, empty database of the kind the tests run on: a file path, or a database of its own. */
async function emptyDatabaseUrl(): Promise<string> {
  const server = process.env.TEST_DATABASE_URL
  if (!server) return `sqlite:${path.join(tmp('shop-restore-db-'), 'shop.db')}`
  const name = `${inject('pgTemplate')}_restore_${randomBytes(4).toString('hex')}`
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  afterThisFile(async () => {
    const c = new pg.Client({ connectionString: server })
    await c.connect()
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await c.end()
  })
  return pgDatabaseUrl(server, name)
}

beforeAll(async () => {
  t = await buildTestApp({ ALLOW_SANDBOX_GATEWAY: 'true' })
  const category = await insertCategory(t.db)
  const brand = await insertBrand(t.db)
  const product = await insertProduct(t.db, {
    categoryId: category.id,
    brandId: brand.id,
    sellingPriceCents: 1250,
  })
  await insertShippingRate(t.db, 'Bermuda', 1500, null)
  customer = await insertCustomer(t.db)
  for (let i = 0; i < 2; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/payment',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: cardCheckoutBody([{ id: product.id, qty: 1 + i, price: 12.5 }], 15, await cardToken(t.app)),
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  // The invoices, written now rather than after the answer.
  await produceDueOrderDocuments(serviceContext(t.app), new Date(Date.now() + 60_000))
  fs.mkdirSync(path.join(t.privateDir, 'licences'), { recursive: true })
  fs.writeFileSync(path.join(t.privateDir, 'licences', 'licence-1.pdf'), '%PDF-1.4 a licence\n')
  fs.writeFileSync(path.join(t.mediaDir, 'picture.webp'), randomBytes(64))
})

async function snapshot(): Promise<{ dir: string; manifest: SnapshotManifest }> {
  const { location, manifest } = await makeSnapshot(t.db, t.config, folderStore(tmp('shop-backups-')))
  return { dir: location, manifest }
}

async function freshTarget() {
  return {
    databaseUrl: await emptyDatabaseUrl(),
    privateDir: path.join(tmp('shop-restore-files-'), 'private'),
    mediaDir: path.join(tmp('shop-restore-files-'), 'media'),
  }
}

describe('backup and restore', () => {
  it('restores a seeded shop into a fresh database and folders: the same counts, checksums and a working login', async () => {
    const { dir, manifest } = await snapshot()
    const invoices = listFiles(path.join(t.privateDir, 'invoices'))
    expect(invoices.length).toBe(2)
    expect(manifest.rowCounts.orders).toBe(2)
    expect(manifest.rowCounts.users).toBe(1)
    expect(manifest.schema.lastMigration).toMatch(/^\d{4}_\d{2}_\d{2}_/)
    expect(manifest.files.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        `files/private/invoices/${invoices[0]}`,
        'files/private/licences/licence-1.pdf',
        'files/media/picture.webp',
      ]),
    )
    expect(manifest.database.sha256).toBe(await sha256File(path.join(dir, manifest.database.path)))

    const target = await freshTarget()
    const lines: string[] = []
    await restoreCommand(target, [dir], (l) => lines.push(l))
    expect(lines[0]).toContain('Restored')

    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PASSWORD_HASH_COST: 'test',
      DATABASE_URL: target.databaseUrl,
      PRIVATE_DIR: target.privateDir,
      MEDIA_DIR: target.mediaDir,
      WEB_DIST_DIR: path.join(target.mediaDir, 'no-web-build'),
    })
    const restored = await buildApp(config, { logger: false })
    afterThisFile(() => restored.close())
    await restored.ready()
    // The live shop's rows are those of the moment of the snapshot, and the restored shop has them all.
    expect(await countRows(kyselyReader(restored.db.kysely), restored.db.dialect)).toEqual(manifest.rowCounts)
    for (const folder of ['private', 'media'] as const) {
      const root = folder === 'private' ? t.privateDir : t.mediaDir
      const targetRoot = folder === 'private' ? target.privateDir : target.mediaDir
      for (const rel of listFiles(root))
        expect(await sha256File(path.join(targetRoot, rel)), rel).toBe(await sha256File(path.join(root, rel)))
    }
    const login = await restored.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: customer.email, password: customer.password },
    })
    expect(login.statusCode, login.body).toBe(200)
    const token = (login.json() as { _token: string })._token
    const orders = await restored.inject({
      method: 'GET',
      url: '/api/customer/get-orders',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(orders.statusCode, orders.body).toBe(200)
    expect(orders.body).toContain(manifest.createdAt.slice(0, 4))
  })

  it('with FILE_STORE=s3, backs up the bucket’s files and restores them into an empty place of the bucket', async () => {
    const s3 = await startS3Server()
    afterThisFile(() => s3.stop())
    const live = { kind: 's3' as const, ...s3.settings, prefix: 'live/' }
    const bucket = createFileStore(live)
    afterThisFile(() => bucket.close())
    const kept = {
      'private:invoices/a1.pdf': Buffer.from('%PDF-1.4 invoice'),
      'private:licences/b2.pdf': Buffer.from('%PDF-1.4 licence'),
      'media:products/p-800.webp': randomBytes(300),
    }
    for (const [where, bytes] of Object.entries(kept)) {
      const [area, key] = where.split(':') as ['private' | 'media', string]
      await bucket.put(area, key, bytes)
    }
    const { location, manifest } = await makeSnapshot(
      t.db,
      { ...t.config, fileStore: live },
      folderStore(tmp('shop-backups-')),
    )
    expect(manifest.files.map((f) => f.path)).toEqual([
      'files/private/invoices/a1.pdf',
      'files/private/licences/b2.pdf',
      'files/media/products/p-800.webp',
    ])

    const target = { ...(await freshTarget()), fileStore: { ...live, prefix: 'restored/' } }
    const { files } = await restoreSnapshot(location, target)
    expect(files).toBe(3)
    const restored = createFileStore(target.fileStore)
    afterThisFile(() => restored.close())
    for (const [where, bytes] of Object.entries(kept)) {
      const [area, key] = where.split(':') as ['private' | 'media', string]
      expect((await buffer((await restored.open(area, key))!.stream)).equals(bytes), where).toBe(true)
    }
    // A place of the bucket that holds files is not restored into.
    await expect(
      restoreSnapshot(location, { ...(await freshTarget()), fileStore: target.fileStore }),
    ).rejects.toThrow('Restore writes only into an empty bucket')
  })

  it('refuses a snapshot with a changed byte or a missing file, naming it, and writes nothing', async () => {
    const { dir, manifest } = await snapshot()
    const invoice = manifest.files.find((f) => f.path.startsWith('files/private/invoices/'))!
    const file = path.join(dir, invoice.path)
    const bytes = fs.readFileSync(file)
    bytes[bytes.length >> 1]! ^= 0x01
    fs.writeFileSync(file, bytes)
    fs.rmSync(path.join(dir, 'files/private/licences/licence-1.pdf'))
    const target = await freshTarget()
    const refusal = restoreSnapshot(dir, target)
    await expect(refusal).rejects.toThrow(/corrupted; nothing was restored/)
    await expect(refusal).rejects.toThrow(`${invoice.path} does not match its SHA-256`)
    await expect(refusal).rejects.toThrow('files/private/licences/licence-1.pdf is missing')
    expect(listFiles(target.privateDir)).toEqual([])
    if (target.databaseUrl.startsWith('sqlite:'))
      expect(fs.existsSync(target.databaseUrl.slice('sqlite:'.length))).toBe(false)
  })

  it('refuses a damaged database dump and a database or folder that is not empty', async () => {
    const { dir, manifest } = await snapshot()
    const target = await freshTarget()
    fs.mkdirSync(target.privateDir, { recursive: true })
    fs.writeFileSync(path.join(target.privateDir, 'old.pdf'), 'x')
    await expect(restoreSnapshot(dir, target)).rejects.toThrow(
      /only into empty folders; not empty: .*private/,
    )
    // The live shop's own database has tables.
    await expect(
      restoreSnapshot(dir, { ...(await freshTarget()), databaseUrl: t.config.databaseUrl }),
    ).rejects.toThrow(/only into an empty database/)
    fs.appendFileSync(path.join(dir, manifest.database.path), 'x')
    await expect(restoreSnapshot(dir, await freshTarget())).rejects.toThrow(
      `${manifest.database.path} has ${manifest.database.bytes + 1} bytes, the manifest says ${manifest.database.bytes}`,
    )
  })

  it('is made by the staff command, and the backup job keeps the newest snapshots', async () => {
    const to = tmp('shop-backups-')
    const lines: string[] = []
    await runShopCommand(serviceContext(t.app), ['backup', '--to', to], (l) => lines.push(l))
    expect(lines[0]).toMatch(/^Snapshot: .*snapshot-\d{8}T\d{9}Z$/)
    const store = folderStore(to)
    for (const at of ['2027-01-01T02:00:00Z', '2027-01-02T02:00:00Z'])
      await makeSnapshot(t.db, t.config, store, new Date(at))
    expect(await store.list()).toHaveLength(3)
    // Today's snapshot (the command's) is the oldest beside those dated 2027.
    expect(await pruneSnapshots(store, 2)).toEqual([expect.stringMatching(/^snapshot-2026/)])
    expect(await store.list()).toEqual(['snapshot-20270101T020000000Z', 'snapshot-20270102T020000000Z'])

    // The scheduled job: only when configured, and it keeps BACKUP_KEEP.
    expect(shopJobs({ ...t.config, backupEveryHours: 0 }).map((j) => j.name)).not.toContain('backup')
    const job = shopJobs({ ...t.config, backupEveryHours: 24, backupKeep: 1 }).find(
      (j) => j.name === 'backup',
    )!
    expect(job.everySeconds).toBe(24 * 3600)
    const jobFolder = tmp('shop-backups-')
    const ctx = { ...serviceContext(t.app), config: { ...t.config, backupDir: jobFolder } }
    await job.run(ctx, new Date('2027-03-01T02:00:00Z'))
    expect(await job.run(ctx, new Date('2027-03-02T02:00:00Z'))).toMatch(
      /removed: snapshot-20270301T020000000Z$/,
    )
    expect(await folderStore(jobFolder).list()).toEqual(['snapshot-20270302T020000000Z'])
  })
})
