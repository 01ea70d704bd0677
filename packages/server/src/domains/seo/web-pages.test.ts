import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { WEB_PAGE_PATHS, WEB_PAGES } from '@shop/shared/web-pages'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertBrand, insertCategory, insertCustomer, insertProduct } from '../../../test/fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'

// Every page the web app's router draws (its test holds it to packages/shared/src/web-pages.ts)
// answers 200 from the server, with its own title: a reload, a bookmark or a crawler never meets a
// 404 for a page the browser then draws.

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><title>Built title</title></head><body><div id="root"></div></body></html>
`

let t: TestApp
let webDir: string
let params: Record<string, string>
let token: string

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pages-web-'))
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML)
  t = await buildTestApp({ WEB_DIST_DIR: webDir })
  const category = await insertCategory(t.db)
  const brand = await insertBrand(t.db)
  const product = await insertProduct(t.db, { categoryId: category.id, brandId: brand.id })
  params = { slug: product.slug, category: category.slug, brand: brand.slug }
  token = (await insertCustomer(t.db)).token
})

afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }))

/** A route path with each parameter filled: the demo product, category and brand, else an id. */
const urlOf = (route: string) => route.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? '7')

describe('the web app’s pages', () => {
  it('answer 200 to a signed-in visitor, each with its own title', async () => {
    const answers = []
    for (const route of WEB_PAGE_PATHS) {
      const res = await t.app.inject({ url: urlOf(route), headers: { authorization: `Bearer ${token}` } })
      const title = /<title>([^<]*)<\/title>/.exec(res.body)?.[1] ?? ''
      answers.push({ route, status: res.statusCode, notFound: title.startsWith('Page not found') })
    }
    expect(answers.filter((a) => a.status !== 200 || a.notFound)).toEqual([])
  })

  it('name the pages of the issue that answered 404 (quick order, lists, business account, professional, recalls)', async () => {
    for (const route of [
      '/quick-order',
      '/dashboard/lists',
      '/dashboard/business-account',
      '/dashboard/professional',
      '/dashboard/recalls',
    ] as const) {
      const res = await t.app.inject(route)
      expect(res.statusCode, route).toBe(200)
      expect(res.body).toContain(`<title>${WEB_PAGES[route].title} |`)
    }
  })

  it('still answers 404 to a page no route draws', async () => {
    const res = await t.app.inject('/dashboard/no-such-page')
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('<title>Page not found')
  })
})
