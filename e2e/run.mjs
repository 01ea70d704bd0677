#!/usr/bin/env node
// Runs the Playwright journeys against Debian's Chromium (no browser download is possible here).
import fs from 'node:fs'
import net from 'node:net'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
if (!fs.existsSync(chrome)) {
  console.error(
    `Chromium not found at ${chrome}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\nor set CHROME_PATH to a Chromium or Chrome binary.`,
  )
  process.exit(1)
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })

const here = path.dirname(fileURLToPath(import.meta.url))
const port = process.env.E2E_PORT ?? String(await freePort())
const { status } = spawnSync(
  'npx',
  ['playwright', 'test', '-c', path.join(here, 'playwright.config.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chrome, E2E_PORT: port },
  },
)
process.exit(status ?? 1)
