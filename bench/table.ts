// `npm run bench:table`: the whole speed table in one command. Runs the catalogue benchmark
// (bench/api.ts) at 10,000 and 100,000 products on SQLite and at 10,000 on PostgreSQL, then the
// checkout benchmark (bench/checkout.ts), then the trading day (bench/trading.ts: browsing while
// buying at 2 and 10 orders a second while staff export and import) at each size on SQLite and
// PostgreSQL, each in a process of its own one after the other, and writes the figures against
// the targets to bench/results/table.md. Env: BENCH_SECONDS per load run (default 5),
// BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432; 'off' skips PostgreSQL), BENCH_SIZES
// (default 10000,100000), BENCH_TRADING ('off' skips the trading day), BENCH_PORTS as for the others.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from './lib'
import type { TradingResult } from './trading'

interface ApiRow {
  name: string
  connections: number
  ratio: number
  p99: number
  errors: number
  load: number
}
interface ApiResult {
  products: number
  database: string
  memoryMiB: number | null
  rows: ApiRow[]
}
interface CheckoutResult {
  ordersPerSecond: number
  p99ms: number
  serverCpuMsPerOrder: number | null
  serverCpuMsPerOrderWithDocuments: number | null
  documentsDrainS: number
  serverPeakMemoryMiB: number | null
  loadAverage: string
}

const SECONDS = process.env.BENCH_SECONDS ?? '5'
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number)
const PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432'
const results = path.join(ROOT, 'bench/results')

function run(script: string, env: Record<string, string>, out: string): void {
  fs.rmSync(out, { force: true })
  const started = Date.now()
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: path.join(ROOT, 'bench'),
    env: { ...process.env, BENCH_SECONDS: SECONDS, ...env, BENCH_OUT: out },
    stdio: 'inherit',
  })
  if (result.status !== 0 || !fs.existsSync(out)) throw new Error(`${script} ${JSON.stringify(env)} failed`)
  console.log(`(${script} took ${Math.round((Date.now() - started) / 1000)} s)`)
}

const isListing = (r: ApiRow) => /^(all products|one category|one brand)/.test(r.name)
const catalogue = (r: ApiRow) => !r.name.startsWith('hello-world')
const range = (values: number[], digits = 2) => {
  const lo = Math.min(...values).toFixed(digits)
  const hi = Math.max(...values).toFixed(digits)
  return lo === hi ? lo : `${lo}-${hi}`
}
const byName = (rows: ApiRow[], test: (r: ApiRow) => boolean) => rows.filter((r) => catalogue(r) && test(r))
const loads = (rows: ApiRow[]) =>
  range(
    rows.map((r) => r.load),
    1,
  )

function apiFigures(r: ApiResult) {
  const c10 = r.rows.filter((x) => x.connections === 10)
  return {
    listing: range(byName(r.rows, isListing).map((x) => x.ratio)),
    slug: range(byName(r.rows, (x) => x.name === 'product by slug').map((x) => x.ratio)),
    suggest: range(byName(r.rows, (x) => x.name.startsWith('search suggestions')).map((x) => x.ratio)),
    p99: `${range(
      byName(c10, () => true).map((x) => x.p99),
      0,
    )} ms`,
    memory: `${r.memoryMiB ?? 'n/a'} MiB`,
    errors: r.rows.reduce((n, x) => n + x.errors, 0),
    load: loads(r.rows),
  }
}

/** The lowest ratio of an endpoint at 100,000 products to the same endpoint at 10,000. */
function keptRatio(small: ApiResult, large: ApiResult): string {
  const shares = large.rows
    .filter(catalogue)
    .map((row) => {
      const same = small.rows.find((s) => s.name === row.name && s.connections === row.connections)
      return same ? row.ratio / same.ratio : NaN
    })
    .filter((x) => Number.isFinite(x))
  return `${Math.round(Math.min(...shares) * 100)}-${Math.round(Math.max(...shares) * 100)} % of the 10,000 ratios`
}

/** The trading day at each size, SQLite and (unless off) PostgreSQL: one row per order rate. */
function tradingTable(): string[] {
  const runs: TradingResult[] = []
  for (const products of SIZES) {
    const databases: [string, Record<string, string>][] = [['sqlite', {}]]
    if (PG !== 'off')
      databases.push(['postgres', { BENCH_DATABASE_URL: `${PG}/shop_bench_${products}`, BENCH_LABEL: 'pg' }])
    for (const [label, env] of databases) {
      const out = path.join(results, `trading-${label}-${products}.json`)
      run('trading.ts', { BENCH_PRODUCTS: String(products), ...env }, out)
      runs.push(JSON.parse(fs.readFileSync(out, 'utf8')) as TradingResult)
    }
  }
  return [
    'Trading day: 10 shoppers on listings (autocannon) and, beside them, 60 requests a second on filtered listings with facets, product pages and search (as typed), while buyers check out at the rate shown; then, buyers still buying, a staff member exports every product and imports 1,000 changed rows while a shopper opens product pages.',
    '',
    '| database, products | orders/s asked (done) | listings / hello-world | p99 listing / filter / product / search / order | export, import; product p99 meanwhile | errors | peak RSS over the run | load |',
    '| --- | ---: | ---: | --- | --- | ---: | ---: | ---: |',
    ...runs.flatMap((r) =>
      r.rows.map(
        (x) =>
          `| ${r.database}, ${r.products} | ${x.ordersPerSecondAsked} (${x.ordersPerSecond}) | ${x.ratio} | ${x.p99.listing} / ${x.p99.filter} / ${x.p99.product} / ${x.p99.search} / ${x.p99.order} ms | ${x.exportS} s, ${x.importS} s; ${x.p99.productDuringStaff} ms | ${x.errors} | ${r.peakMemoryMiB} MiB | ${x.load} |`,
      ),
    ),
    '',
    'Targets: listings 0.35 of hello-world under 2 orders/s at 100,000 products, p99 under 10 ms for cached reads, peak resident memory under 300 MiB, 0 errors.',
  ]
}

function main() {
  fs.mkdirSync(results, { recursive: true })
  const api: ApiResult[] = []
  for (const products of SIZES) {
    const out = path.join(results, `api-sqlite-${products}.json`)
    run('api.ts', { BENCH_PRODUCTS: String(products) }, out)
    api.push(JSON.parse(fs.readFileSync(out, 'utf8')) as ApiResult)
  }
  let pg: ApiResult | undefined
  if (PG !== 'off') {
    const out = path.join(results, `api-postgres-${SIZES[0]}.json`)
    run(
      'api.ts',
      {
        BENCH_PRODUCTS: String(SIZES[0]),
        BENCH_DATABASE_URL: `${PG}/shop_bench_${SIZES[0]}`,
        BENCH_LABEL: 'pg',
      },
      out,
    )
    pg = JSON.parse(fs.readFileSync(out, 'utf8')) as ApiResult
  }
  const checkoutOut = path.join(results, 'checkout-table.json')
  run('checkout.ts', {}, checkoutOut)
  const checkout = JSON.parse(fs.readFileSync(checkoutOut, 'utf8')) as CheckoutResult

  const [small, large] = api
  const s = apiFigures(small!)
  const p = pg ? apiFigures(pg) : undefined
  const head = `| figure | SQLite, ${small!.products} products | ${p ? `PostgreSQL, ${pg!.products} products | ` : ''}target |`
  const sep = `| --- | ---: | ${p ? '---: | ' : ''}--- |`
  const row = (label: string, key: keyof typeof s, target: string) =>
    `| ${label} | ${s[key]} | ${p ? `${p[key]} | ` : ''}${target} |`
  const lines = [
    `Measured ${new Date().toISOString()} on ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${SECONDS} s per load run (ratios: to a bare Fastify hello-world in the same run).`,
    '',
    head,
    sep,
    row('listing pages (all, category, brand; asc/desc; page 1 and 20), c=10 and c=50', 'listing', '0.35'),
    row('product by slug, c=10 and c=50', 'slug', '0.50'),
    row('search suggestions, c=10 and c=50', 'suggest', '0.30'),
    row('p99 at c=10, every catalogue endpoint', 'p99', 'under 3 ms'),
    row('shop server peak memory over the whole benchmark', 'memory', 'under 150 MiB'),
    row('non-2xx answers or errors', 'errors', '0'),
    row('load average (1 min) during the runs', 'load', 'quiet: under 1'),
    `| checkout at 10 buyers | ${checkout.ordersPerSecond} orders/s, p99 ${checkout.p99ms} ms | ${p ? '| ' : ''}300 orders/s, p99 under 50 ms |`,
    `| checkout server CPU per order (answer / with its invoice and mail) | ${checkout.serverCpuMsPerOrder} / ${checkout.serverCpuMsPerOrderWithDocuments} ms | ${p ? '| ' : ''}(6.1 ms before) |`,
    `| checkout: last documents done after the last answer | ${checkout.documentsDrainS} s | ${p ? '| ' : ''}within seconds |`,
    `| checkout server peak memory; load average | ${checkout.serverPeakMemoryMiB} MiB; ${checkout.loadAverage} | ${p ? '| ' : ''}|`,
  ]
  if (large) {
    const l = apiFigures(large)
    lines.push(
      '',
      `At ${large.products} products (SQLite): listing ${l.listing}, product ${l.slug}, suggestions ${l.suggest}, p99 at c=10 ${l.p99}, peak ${l.memory}, load ${l.load}; ${keptRatio(small!, large)} (target: within 20 %).`,
    )
  }
  if (process.env.BENCH_TRADING !== 'off') lines.push('', ...tradingTable())
  const table = lines.join('\n')
  console.log(`\n${table}`)
  fs.writeFileSync(path.join(results, 'table.md'), `${table}\n`)
}

main()
