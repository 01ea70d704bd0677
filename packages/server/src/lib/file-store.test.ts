import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buffer, text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server } from '../../test/s3-server'
import { createFileStore, type FileStore } from './file-store'

// Both backends answer alike: the local folders (the default) and S3-compatible object storage,
// here s3rver on 127.0.0.1.
let s3: Awaited<ReturnType<typeof startS3Server>>
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-files-'))
const stores: Record<string, FileStore> = {}

beforeAll(async () => {
  s3 = await startS3Server()
  stores.local = createFileStore({
    kind: 'local',
    mediaDir: path.join(dir, 'media'),
    privateDir: path.join(dir, 'private'),
  })
  stores.s3 = createFileStore({ kind: 's3', ...s3.settings })
})
afterAll(async () => {
  for (const store of Object.values(stores)) store.close()
  await s3?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe.each(['local', 's3'])('the %s file store', (kind) => {
  const store = () => stores[kind]!

  it('keeps a file, reads it back whole, replaces it and removes it', async () => {
    await store().put('private', 'licences/abc.pdf', Buffer.from('%PDF-1.4 first'), 'application/pdf')
    expect(await store().has('private', 'licences/abc.pdf')).toBe(true)
    const first = await store().open('private', 'licences/abc.pdf')
    expect(first?.bytes).toBe(14)
    expect(await text(first!.stream)).toBe('%PDF-1.4 first')

    await store().put('private', 'licences/abc.pdf', Buffer.from('second'))
    expect(await text((await store().open('private', 'licences/abc.pdf'))!.stream)).toBe('second')

    await store().remove('private', 'licences/abc.pdf')
    expect(await store().open('private', 'licences/abc.pdf')).toBeNull()
    expect(await store().has('private', 'licences/abc.pdf')).toBe(false)
    await store().remove('private', 'licences/abc.pdf')
  })

  it('keeps the public and the private area apart', async () => {
    await store().put('media', 'products/a-320.webp', Buffer.from('picture'), 'image/webp')
    expect(await store().open('private', 'products/a-320.webp')).toBeNull()
    expect(await text((await store().open('media', 'products/a-320.webp'))!.stream)).toBe('picture')
  })

  it('moves a file made on local disk into the store, streamed', async () => {
    const local = path.join(dir, `made-${kind}.zip`)
    fs.writeFileSync(local, Buffer.alloc(300_000, 7))
    await store().putFile('private', 'privacy/1-abc.zip', local, 'application/zip')
    expect(fs.existsSync(local)).toBe(false)
    const kept = await store().open('private', 'privacy/1-abc.zip')
    expect(kept?.bytes).toBe(300_000)
    expect((await buffer(kept!.stream)).equals(Buffer.alloc(300_000, 7))).toBe(true)
  })

  it('lists the files under a folder with when they were written, and says where one is', async () => {
    expect(await store().list('private', 'accounting')).toEqual([])
    await store().put('private', 'accounting/a.qbo.csv', Buffer.from('a'))
    await store().put('private', 'accounting/b.xero.csv', Buffer.from('b'))
    await store().put('private', 'accountingx/c.csv', Buffer.from('c'))
    const listed = await store().list('private', 'accounting')
    expect(listed.map((f) => f.key)).toEqual(['accounting/a.qbo.csv', 'accounting/b.xero.csv'])
    for (const f of listed) expect(Math.abs(f.modified.getTime() - Date.now())).toBeLessThan(60_000)
    await store().put('private', 'accounting/2027/d.csv', Buffer.from('d'))
    expect((await store().list('private', 'accounting')).map((f) => f.key)).toContain('accounting/2027/d.csv')
    const whole = (await store().list('private')).map((f) => f.key)
    expect(whole).toEqual(
      expect.arrayContaining(['accounting/a.qbo.csv', 'accounting/2027/d.csv', 'accountingx/c.csv']),
    )
    expect(whole).toEqual([...whole].sort())
    expect(store().where('private', 'accounting/a.qbo.csv')).toMatch(
      kind === 's3'
        ? /^s3:\/\/shop-files\/test\/private\/accounting\/a\.qbo\.csv$/
        : /private\/accounting\/a\.qbo\.csv$/,
    )
  })

  it('answers null for a file it never had', async () => {
    expect(await store().open('private', 'returns/missing.jpg')).toBeNull()
  })

  it('refuses a key that could leave its area', async () => {
    for (const key of ['../signing-secret', 'licences/../../x', '/etc/passwd', '', 'a//b', 'a/./b'])
      await expect(store().open('private', key)).rejects.toThrow('Not a file key')
  })
})

it('writes private files on local disk for the shop alone to read', async () => {
  await stores.local!.put('private', 'invoices/x.pdf', Buffer.from('x'))
  expect(fs.statSync(path.join(dir, 'private', 'invoices/x.pdf')).mode & 0o777).toBe(0o600)
})
