// `npm run trading -w @shop/bench`: a trading day in miniature against the real shop started as
// `npm start` runs it. Shoppers browse (listings, filtered listings with facets, product pages,
// search) while buyers check out at a fixed rate (BENCH_ORDER_RATES, default 2 and 10 orders a
// second), and a staff member exports every product and imports 1,000 changed rows, all at once,
// BENCH_SECONDS per rate. Reports listing throughput as a ratio to a bare Fastify hello-world, the
// p99 of each kind of request, orders per second, the server's peak resident memory over the
// whole run and every error. Env: BENCH_PRODUCTS (default 10000), BENCH_DATABASE_URL (default a
// SQLite file under data/, shared with bench/api.ts, seeded once), BENCH_OUT.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import type {} from '../packages/server/src/app'
import { connectDb } from '../packages/server/src/db/connect'
import { insertCustomer } from '../packages/server/test/fixtures'
import { insertStaffMember } from '../packages/server/test/staff-fixtures'
import { ensureSeeded, freePort, loadAverage, peakMemoryMiB, ROOT, startShop, waitForUrl } from './lib'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10000)
const RATES = (process.env.BENCH_ORDER_RATES ?? '2,10').split(',').map(Number)
const SHOPPERS = 10
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
    search: ['/api/search/suggestions?q=glove', '/api/search/product/bandage?page=1'],
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

  const rows: TradingRow[] = []
  let nextBuyer = 0
  try {
    for (const ordersPerSecond of RATES) {
      const errors: string[] = []
      const lat: Record<string, number[]> = {
        order: [],
        filter: [],
        product: [],
        search: [],
        export: [],
        import: [],
        productDuringStaff: [],
      }
      const stopAt = Date.now() + SECONDS * 1000
      const timed = async (kind: string, url: string, init?: RequestInit) => {
        const started = performance.now()
        try {
          const res = await fetch(url, init)
          await res.arrayBuffer()
          if (!res.ok) errors.push(`${kind} ${res.status}`)
        } catch (error) {
          errors.push(`${kind} ${error instanceof Error ? error.message : 'failed'}`)
        }
        lat[kind]!.push(performance.now() - started)
      }
      // Buyers: one order every 1/rate seconds, each in flight on its own.
      const orders: Promise<void>[] = []
      const buying = setInterval(() => {
        const p = stocked[(nextBuyer * 7) % stocked.length]!
        const buyer = buyers[nextBuyer++ % buyers.length]!
        const sub = p.price_cents
        const shipping = rate.free_over_cents !== null && sub >= rate.free_over_cents ? 0 : rate.rate_cents
        orders.push(
          timed('order', `${api}/checkout/payment`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
            body: JSON.stringify({
              items: [{ id: p.id, qty: 1, price: sub / 100 }],
              subTotal: sub / 100,
              couponDiscount: 0,
              shippingCharge: shipping / 100,
              taxAmount: 0,
              total: (sub + shipping) / 100,
              shippingAddress: {
                first_name: 'Bench',
                address: '1 Front St',
                city: 'Hamilton',
                zipcode: 'HM11',
                country: 'Bermuda',
              },
              pickupOrder: false,
              cardDetails: { number: '4111111111111111', name: 'Bench Buyer', expiry: '12/39', cvc: '123' },
            }),
          }),
        )
      }, 1000 / ordersPerSecond)
      // Shoppers who filter, open products and search (two at a time), besides autocannon's listings.
      const browse = async (i: number) => {
        const kinds = Object.keys(others)
        for (let n = i; Date.now() < stopAt; n++) {
          const kind = kinds[n % kinds.length]!
          const urls = others[kind]!
          await timed(kind, `${shop.url}${urls[n % urls.length]}`)
        }
      }
      // The measured window: browsing while buying.
      const [cannon] = await Promise.all([
        autocannon({
          url: shop.url,
          connections: SHOPPERS,
          duration: SECONDS,
          requests: listing.map((p) => ({ method: 'GET' as const, path: p })),
        }),
        browse(0),
        browse(1),
      ])
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
      clearInterval(buying)
      const staffS = (performance.now() - staffStarted) / 1000
      await Promise.all([...orders, staffWork])
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
