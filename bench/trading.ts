// `npm run trading -w @shop/bench`: a trading day in miniature against the real shop started as
// `npm start` runs it. Shoppers browse (listings, filtered listings with facets, product pages,
// search) while buyers check out at a fixed rate (BENCH_ORDER_RATES, default 2 and 10 orders a
// second), and a staff member exports every product and imports 1,000 changed rows, all at once,
// BENCH_SECONDS per rate. Reports listing throughput as a ratio to a bare Fastify hello-world, the
// p99 of each kind of request, orders per second, the server's peak resident memory over the
// whole run and every error. Env: BENCH_PRODUCTS (default 10000), BENCH_DATABASE_URL (default a
// SQLite file under data/, shared with bench/api.ts, seeded once), BENCH_OUT.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import autocannon from 'autocannon'
import type {} from '../packages/server/src/app'
import { connectDb } from '../packages/server/src/db/connect'
import { insertCustomer } from '../packages/server/test/fixtures'
import { insertStaffMember } from '../packages/server/test/staff-fixtures'
import { timedFetch } from './timed-fetch'
import type { ShoppersInput, ShoppersOutput } from './trading-shoppers'
import { ensureSeeded, freePort, loadAverage, peakMemoryMiB, ROOT, startShop, waitForUrl } from './lib'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10000)
const RATES = (process.env.BENCH_ORDER_RATES ?? '2,10').split(',').map(Number)
const SHOPPERS = 10
/** Filtered listings, product pages and searches a second, beside the listing shoppers. */
const BROWSE_RATE = Number(process.env.BENCH_BROWSE_RATE ?? 60)
const SHOPPERS_MODULE = new URL('./trading-shoppers.ts', import.meta.url).href
const dataDir = path.join(
  ROOT,
  'data',
  `bench-${PRODUCTS}${process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : ''}`,
)
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? `sqlite:${path.join(dataDir, 'shop.db')}`
const OUT = process.env.BENCH_OUT ?? path.join(ROOT, 'bench/results/trading-latest.json')

export interface TradingRow {
  ordersPerSecondAsked: number
  listingRps: number
  ratio: number
  p99: Record<string, number>
  ordersPerSecond: number
  /** Filtered listings, product pages and searches answered a second. */
  browsedPerSecond: number
  exportS: number
  importS: number
  errors: number
  load: number
}
export interface TradingResult {
  products: number
  database: string
  helloRps: number
  peakMemoryMiB: number | null
  rows: TradingRow[]
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10
    : 0
}

async function helloWorldRps(): Promise<number> {
  const port = await freePort()
  const hello = spawn('node', ['--import', 'tsx', path.join(ROOT, 'bench/hello-server.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  })
  try {
    const url = `http://127.0.0.1:${port}/hello`
    await waitForUrl(url)
    await autocannon({ url, connections: SHOPPERS, duration: 1 })
    return (await autocannon({ url, connections: SHOPPERS, duration: SECONDS })).requests.average
  } finally {
    hello.kill('SIGTERM')
  }
}

async function main() {
  fs.mkdirSync(dataDir, { recursive: true })
  const mediaDir = path.join(dataDir, 'media')
  await ensureSeeded({ databaseUrl: DATABASE_URL, mediaDir, products: PRODUCTS })
  // Buyers (the shop allows each account 20 checkout attempts in 10 minutes) and a staff member.
  const db = connectDb(DATABASE_URL)
  const buyers = await Promise.all(Array.from({ length: 60 }, () => insertCustomer(db)))
  const staff = await insertStaffMember(db, 'staff')
  const stocked = await db.kysely
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select([
      'p.id',
      'p.sku',
      'p.product_name',
      'c.name as category',
      'b.name as brand',
      'p.price_cents',
      'p.selling_price_cents',
    ])
    .where('p.published', '=', 1)
    .where((eb) => eb(eb.ref('p.quantity'), '>', eb(eb.ref('p.quantity_used'), '+', 50)))
    .orderBy('p.id')
    .limit(1000)
    .execute()
  const rate = await db.kysely
    .selectFrom('shipping_rates')
    .select(['rate_cents', 'free_over_cents'])
    .where('country', '=', 'Bermuda')
    .executeTakeFirstOrThrow()
  await db.close()
  if (stocked.length < 20) throw new Error('not enough products in stock to buy')

  const helloRps = await helloWorldRps()
  const shop = await startShop({ databaseUrl: DATABASE_URL, mediaDir, products: 0 })
  const api = `${shop.url}/api`
  const categories = (
    (await (await fetch(`${api}/categories`)).json()) as { data: { data: { slug: string }[] } }
  ).data.data
  const listing = [`/api/products?page=2`, `/api/category/${categories[0]!.slug}/products?page=1`]
  const others: Record<string, string[]> = {
    filter: [`/api/products?page=1&in_stock=1&facets=1&sort_by=price&sort_order=asc`],
    product: [
      `/api/customer/get-product-by-id/${stocked[0]!.id}`,
      `/api/customer/get-product-by-id/${stocked[5]!.id}`,
    ],
    // A shopper's keys as they type, a typo, and whole words.
    search: [
      ...['gl', 'glo', 'glov', 'glove', 'band', 'banda', 'bandage', 'vitamn'].map(
        (q) => `/api/search/suggestions?q=${q}`,
      ),
      ...['bandage', 'mask', 'syringe'].map((q) => `/api/search/product/${q}?page=1`),
    ],
  }
  // The staff's file: each product's required columns as they are, and a new weight.
  const cell = (v: string) => `"${v.replace(/"/g, '""')}"`
  const csvWith = (weight: string) =>
    [
      'sku,product_name,category,brand,selling_price,weight',
      ...stocked.map((p) =>
        [p.sku, p.product_name, p.category, p.brand, (p.selling_price_cents / 100).toFixed(2), weight]
          .map(cell)
          .join(','),
      ),
    ].join('\n')

  // A shop that has been open a while: each URL answered once before the first measured window
  // (the p99s below are of a warm shop; what an order or an import drops is rebuilt in the window).
  for (const p of [...listing, ...Object.values(others).flat()])
    await (await fetch(`${shop.url}${p}`)).arrayBuffer()

  const rows: TradingRow[] = []
  let nextBuyer = 0
  try {
    for (const ordersPerSecond of RATES) {
      const errors: string[] = []
      const lat: Record<string, number[]> = {
        export: [],
        import: [],
        productDuringStaff: [],
      }
      // Browsing shoppers and buyers in a worker thread, so that autocannon's callbacks do not
      // delay their answers (see trading-shoppers.ts).
      const input: ShoppersInput = {
        shopUrl: shop.url,
        others,
        stocked: stocked.map((p) => ({ id: p.id, price_cents: p.price_cents })),
        buyerTokens: buyers.map((b) => b.token),
        firstBuyer: nextBuyer,
        rate,
        ordersPerSecond,
        browseMs: SECONDS * 1000,
        browsePerSecond: BROWSE_RATE,
      }
      // The worker imports its TypeScript through tsx's API (a worker does not inherit the
      // parent's `--import tsx` loader).
      const shoppers = new Worker(
        `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(SHOPPERS_MODULE)}, ${JSON.stringify(import.meta.url)}))`,
        { eval: true, workerData: input },
      )
      // events.once rejects when the worker fails instead.
      await once(shoppers, 'message') // 'ready': its modules are loaded
      if (rows.length === 0) {
        shoppers.postMessage('warm')
        await once(shoppers, 'message')
        // The orders' invoices and mails are made after their answers (the documents outbox).
        await new Promise((resolve) => setTimeout(resolve, 2000))
      }
      const shoppersDone = once(shoppers, 'message').then(([output]) => output as ShoppersOutput)
      // Awaited after autocannon; until then a failed worker must not end the process unhandled
      // (the shop would be left running).
      shoppersDone.catch(() => undefined)
      shoppers.postMessage('go')
      const timed = timedFetch(lat, errors)
      // The measured window: browsing while buying.
      const cannon = await autocannon({
        url: shop.url,
        connections: SHOPPERS,
        duration: SECONDS,
        requests: listing.map((p) => ({ method: 'GET' as const, path: p })),
      })
      // Then staff: an export of every product and an import of 1,000 changed rows, while buyers
      // go on buying and a shopper opens product pages (timed apart: the import changes every
      // product it touches, so the cache is rebuilt behind it).
      let staffDone = false
      const staffStarted = performance.now()
      const staffWork = (async () => {
        const auth = { authorization: staff.headers.authorization }
        await timed('export', `${api}/admin/products/export.csv`, { headers: auth })
        await timed('import', `${api}/admin/products/import`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'text/csv' },
          body: csvWith(`${100 + rows.length} g`),
        })
      })().finally(() => (staffDone = true))
      for (let n = 0; !staffDone; n++)
        await timed('productDuringStaff', `${shop.url}${others.product![n % others.product!.length]}`)
      shoppers.postMessage('stop')
      const staffS = (performance.now() - staffStarted) / 1000
      const [shopped] = await Promise.all([shoppersDone, staffWork])
      await shoppers.terminate()
      nextBuyer = shopped.nextBuyer
      errors.push(...shopped.errors)
      Object.assign(lat, shopped.latencies)
      const non2xx = cannon.non2xx + cannon.errors
      if (non2xx) errors.push(`listing ${non2xx} non-2xx or errors`)
      rows.push({
        ordersPerSecondAsked: ordersPerSecond,
        listingRps: Math.round(cannon.requests.average),
        ratio: Math.round((cannon.requests.average / helloRps) * 100) / 100,
        p99: {
          listing: cannon.latency.p99,
          filter: percentile(lat.filter!, 99),
          product: percentile(lat.product!, 99),
          search: percentile(lat.search!, 99),
          order: percentile(lat.order!, 99),
          productDuringStaff: percentile(lat.productDuringStaff!, 99),
        },
        ordersPerSecond: Math.round((lat.order!.length / (SECONDS + staffS)) * 10) / 10,
        browsedPerSecond:
          Math.round(
            (['filter', 'product', 'search'].reduce((n, k) => n + lat[k]!.length, 0) / SECONDS) * 10,
          ) / 10,
        exportS: Math.round(lat.export![0]! / 100) / 10,
        importS: Math.round(lat.import![0]! / 100) / 10,
        errors: errors.length,
        load: loadAverage(),
      })
      if (errors.length)
        console.error(`errors at ${ordersPerSecond} orders/s:`, [...new Set(errors)].slice(0, 5))
    }
    const result: TradingResult = {
      products: PRODUCTS,
      database: DATABASE_URL.startsWith('postgres') ? 'PostgreSQL' : 'SQLite',
      helloRps: Math.round(helloRps),
      peakMemoryMiB: peakMemoryMiB(shop.process.pid!),
      rows,
    }
    console.log(JSON.stringify(result, null, 2))
    fs.mkdirSync(path.dirname(OUT), { recursive: true })
    fs.writeFileSync(OUT, JSON.stringify(result, null, 2))
  } finally {
    await shop.stop()
  }
}

await main()
