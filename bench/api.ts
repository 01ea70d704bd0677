// `npm run bench:api`: load figures for the catalogue API on a 10,000-product catalogue, each
// endpoint as a ratio of a bare Fastify hello-world measured in the same run (machines here are
// noisy; the ratio is the figure that counts). Bounded: every run lasts DURATION seconds.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { freePort, peakMemoryMiB, ROOT, startShop, waitForUrl } from './lib'

const DURATION = Number(process.env.BENCH_SECONDS ?? 8)
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10000)
const CONNECTIONS = [10, 50]
const dataDir = path.join(ROOT, 'data', `bench-${PRODUCTS}`)

interface Row {
  name: string
  connections: number
  rps: number
  ratio: number
  p50: number
  p99: number
  errors: number
}

async function load(url: string, connections: number): Promise<autocannon.Result> {
  // A short warm-up so JIT and caches settle, then the measured run.
  await autocannon({ url, connections, duration: 1 })
  return autocannon({ url, connections, duration: DURATION })
}

async function main() {
  fs.mkdirSync(dataDir, { recursive: true })
  const shop = await startShop(path.join(dataDir, 'shop.db'), path.join(dataDir, 'media'), PRODUCTS)
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
    const endpoints: [string, string][] = [
      ['all products, price asc', `${api}/products?page=1&sort_order=asc`],
      ['all products, price desc, page 20', `${api}/products?page=20&sort_order=desc`],
      ['one category, price asc', `${api}/category/${categories[0]!.slug}/products?sort_order=asc`],
      ['one brand, price desc', `${api}/brand/${brands[0]!.slug}/products?sort=desc`],
      ['product by slug', `${api}/product/${product.slug}`],
      [
        `search suggestions '${word.slice(0, 5).toLowerCase()}'`,
        `${api}/search/product/${encodeURIComponent(word.slice(0, 5).toLowerCase())}`,
      ],
      [
        'one category, in stock, 3 stars & up, with facets',
        `${api}/category/${categories[0]!.slug}/products?in_stock=1&rating=3&facets=1`,
      ],
      ["search with a typo 'vitamn'", `${api}/products?search=vitamn`],
    ]
    const rows: Row[] = []
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
      })
      for (const [name, url] of endpoints) {
        const r = await load(url, connections)
        rows.push({
          name,
          connections,
          rps: r.requests.average,
          ratio: r.requests.average / baseRps,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.non2xx + r.errors,
        })
      }
    }
    const memory = peakMemoryMiB(shop.process.pid!)
    console.log(`\n${PRODUCTS} products, ${DURATION}s per run, Node ${process.version}\n`)
    console.log('| endpoint | conns | req/s | ratio to hello | p50 ms | p99 ms | errors |')
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |')
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.connections} | ${Math.round(r.rps)} | ${r.ratio.toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} |`,
      )
    }
    console.log(`\nshop server peak memory (VmHWM): ${memory ?? 'n/a'} MiB`)
    fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true })
    fs.writeFileSync(
      path.join(ROOT, 'bench/results/api-latest.json'),
      JSON.stringify(
        { date: new Date().toISOString(), products: PRODUCTS, duration: DURATION, memoryMiB: memory, rows },
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
