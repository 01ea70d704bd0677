import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { connectDb } from '../packages/server/src/db/connect'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** BENCH_PORTS=3212-3219: take ports from this range in turn (a shared machine hands each user a range). */
const portRange = process.env.BENCH_PORTS?.split('-').map(Number)
let nextPort = portRange?.[0] ?? 0

/** Whether a port on 127.0.0.1 can be listened on now. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer()
    srv.once('error', () => resolve(false))
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)))
  })
}

export async function freePort(): Promise<number> {
  if (portRange) {
    // Another user of the machine may hold one of them: skip it.
    while (nextPort <= portRange[1]!) {
      const port = nextPort++
      if (await portIsFree(port)) return port
    }
    throw new Error(`BENCH_PORTS ${process.env.BENCH_PORTS}: no free port left`)
  }
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

export async function waitForUrl(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Resident memory (VmRSS) of a process now, in MiB; Linux only. */
export function residentMemoryMiB(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Math.round(Number(kb) / 1024) : null
  } catch {
    return null
  }
}

/**
 * Samples a process's resident memory while `phase()` names what the benchmark is doing, and
 * remembers the most seen in each phase: where a peak comes from, not only how high it is.
 */
export function memoryByPhase(pid: number, phase: () => string) {
  const most = new Map<string, number>()
  const timer = setInterval(() => {
    const mib = residentMemoryMiB(pid)
    if (mib !== null) most.set(phase(), Math.max(most.get(phase()) ?? 0, mib))
  }, 200)
  return {
    stop() {
      clearInterval(timer)
      return Object.fromEntries(most)
    },
  }
}

/** Peak resident memory (VmHWM) of a process, in MiB; Linux only. */
export function peakMemoryMiB(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1]
    return kb ? Math.round(Number(kb) / 1024) : null
  } catch {
    return null
  }
}

export interface ShopServer {
  url: string
  process: ChildProcess
  stop(): Promise<void>
}

/** The server to measure: this one, or (for a before/after in one run) another checkout's packages/server. */
export const SERVER_DIR = path.resolve(process.env.BENCH_SERVER_DIR ?? path.join(ROOT, 'packages/server'))
let built = false

/**
 * The node options and script of the server's `npm start` (`node [options] dist/server.js`), so the
 * benchmark starts it exactly as production does, with the same memory settings.
 */
export function startCommand(serverDir = SERVER_DIR): { nodeArgs: string[]; script: string } {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    scripts: { start: string }
  }
  const [node, ...rest] = pkg.scripts.start.trim().split(/\s+/)
  const script = rest.pop()
  if (node !== 'node' || !script || rest.some((arg) => !arg.startsWith('--'))) {
    throw new Error(`cannot read the start script '${pkg.scripts.start}': expected 'node [--options] FILE'`)
  }
  return { nodeArgs: rest, script: path.join(serverDir, script) }
}

/** Compiles the server as `npm start` runs it (once per benchmark), unless BENCH_BUILD=0. */
function compiledServer(): { nodeArgs: string[]; script: string } {
  if (!built && process.env.BENCH_BUILD !== '0') {
    const result = spawnSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' })
    if (result.status !== 0) throw new Error('building the server failed')
    built = true
  }
  return startCommand()
}

/** How many products a database holds (0 when it has no catalogue yet). */
async function productCount(databaseUrl: string): Promise<number> {
  const db = connectDb(databaseUrl)
  try {
    const row = await db.kysely
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst()
    return Number(row?.n ?? 0)
  } catch {
    return 0
  } finally {
    await db.close()
  }
}

/** Creates the PostgreSQL database a URL names when it does not exist yet. */
async function ensurePostgresDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl)
  const name = url.pathname.slice(1)
  url.pathname = '/postgres'
  const admin = connectDb(url.toString())
  try {
    const exists = await admin.pg!.query('select 1 from pg_database where datname = $1', [name])
    if (exists.rowCount === 0) await admin.pg!.query(`create database "${name.replace(/"/g, '""')}"`)
  } finally {
    await admin.close()
  }
}

export interface ShopOptions {
  /** `sqlite:FILE` or `postgres://...`. */
  databaseUrl: string
  mediaDir: string
  /** Seeds this many products first unless the database already holds exactly that many (0: never). */
  products: number
}

/** The settings of the shop under test: production, logging off, limits out of the way. */
function shopEnv(o: ShopOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: o.databaseUrl,
    MEDIA_DIR: o.mediaDir,
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: '100000',
    // The production profile, with the demo shop's sandbox gateway, outbox mail and seeding allowed.
    ALLOW_SANDBOX_GATEWAY: 'true',
    ALLOW_NO_SMTP: 'true',
    ALLOW_DEMO_SEED: 'true',
    // The benchmark reads the process's memory figures from /metrics at the end.
    METRICS_PUBLIC: 'true',
  }
}

/** Seeds the demo shop with `products` products unless the database already holds that many. */
export async function ensureSeeded(o: ShopOptions): Promise<void> {
  if (o.products <= 0) return
  if (o.databaseUrl.startsWith('postgres')) await ensurePostgresDatabase(o.databaseUrl)
  // The demo seed adds its professional-only products to the number asked for.
  if ((await productCount(o.databaseUrl)) >= o.products) return
  console.log(`Seeding ${o.products} products into ${o.databaseUrl}...`)
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/cli/seed.ts', '--products', String(o.products), '--reset'],
    { cwd: SERVER_DIR, env: shopEnv(o), stdio: 'inherit' },
  )
  if (seeded.status !== 0) throw new Error('seeding failed')
}

/**
 * Starts the real shop compiled and started as `npm start` runs it (its node options too;
 * production settings, logging off) on a free port, seeding it first when needed.
 * BENCH_NODE_ARGS adds node options (`--cpu-prof`, ...).
 */
export async function startShop(o: ShopOptions): Promise<ShopServer> {
  await ensureSeeded(o)
  const start = compiledServer()
  const port = await freePort()
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const child = spawn(process.execPath, [...start.nodeArgs, ...nodeArgs, start.script], {
    cwd: ROOT,
    env: { ...shopEnv(o), PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await waitForUrl(`${url}/api/categories`)
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** The shop's own memory figures from /metrics (heap, external buffers, resident set), in MiB. */
export async function memoryBreakdown(url: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${url}/metrics`)).text()
  const pick = (name: string) => {
    const m = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+]+)$`, 'm').exec(text)
    return m ? Math.round((Number(m[1]) / 1024 / 1024) * 10) / 10 : NaN
  }
  return {
    rss: pick('process_resident_memory_bytes'),
    heapUsed: pick('nodejs_heap_size_used_bytes'),
    heapTotal: pick('nodejs_heap_size_total_bytes'),
    external: pick('nodejs_external_memory_bytes'),
    catalogueCache: pick('shop_catalogue_cache_bytes'),
  }
}

/** The machine's one-minute load average, for the record beside every figure. */
export const loadAverage = () => Math.round(os.loadavg()[0]! * 10) / 10
