// `npm run bench:first-load`: what each of bench:web's six pages makes the browser download before
// its app runs, in gzipped bytes (the same figure as bench:web's "first-load JS"), checked against
// each page's budget. It starts the real shop on a free port with a fresh demo-seeded SQLite
// database (as bench:web does), builds the web app first when it is missing, reads the six pages
// as served and sizes the built files they name. Bytes, not timings: the same build gives the same
// figures on any machine, so the check fails only when a change adds JavaScript to a page's first
// load (docs/decisions/0098-the-first-load-carries-what-hydrating-needs.md). Env: FIRST_LOAD_VERBOSE=1
// lists each page's files.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import zlib from 'node:zlib'
import { freePort, ROOT, waitForUrl } from './lib'

export const WEB_DIST = path.join(ROOT, 'packages/web/dist')

/** bench:web's six pages: key, name, path (the product and the category are the first listed). */
export type BenchPage = readonly [key: PageKey, name: string, path: string]
export type PageKey = 'home' | 'listing' | 'product' | 'deals' | 'category' | 'static'

/**
 * Each page's most first-load JavaScript, KB gzipped (1 KB = 1024 bytes): today's figure and a
 * little room. Lower a budget when a page gets lighter; raise one only for a reason written in
 * bench/README.md.
 */
export const FIRST_LOAD_BUDGET_KB: Record<PageKey, number> = {
  // Lowered on 2026-12-07 to 140 at most: React Router's declarative routes instead of its data
  // router (decision 0127), the back office's and the signed-in pages' chunk lists out of the
  // route table, the product page's parts below its first screen loaded after the first load, and
  // the pages' small shared modules in fewer chunks (bench/README.md).
  home: 139,
  listing: 140,
  product: 140,
  deals: 136.5,
  category: 140,
  static: 135,
}

const gzipBytes = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length

/**
 * What the served page makes the browser download before the app runs, gzipped (level 9): its
 * module script and modulepreloads, and its styles (inline <style> and stylesheet links that are
 * not disabled).
 */
export function firstLoadOf(html: string, distDir: string) {
  const file = (url: string) => fs.readFileSync(path.join(distDir, url.replace(/^\//, '')))
  const scripts = [
    ...html.matchAll(/<script\b[^>]*type="module"[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*\shref="([^"]+)"/g),
    // Held until the page has loaded, then preloaded by the app: still part of the first load.
    ...html.matchAll(/<link\b[^>]*data-after-load="modulepreload"[^>]*\shref="([^"]+)"/g),
  ].map((m) => m[1]!)
  const links = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\sdisabled\b/.test(tag))
    .map((tag) => /\shref="([^"]+)"/.exec(tag)![1]!)
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!)
  return {
    /** Each script's gzipped size, for reading what the first load carries. */
    jsFiles: Object.fromEntries(scripts.map((url) => [url, gzipBytes(file(url))])),
    jsBytes: scripts.reduce((sum, url) => sum + gzipBytes(file(url)), 0),
    cssBytes: links.reduce((sum, url) => sum + gzipBytes(file(url)), 0) + gzipBytes(inline.join('')),
    blockingCssRequests: links.length,
  }
}

/** Builds the web app (and the server) when the web build or its server renderer is missing. */
export function ensureWebBuild() {
  if (fs.existsSync(path.join(WEB_DIST, 'index.html')) && fs.existsSync(path.join(WEB_DIST, 'ssr'))) return
  console.log('Building the web app...')
  const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (built.status !== 0) throw new Error('npm run build failed')
}

/** The real shop with production settings on a free port and a fresh demo-seeded database. */
export async function startWebShop() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-web-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn('node', ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'packages/server'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: `sqlite:${path.join(dir, 'shop.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      LOG_LEVEL: 'error',
      RATE_LIMIT_PER_MINUTE: '100000',
      // The production profile, with the demo shop's sandbox gateway, outbox mail and seeding allowed.
      ALLOW_SANDBOX_GATEWAY: 'true',
      ALLOW_NO_SMTP: 'true',
      ALLOW_DEMO_SEED: 'true',
    },
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    }).finally(() => fs.rmSync(dir, { recursive: true, force: true }))
  try {
    // The first start seeds the demo shop (pictures included), which takes a while.
    await waitForUrl(`${url}/api/categories`, 240_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}

/** bench:web's six pages in the running shop: the product and the category are the first listed. */
export async function benchPages(shopUrl: string): Promise<BenchPage[]> {
  const list = (await (await fetch(`${shopUrl}/api/products?page=1`)).json()) as {
    data: { slug: string }[]
  }
  const categories = (await (await fetch(`${shopUrl}/api/categories`)).json()) as {
    data: { data: { slug: string }[] }
  }
  return [
    ['home', 'home', '/'],
    ['listing', 'shop listing', '/all-products'],
    ['product', 'product detail', `/product-detail/${list.data[0]!.slug}`],
    ['deals', "today's deals", '/deals'],
    ['category', 'a category', `/category/${categories.data.data[0]!.slug}/`],
    ['static', 'a static page', '/terms-conditions'],
  ]
}

async function main() {
  ensureWebBuild()
  // The figures are React DOM's (docs/decisions/0116-react-renders-the-shop-again.md).
  const renderer = spawnSync('node', ['scripts/check-renderer.mjs'], { cwd: ROOT, stdio: 'inherit' })
  if (renderer.status !== 0) throw new Error('The browser build is not drawn by React DOM')
  console.log('Starting the shop on a fresh demo database...')
  const shop = await startWebShop()
  const over: string[] = []
  try {
    const kb = (bytes: number) => (bytes / 1024).toFixed(1)
    console.log(`\n| page | first-load JS KB | budget KB |`)
    console.log(`| --- | ---: | ---: |`)
    const details: string[] = []
    for (const [key, name, pagePath] of await benchPages(shop.url)) {
      const answer = await fetch(`${shop.url}${pagePath}`)
      if (!answer.ok) throw new Error(`${pagePath} answered ${answer.status}`)
      const first = firstLoadOf(await answer.text(), WEB_DIST)
      const budget = FIRST_LOAD_BUDGET_KB[key]
      if (first.jsBytes > budget * 1024) over.push(`${name} ${kb(first.jsBytes)} KB > ${budget} KB`)
      console.log(`| ${name} \`${pagePath}\` | ${kb(first.jsBytes)} | ${budget} |`)
      details.push(
        `${name}:`,
        ...Object.entries(first.jsFiles)
          .sort((a, b) => b[1] - a[1])
          .map(([file, bytes]) => `  ${kb(bytes).padStart(5)} ${file}`),
      )
    }
    if (process.env.FIRST_LOAD_VERBOSE) console.log(`\n${details.join('\n')}`)
  } finally {
    await shop.stop()
  }
  if (over.length) {
    console.error(`\nFirst-load JavaScript over budget:\n  ${over.join('\n  ')}`)
    process.exit(1)
  }
  console.log('\nEvery page is within its first-load budget.')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
