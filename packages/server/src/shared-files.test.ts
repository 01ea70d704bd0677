import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cardCheckoutBody,
  cardToken,
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertShippingRate,
} from '../test/fixtures'
import { createTestDatabase, type TestDatabase } from '../test/helper'
import { startS3Server } from '../test/s3-server'
import { buildCompiledServer, startServerProcess, type ServerProcess } from '../test/server-process'
import { insertStaffMember } from '../test/staff-fixtures'

/**
 * Two compiled server processes on one database, each with local folders of its own, keeping their
 * files in one S3-compatible bucket (FILE_STORE=s3, s3rver on 127.0.0.1), as two machines behind a
 * load balancer would: each serves the product picture, licence document and invoice the other
 * wrote (and a customer's data download), and neither gives a private file to anyone else.
 */

// A licence document as the shop takes one: a PDF by its first bytes.
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20), Buffer.from('%%EOF\n')])

function multipart(field: string, file: { name: string; type: string; data: Buffer }, values = {}) {
  const boundary = `----shop${Date.now()}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(values))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` }
}

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer())

describe('two processes sharing their files through S3-compatible storage', { timeout: 120_000 }, () => {
  let testDb: TestDatabase
  let s3: Awaited<ReturnType<typeof startS3Server>>
  const folders: string[] = []
  let a: ServerProcess
  let b: ServerProcess
  let product: Awaited<ReturnType<typeof insertProduct>>

  beforeAll(async () => {
    testDb = await createTestDatabase()
    s3 = await startS3Server()
    // A catalogue already there, so neither process seeds the demo shop.
    const category = await insertCategory(testDb.db)
    const brand = await insertBrand(testDb.db)
    product = await insertProduct(testDb.db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 1000,
      quantity: 10,
    })
    await insertShippingRate(testDb.db, 'Bermuda', 1500, null)
    const serverJs = buildCompiledServer()
    const start = () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-machine-'))
      folders.push(dir)
      return startServerProcess(serverJs, {
        ...s3.env,
        DATABASE_URL: testDb.url,
        MEDIA_DIR: path.join(dir, 'media'),
        PRIVATE_DIR: path.join(dir, 'private'),
        WEB_DIST_DIR: path.join(dir, 'no-web-build'),
        // Every machine signs invoice links with the same key.
        SIGNING_SECRET: 'a-signing-secret-shared-by-both-machines-0123456789',
        ALLOW_SANDBOX_GATEWAY: 'true',
        LOG_LEVEL: 'info',
      })
    }
    a = await start()
    b = await start()
  })

  afterAll(async () => {
    for (const s of [a, b]) {
      if (s && s.child.exitCode === null) {
        s.child.kill('SIGTERM')
        await s.exited
      }
    }
    await testDb?.destroy()
    await s3?.stop()
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('a picture staff add through one is served by the other, and neither machine keeps it on its disk', async () => {
    const staff = await insertStaffMember(testDb.db, 'owner')
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer()
    const upload = multipart('file', { name: 'front.png', type: 'image/png', data: png })
    const added = await fetch(`${a.url}/api/admin/products/${product.id}/pictures`, {
      method: 'POST',
      headers: { ...staff.headers, 'content-type': upload.type },
      body: upload.body,
    })
    expect(added.status, await added.clone().text()).toBe(201)
    const [picture] = ((await added.json()) as { pictures: { url_300: string; url_800: string }[] }).pictures

    const fromB = await fetch(`${b.url}${picture!.url_800}`)
    expect(fromB.status).toBe(200)
    expect(fromB.headers.get('content-type')).toBe('image/webp')
    expect(fromB.headers.get('cache-control')).toContain('immutable')
    const meta = await sharp(await bytesOf(fromB)).metadata()
    expect([meta.format, meta.width]).toEqual(['webp', 800])
    expect((await fetch(`${a.url}${picture!.url_300}`)).status).toBe(200)
    for (const dir of folders) expect(fs.existsSync(path.join(dir, 'media', 'products'))).toBe(false)

    expect((await fetch(`${b.url}/media/products/none-800.webp`)).status).toBe(404)
    expect((await fetch(`${b.url}/media/invoices/x.pdf`)).status).toBe(404)
  })

  it("a licence document sent through one is the applicant's through the other, and no one else's on either", async () => {
    const applicant = await insertCustomer(testDb.db)
    const other = await insertCustomer(testDb.db)
    const today = new Date().toISOString().slice(0, 10)
    const form = multipart(
      'document',
      { name: 'licence.pdf', type: 'application/pdf', data: PDF },
      {
        profession: 'Registered nurse',
        licence_number: 'BNC-12345',
        issuing_body: 'Bermuda Nursing Council',
        country: 'Bermuda',
        licence_expiry: `${Number(today.slice(0, 4)) + 2}${today.slice(4)}`,
        practice_name: 'Harbour Aesthetics',
        practice_address: '12 Reid St, Hamilton HM11',
      },
    )
    const applied = await fetch(`${a.url}/api/customer/professional/applications`, {
      method: 'POST',
      headers: { authorization: `Bearer ${applicant.token}`, 'content-type': form.type },
      body: form.body,
    })
    expect(applied.status, await applied.clone().text()).toBe(201)
    const { id } = (await applied.json()) as { id: number }
    const documentUrl = `/api/customer/professional/applications/${id}/document`

    const own = await fetch(`${b.url}${documentUrl}`, {
      headers: { authorization: `Bearer ${applicant.token}` },
    })
    expect(own.status).toBe(200)
    expect((await bytesOf(own)).equals(PDF)).toBe(true)
    for (const dir of folders) expect(fs.existsSync(path.join(dir, 'private', 'licences'))).toBe(false)
    for (const server of [a, b]) {
      const refused = await fetch(`${server.url}${documentUrl}`, {
        headers: { authorization: `Bearer ${other.token}` },
      })
      expect(refused.status).toBe(404)
      expect((await fetch(`${server.url}${documentUrl}`)).status).toBe(401)
    }
  })

  it('an invoice written by one after a checkout is served by the other through its signed link only', async () => {
    const customer = await insertCustomer(testDb.db)
    const paid = await fetch(`${b.url}/api/checkout/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
      body: JSON.stringify(
        cardCheckoutBody([{ id: product.id, qty: 1, price: 10 }], 15, await cardToken(b.url)),
      ),
    })
    expect(paid.status, await paid.clone().text()).toBe(200)
    // The invoice is made just after the answer, by the process that took the order.
    let link: string | null = null
    await expect
      .poll(
        async () => {
          const auth = { headers: { authorization: `Bearer ${customer.token}` } }
          const list = (await fetch(`${a.url}/api/customer/get-orders`, auth).then((res) => res.json())) as {
            data: { id: number }[]
          }
          const detail = (await fetch(`${a.url}/api/customer/order/detail/${list.data[0]!.id}`, auth).then(
            (res) => res.json(),
          )) as { data: { invoice_pdf: string | null } }
          link = detail.data.invoice_pdf
          return link
        },
        { timeout: 30_000 },
      )
      .toMatch(/^\/api\/invoices\/\d+\?/)
    const invoice = await fetch(`${a.url}${link!}`)
    expect(invoice.status).toBe(200)
    expect(invoice.headers.get('content-type')).toBe('application/pdf')
    expect((await bytesOf(invoice)).subarray(0, 5).toString()).toBe('%PDF-')
    for (const dir of folders) expect(fs.existsSync(path.join(dir, 'private', 'invoices'))).toBe(false)
    const forged = link!.replace(/signature=[0-9a-f]+/, `signature=${'0'.repeat(64)}`)
    for (const server of [a, b]) expect((await fetch(`${server.url}${forged}`)).status).toBe(403)
  })

  it("a customer's data download made by one is served by the other, to its owner only", async () => {
    const customer = await insertCustomer(testDb.db)
    const other = await insertCustomer(testDb.db)
    const made = await fetch(`${a.url}/api/customer/privacy/downloads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}` },
    })
    expect(made.status, await made.clone().text()).toBe(201)
    const { url } = (await made.json()) as { url: string }
    const zip = await fetch(`${b.url}${url}`, { headers: { authorization: `Bearer ${customer.token}` } })
    expect(zip.status).toBe(200)
    expect((await bytesOf(zip)).subarray(0, 2).toString()).toBe('PK')
    expect(
      (await fetch(`${b.url}${url}`, { headers: { authorization: `Bearer ${other.token}` } })).status,
    ).toBe(404)
    // Made on A's disk, then moved into the bucket: nothing is left on either machine.
    for (const dir of folders) {
      const work = path.join(dir, 'private', 'privacy-work')
      expect(fs.existsSync(work) ? fs.readdirSync(work) : []).toEqual([])
      expect(fs.existsSync(path.join(dir, 'private', 'privacy'))).toBe(false)
    }
  })
})
