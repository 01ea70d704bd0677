#!/usr/bin/env node
// Starts the real shop for the journeys, compiled as `npm start` runs it (`npm run build` first): a
// fresh temporary SQLite database and media folder, seeded with the demo shop by its own first start.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'))
// Journeys read the database (e.g. a reset code from mail_outbox): see e2e/e2e-db.ts.
const infoFile = path.join(os.tmpdir(), `shop-e2e-${process.env.E2E_PORT}.json`)
fs.writeFileSync(infoFile, JSON.stringify({ databasePath: path.join(dir, 'shop.db') }))
const child = spawn('node', ['--enable-source-maps', 'dist/server.js'], {
  cwd: path.join(root, 'packages/server'),
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    // A developer's .env (SMTP, Redis...) has no say in the journeys.
    ENV_FILE: '',
    PORT: process.env.E2E_PORT,
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${path.join(dir, 'shop.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    PRIVATE_DIR: path.join(dir, 'private'),
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    LOG_LEVEL: 'warn',
    // Journeys log in and out many times; the abuse limits are tested by the API suite.
    RATE_LIMIT_PER_MINUTE: '10000',
    // The journeys sign up and log in hundreds of times; scrypt's standard cost is the API suite's
    // subject (lib/password.ts).
    PASSWORD_HASH_COST: 'test',
  },
})
const cleanUp = () => {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.rmSync(infoFile, { force: true })
}
const stop = () => {
  child.kill('SIGTERM')
  cleanUp()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
child.on('exit', (code) => {
  cleanUp()
  process.exit(code ?? 0)
})
