import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** BENCH_PORTS=3212-3219: take ports from this range in turn (a shared machine hands each user a range). */
const portRange = process.env.BENCH_PORTS?.split('-').map(Number)
let nextPort = portRange?.[0] ?? 0

export function freePort(): Promise<number> {
  if (portRange) {
    if (nextPort > portRange[1]!) throw new Error(`BENCH_PORTS ${process.env.BENCH_PORTS}: no port left`)
    return Promise.resolve(nextPort++)
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

/**
 * Starts the real shop (production settings, logging off) on a free port against `dbFile`,
 * seeding it with `products` products first when the file does not exist yet.
 */
export async function startShop(dbFile: string, mediaDir: string, products: number): Promise<ShopServer> {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: `sqlite:${dbFile}`,
    MEDIA_DIR: mediaDir,
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: '100000',
    // The production profile, with the demo shop's sandbox gateway, outbox mail and seeding allowed.
    ALLOW_SANDBOX_GATEWAY: 'true',
    ALLOW_NO_SMTP: 'true',
    ALLOW_DEMO_SEED: 'true',
  }
  if (!fs.existsSync(dbFile)) {
    console.log(`Seeding ${products} products into ${dbFile}...`)
    const seeded = spawnSync('npm', ['run', 'seed', '--', '--products', String(products)], {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    })
    if (seeded.status !== 0) throw new Error('seeding failed')
  }
  const port = await freePort()
  const child = spawn('node', ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'packages/server'),
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await waitForUrl(`${url}/api/categories`)
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
