import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertCategory } from '../../test/fixtures'
import { buildTestApp, type TestApp } from '../../test/helper'

// A built web app with a stand-in renderer (the real one is packages/web/src/entry-server.tsx,
// exercised by the journeys): these tests pin what the server does with a renderer's answer.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Built title</title>
    <script type="module" crossorigin src="/assets/index-e.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-r.js">
    <link rel="stylesheet" crossorigin href="/assets/index-e.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`
const MANIFEST = {
  'index.html': { file: 'assets/index-e.js', imports: ['_react-r.js'], css: ['assets/index-e.css'] },
  '_react-r.js': { file: 'assets/react-r.js' },
  '_cards-c.js': { file: 'assets/cards-c.js', imports: ['_react-r.js'] },
  'src/app/routes/listing.tsx': {
    file: 'assets/listing-l.js',
    imports: ['index.html', '_react-r.js', '_cards-c.js'],
    css: ['assets/listing-l.css'],
  },
}
// Asks the API in-process for the categories and renders them; '/private' is left to the browser,
// '/broken' fails.
const RENDERER = `
export async function render({ url, origin, fetch }) {
  if (url.startsWith('/private')) return null
  if (url.startsWith('/broken')) throw new Error('render failed')
  const answer = await (await fetch(origin + '/api/categories')).json()
  const names = answer.data.data.map((c) => c.name)
  return {
    html: '<link rel="preload" as="image" href="/media/a.webp"/><main class="card"><h1>' + names.join(', ') + ' $& $1</h1></main>',
    data: { api: { names, evil: '</script><script>alert(1)</script>' }, router: {} },
    moduleIds: ['src/app/routes/listing.tsx'],
  }
}
`

let t: TestApp
let webDir: string

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-ssr-web-'))
  fs.mkdirSync(path.join(webDir, 'assets'))
  fs.mkdirSync(path.join(webDir, 'ssr'))
  fs.mkdirSync(path.join(webDir, '.vite'))
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML)
  fs.writeFileSync(path.join(webDir, 'assets/index-e.css'), 'body{color:red}')
  fs.writeFileSync(path.join(webDir, 'assets/listing-l.css'), '.card{color:blue}.modal{color:green}')
  fs.writeFileSync(path.join(webDir, '.vite/manifest.json'), JSON.stringify(MANIFEST))
  fs.writeFileSync(path.join(webDir, 'ssr/entry-server.js'), RENDERER)
  t = await buildTestApp({ WEB_DIST_DIR: webDir })
  await insertCategory(t.db, 'Wound Care')
})

afterAll(() => {
  fs.rmSync(webDir, { recursive: true, force: true })
})

describe('server rendering', () => {
  it("answers a page with the renderer's markup and its data, the API asked in-process", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/all-products' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    // Inserted as it is: '$&' in page text is not a replacement pattern.
    expect(res.body).toContain('<div id="root"><main class="card"><h1>Wound Care $& $1</h1></main></div>')
    const json = /<script type="application\/json" id="server-render">([^<]*)<\/script>/.exec(res.body)
    expect(JSON.parse(json![1]!)).toMatchObject({ api: { names: ['Wound Care'] } })
    // No value can close the script element.
    expect(res.body).not.toContain('</script><script>alert(1)')
  })

  it('preloads the page chunks the entry does not load, and inlines the rules its markup uses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/all-products' })
    const head = res.body.slice(0, res.body.indexOf('</head>'))
    // Held as inert links until the page has loaded (the app preloads them then).
    expect(head).not.toContain('rel="modulepreload"')
    const preloads = [...head.matchAll(/data-after-load="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (m) => m[1],
    )
    expect(preloads.sort()).toEqual(
      ['/assets/cards-c.js', '/assets/listing-l.js', '/assets/react-r.js'].sort(),
    )
    // React's picture hint moves from the markup to the head.
    expect(head).toContain('<link rel="preload" as="image" href="/media/a.webp"/>')
    expect(head).toContain('<style>body{color:red}</style>')
    // The page has no .modal: that rule comes with the whole stylesheet, loaded by the app.
    expect(head).toContain('<style>.card{color:blue}</style>')
    // No stylesheet request before the first paint; the page's own is marked as present.
    expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/)
    expect(head).toContain('<link rel="stylesheet" href="/assets/listing-l.css" disabled>')
    expect(head).toContain('<link rel="stylesheet" href="/assets/index-e.css" disabled>')
  })

  it('sends index.html as built for a page the browser renders, and when the renderer fails', async () => {
    for (const url of ['/private/page', '/broken']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(404)
      expect(res.body).toContain('<div id="root"></div>')
      expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-e.css">')
    }
  })

  it('never serves the renderer or the build manifest, however the path is written', async () => {
    for (const url of [
      '/ssr/entry-server.js',
      '/.vite/manifest.json',
      '/assets/../ssr/entry-server.js',
      '/./ssr/entry-server.js',
      '/%2e/ssr/entry-server.js',
      '//ssr/entry-server.js',
      '/SSR/entry-server.js',
      '/assets/%2e%2e/ssr/entry-server.js',
      '/assets/..%2fssr/entry-server.js',
      '/assets/..%2f.vite/manifest.json',
      '/assets/%2e%2e%2f.vite%2fmanifest.json',
      '/%2evite/manifest.json',
      '/assets/..%5c.vite/manifest.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 })
      expect(res.body).not.toContain('export')
      expect(res.body).not.toContain('"file"')
    }
    // The files beside them are still served.
    expect((await t.app.inject('/assets/index-e.css')).statusCode).toBe(200)
  })
})
