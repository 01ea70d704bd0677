// `npm run checkout -w @shop/bench`: orders per second through POST /api/checkout/payment with 10
// concurrent buyers, each placing order after order (new Idempotency-Key each time) for a bounded
// time, against the real shop started on 127.0.0.1 with a temporary SQLite database. Every order is
// the full path: re-pricing, stock reservation, the sandbox card charge, marking paid, the invoice
// PDF and the confirmation mail.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
// Type-only: brings the server's Fastify declarations (app.db, ...) into this program for the fixtures.
import type {} from '../packages/server/src/app'
import { connectDb } from '../packages/server/src/db/connect'
import type * as migrations from '../packages/server/src/db/migrate'
import {
  insertBrand,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertShippingRate,
} from '../packages/server/test/fixtures'
import { freePort, memoryBreakdown, peakMemoryMiB, ROOT, SERVER_DIR, startShop, waitForUrl } from './lib'
import { sandboxCardToken } from './card-token'

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP_S = 2
const BUYERS = Number(process.env.BENCH_BUYERS ?? 10)
/**
 * Customer accounts the buyers take turns with: the shop allows each account 20 checkout attempts
 * in 10 minutes (lib/shop-limits.ts), so a fast run needs many accounts, not a lifted limit.
 */
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 600)

/** CPU time a process has used so far (user + system), in ms; Linux only. */
function cpuMs(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

/** The bare ceiling in the same run: Fastify answering a constant at the same concurrency. */
async function helloWorldRps(): Promise<number> {
  const port = await freePort()
  const hello = spawn('node', ['--import', 'tsx', path.join(ROOT, 'bench/hello-server.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  })
  try {
    const url = `http://127.0.0.1:${port}/hello`
    await waitForUrl(url)
    await autocannon({ url, connections: BUYERS, duration: 1 })
    return (await autocannon({ url, connections: BUYERS, duration: 5 })).requests.average
  } finally {
    hello.kill('SIGTERM')
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-checkout-'))
  const dbFile = path.join(dir, 'shop.db')
  const mediaDir = path.join(dir, 'media')

  // A small shop with stock that never runs out and one buyer (with a token) per concurrent client.
  const db = connectDb(`sqlite:${dbFile}`)
  // The migrations of the server under test (BENCH_SERVER_DIR may name another checkout's).
  const { migrateToLatest } = (await import(path.join(SERVER_DIR, 'src/db/migrate.ts'))) as typeof migrations
  await migrateToLatest(db)
  const category = await insertCategory(db, 'Bench Supplies')
  const brand = await insertBrand(db, 'Bench Brand')
  const products = [
    await insertProduct(db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 1250,
      quantity: 1e7,
    }),
    await insertProduct(db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 3999,
      quantity: 1e7,
    }),
  ]
  await insertShippingRate(db, 'Bermuda', 1500, 10_000)
  const buyers: Awaited<ReturnType<typeof insertCustomer>>[] = []
  for (let i = 0; i < ACCOUNTS; i++) buyers.push(await insertCustomer(db))
  let nextAccount = 0
  await db.close()

  const shop = await startShop({ databaseUrl: `sqlite:${dbFile}`, mediaDir, products: 0 })
  const order = {
    items: [
      { id: products[0]!.id, qty: 2, price: 12.5 },
      { id: products[1]!.id, qty: 1, price: 39.99 },
    ],
    subTotal: 64.99,
    couponDiscount: 0,
    shippingCharge: 15,
    taxAmount: 0,
    total: 79.99,
    shippingAddress: {
      first_name: 'Bench',
      address: '1 Front St',
      city: 'Hamilton',
      zipcode: 'HM11',
      country: 'Bermuda',
    },
    pickupOrder: false,
  }

  const latencies: number[] = []
  const statuses = new Map<number, number>()
  let errors = 0
  let measuring = false
  let stop = false
  let seq = 0
  const buyer = async (b: number) => {
    while (!stop) {
      try {
        // The browser's token first (one use each), then the timed payment.
        const body = JSON.stringify({ ...order, paymentToken: await sandboxCardToken(shop.url) })
        const started = performance.now()
        const res = await fetch(`${shop.url}/api/checkout/payment`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${buyers[nextAccount++ % ACCOUNTS]!.token}`,
            'idempotency-key': `bench-${b}-${++seq}-${Date.now()}`,
          },
          body,
        })
        await res.arrayBuffer()
        if (measuring) {
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
          if (res.status === 200) latencies.push(performance.now() - started)
        }
      } catch {
        if (measuring) errors++
      }
    }
  }
  try {
    const loops = Array.from({ length: BUYERS }, (_, b) => buyer(b))
    await new Promise((r) => setTimeout(r, WARMUP_S * 1000))
    measuring = true
    const cpu0 = cpuMs(shop.process.pid!)
    const t0 = performance.now()
    await new Promise((r) => setTimeout(r, DURATION_S * 1000))
    measuring = false
    const elapsed = (performance.now() - t0) / 1000
    const cpu1 = cpuMs(shop.process.pid!)
    stop = true
    await Promise.all(loops)
    // The invoices and mails follow the answers: wait (bounded) until the last is done.
    const drainStarted = performance.now()
    const watcher = connectDb(`sqlite:${dbFile}`)
    let documentsLeft = -1
    try {
      while (performance.now() - drainStarted < 120_000) {
        const row = await watcher.kysely
          .selectFrom('order_documents_due')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
          // A server without the outbox wrote each order's documents before answering it.
          .catch(() => ({ n: 0 }))
        documentsLeft = Number(row?.n ?? 0)
        if (documentsLeft === 0) break
        await new Promise((r) => setTimeout(r, 100))
      }
    } finally {
      await watcher.close()
    }
    const documentsDrainS = Math.round((performance.now() - drainStarted) / 100) / 10
    const cpuDrained = cpuMs(shop.process.pid!)
    const memoryAtEnd = await memoryBreakdown(shop.url)

    latencies.sort((a, b) => a - b)
    const ok = statuses.get(200) ?? 0
    const helloRps = await helloWorldRps()
    const result = {
      date: new Date().toISOString(),
      node: process.version,
      buyers: BUYERS,
      seconds: Math.round(elapsed * 10) / 10,
      ordersPerSecond: Math.round((ok / elapsed) * 10) / 10,
      orders: ok,
      p50ms: Math.round(percentile(latencies, 50)),
      p90ms: Math.round(percentile(latencies, 90)),
      p99ms: Math.round(percentile(latencies, 99)),
      maxMs: Math.round(latencies.at(-1) ?? 0),
      statuses: Object.fromEntries(statuses),
      networkErrors: errors,
      serverCpuMsPerOrder:
        cpu0 !== null && cpu1 !== null && ok ? Math.round(((cpu1 - cpu0) / ok) * 10) / 10 : null,
      // Including the invoices and mails produced after the window (those of the warm-up too).
      serverCpuMsPerOrderWithDocuments:
        cpu0 !== null && cpuDrained !== null && ok ? Math.round(((cpuDrained - cpu0) / ok) * 10) / 10 : null,
      documentsLeft,
      documentsDrainS,
      memoryAtEnd,
      helloWorldRps: Math.round(helloRps),
      loadAverage: os.loadavg()[0]!.toFixed(1),
      serverPeakMemoryMiB: peakMemoryMiB(shop.process.pid!),
    }
    console.log(
      `\nCheckout: ${BUYERS} concurrent buyers, ${result.seconds}s measured after ${WARMUP_S}s warm-up`,
    )
    console.log(
      '| orders/s | orders | p50 ms | p90 ms | p99 ms | max ms | non-200 | server CPU ms/order | with documents | documents done after | hello-world req/s | load avg | server peak MiB |',
    )
    console.log(
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    )
    const non200 = [...statuses].filter(([s]) => s !== 200).reduce((n, [, c]) => n + c, 0) + errors
    console.log(
      `| ${result.ordersPerSecond} | ${ok} | ${result.p50ms} | ${result.p90ms} | ${result.p99ms} | ${result.maxMs} | ${non200} | ${result.serverCpuMsPerOrder ?? 'n/a'} | ${result.serverCpuMsPerOrderWithDocuments ?? 'n/a'} | ${documentsLeft === 0 ? `${documentsDrainS} s` : `${documentsLeft} left`} | ${result.helloWorldRps} | ${result.loadAverage} | ${result.serverPeakMemoryMiB ?? 'n/a'} |`,
    )
    console.log(`server memory at the end (MiB): ${JSON.stringify(memoryAtEnd)}`)
    fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true })
    fs.writeFileSync(
      process.env.BENCH_OUT ?? path.join(ROOT, 'bench/results/checkout-latest.json'),
      JSON.stringify(result, null, 2),
    )
  } finally {
    stop = true
    await shop.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

await main()
