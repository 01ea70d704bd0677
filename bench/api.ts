// `npm run bench:api`: load figures for the catalogue API on a 10,000-product catalogue (or
// BENCH_PRODUCTS), on SQLite or on the PostgreSQL database BENCH_DATABASE_URL names, each endpoint
// as a ratio of a bare Fastify hello-world measured in the same run (machines here are noisy; the
// ratio is the figure that counts). Bounded: every run lasts DURATION seconds.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import {
  freePort,
  loadAverage,
  memoryBreakdown,
  memoryByPhase,
  peakMemoryMiB,
  residentMemoryMiB,
  ROOT,
  startShop,
  waitForUrl,
} from './lib'

const DURATION = Number(process.env.BENCH_SECONDS ?? 8)
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10000)
const CONNECTIONS = [10, 50]
// BENCH_LABEL keeps another server's database apart (its migrations differ).
const dataDir = path.join(
  ROOT,
  'data',
  `bench-${PRODUCTS}${process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : ''}`,
)
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? `sqlite:${path.join(dataDir, 'shop.db')}`
/** Where the results go besides the console (the whole-table command names its own). */
const OUT = process.env.BENCH_OUT ?? path.join(ROOT, 'bench/results/api-latest.json')

interface Row {
  name: string
  connections: number
  rps: number
  ratio: number
  p50: number
  p99: number
  errors: number
  /** One-minute load average of the machine when the run ended. */
  load: number
}

async function load(url: string, connections: number): Promise<autocannon.Result> {
  // A short warm-up so JIT and caches settle, then the measured run.
  await autocannon({ url, connections, duration: 1 })
  return autocannon({ url, connections, duration: DURATION })
}

async function main() {
  fs.mkdirSync(dataDir, { recursive: true })
  const shop = await startShop({
    databaseUrl: DATABASE_URL,
    mediaDir: path.join(dataDir, 'media'),
    products: PRODUCTS,
  })
  const helloPort = await freePort()
  const hello = spawn('node', ['--import', 'tsx', path.join(ROOT, 'bench/hello-server.ts')], {
    env: { ...process.env, PORT: String(helloPort) },
    stdio: 'ignore',
  })
  const helloUrl = `http://127.0.0.1:${helloPort}/hello`
  try {
    await waitForUrl(helloUrl)
    const api = `${shop.url}/api`
    const categories = (
      (await (await fetch(`${api}/categories`)).json()) as { data: { data: { slug: string }[] } }
    ).data.data
    const brands = (await (await fetch(`${api}/brands`)).json()) as { slug: string }[]
    const page = (await (await fetch(`${api}/products?page=3`)).json()) as {
      data: { slug: string; product_name: string }[]
    }
    const product = page.data[0]!
    const word = product.product_name.split(' ').find((w) => w.length >= 4) ?? 'glove'
    const category = categories[0]!.slug
    const brand = brands[0]!.slug
    const endpoints: [string, string][] = [
      ['all products, price asc', `${api}/products?page=1&sort_order=asc`],
      ['all products, price desc, page 20', `${api}/products?page=20&sort_order=desc`],
      ['one category, price asc', `${api}/category/${category}/products?sort_order=asc`],
      ['one category, price desc, page 20', `${api}/category/${category}/products?page=20&sort_order=desc`],
      ['one brand, price desc', `${api}/brand/${brand}/products?sort=desc`],
      ['one brand, price asc, page 20', `${api}/brand/${brand}/products?page=20&sort=asc`],
      ['product by slug', `${api}/product/${product.slug}`],
      [
        `search suggestions '${word.slice(0, 5).toLowerCase()}'`,
        `${api}/search/product/${encodeURIComponent(word.slice(0, 5).toLowerCase())}`,
      ],
      ['categories', `${api}/categories`],
      ['brands by group', `${api}/group-brands`],
      ["today's deals", `${api}/todays-deals`],
      [
        'one category, in stock, 3 stars & up, with facets',
        `${api}/category/${categories[0]!.slug}/products?in_stock=1&rating=3&facets=1`,
      ],
      ["search with a typo 'vitamn'", `${api}/products?search=vitamn`],
    ]
    // BENCH_ENDPOINTS: a pattern naming the endpoints to load (a profile of one or two).
    const only = process.env.BENCH_ENDPOINTS ? new RegExp(process.env.BENCH_ENDPOINTS) : null
    const chosen = endpoints.filter(([name]) => !only || only.test(name))
    const rows: Row[] = []
    const atStart = residentMemoryMiB(shop.process.pid!)
    let phase = 'hello-world'
    const sampler = memoryByPhase(shop.process.pid!, () => phase)
    for (const connections of CONNECTIONS) {
      const base = await load(helloUrl, connections)
      const baseRps = base.requests.average
      rows.push({
        name: 'hello-world (bare Fastify)',
        connections,
        rps: baseRps,
        ratio: 1,
        p50: base.latency.p50,
        p99: base.latency.p99,
        errors: base.non2xx + base.errors,
        load: loadAverage(),
      })
      for (const [name, url] of chosen) {
        phase = `${name}, c=${connections}`
        const r = await load(url, connections)
        rows.push({
          name,
          connections,
          rps: r.requests.average,
          ratio: r.requests.average / baseRps,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.non2xx + r.errors,
          load: loadAverage(),
        })
      }
    }
    const memoryPhases = sampler.stop()
    const memory = peakMemoryMiB(shop.process.pid!)
    const breakdown = { atStart, ...(await memoryBreakdown(shop.url)) }
    const database = DATABASE_URL.startsWith('sqlite:') ? 'SQLite' : 'PostgreSQL'
    console.log(`\n${PRODUCTS} products on ${database}, ${DURATION}s per run, Node ${process.version}\n`)
    console.log('| endpoint | conns | req/s | ratio to hello | p50 ms | p99 ms | errors | load avg |')
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.connections} | ${Math.round(r.rps)} | ${r.ratio.toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.load} |`,
      )
    }
    console.log(
      `\nshop server peak memory (VmHWM): ${memory ?? 'n/a'} MiB; at the end (MiB): ${JSON.stringify(breakdown)}`,
    )
    console.log(`most resident memory seen during each run (MiB): ${JSON.stringify(memoryPhases)}`)
    fs.mkdirSync(path.dirname(OUT), { recursive: true })
    fs.writeFileSync(
      OUT,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          products: PRODUCTS,
          database,
          duration: DURATION,
          node: process.version,
          memoryMiB: memory,
          memoryAtEnd: breakdown,
          memoryPhases,
          rows,
        },
        null,
        2,
      ),
    )
  } finally {
    hello.kill('SIGTERM')
    await shop.stop()
  }
}

await main()
