#!/usr/bin/env node
// The oldest Node the project supports (20.19+) runs the shop: the whole test suite runs on Node 24
// (the recommended version), and this check runs on the other. It starts the built shop as
// `npm start` does, on a fresh SQLite database (the native driver loads, the schema migrates and
// the demo shop is seeded), reads a server-rendered page, and a demo customer buys a product for
// pickup with the sandbox's approving card. Needs `npm run build` first. Exits non-zero on failure.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const serverJs = path.join(root, 'packages/server/dist/server.js')
if (!fs.existsSync(serverJs)) {
  console.error('No build: run `npm run build` first.')
  process.exit(1)
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })

const started = Date.now()
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-compat-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const startScript = JSON.parse(fs.readFileSync(path.join(root, 'packages/server/package.json'), 'utf8'))
  .scripts.start
const child = spawn(
  process.execPath,
  [...startScript.split(/\s+/).filter((w) => w.startsWith('--')), serverJs],
  {
    cwd: path.join(root, 'packages/server'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      ENV_FILE: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATABASE_URL: `sqlite:${path.join(dir, 'shop.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      PRIVATE_DIR: path.join(dir, 'private'),
      LOG_LEVEL: 'warn',
    },
  },
)
let output = ''
child.stdout.on('data', (c) => (output += c))
child.stderr.on('data', (c) => (output += c))
const exited = new Promise((resolve) => child.on('exit', resolve))

function fail(message) {
  console.error(`FAIL on Node ${process.version}: ${message}\n--- server output ---\n${output}`)
  child.kill('SIGKILL')
  fs.rmSync(dir, { recursive: true, force: true })
  process.exit(1)
}

async function call(method, url, { body, token } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(method === 'POST' ? { 'Idempotency-Key': `compat-${Date.now()}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await res.text()
  if (!res.ok) fail(`${method} ${url} answered ${res.status}: ${text.slice(0, 500)}`)
  return text
}

// Ready once the first start has migrated and seeded the database.
for (let i = 0; ; i++) {
  if (child.exitCode !== null) fail(`the server exited with ${child.exitCode}`)
  if (i > 600) fail('the server was not ready within 120 s')
  const ready = await fetch(`${base}/api/ready`).then(
    (r) => r.ok,
    () => false,
  )
  if (ready) break
  await new Promise((r) => setTimeout(r, 200))
}

const home = await call('GET', '/')
if (!/<html[\s>]/.test(home) || !home.includes('id="root"')) fail('the home page is not the rendered shop')

const { data: products } = JSON.parse(await call('GET', '/api/products?page=1'))
const product = products.find((p) => !p.professional_only && !p.packs?.length && p.stock > 0)
if (!product) fail('no product a shopper may buy on the first page')
const productPage = await call('GET', `/product-detail/${product.slug}`)
if (!productPage.includes(product.product_name.replace(/&/g, '&amp;').slice(0, 20)))
  fail(`the product page does not name ${product.product_name}`)

const { _token: token } = JSON.parse(
  await call('POST', '/api/login', {
    body: { login: 'demo@bermudamedicalsupply.bm', password: 'ShopDemo2026!' },
  }),
)
const price = product.discounted_price ?? product.selling_price
// The card as the browser pays with it: a token the sandbox's card element makes (the shop's API takes
// no card numbers).
const { token: paymentToken } = JSON.parse(
  await call('POST', '/sandbox-gateway/v1/tokens', {
    body: { number: '4111111111111111', name: 'Compat Check', expiry: '12/36', cvc: '123' },
  }),
)
const paid = JSON.parse(
  await call('POST', '/api/checkout/payment', {
    token,
    body: {
      items: [{ id: product.id, qty: 1, price }],
      subTotal: price,
      couponDiscount: 0,
      shippingCharge: 0,
      taxAmount: 0,
      total: price,
      pickupOrder: true,
      paymentToken,
    },
  }),
)
if (!paid.data?.orderNumber) fail(`the payment answered no order number: ${JSON.stringify(paid)}`)

child.kill('SIGTERM')
const code = await exited
fs.rmSync(dir, { recursive: true, force: true })
if (code !== 0 && code !== null) fail(`the server exited with ${code} after SIGTERM`)
console.log(
  `Node ${process.version}: the shop started, migrated and seeded, served the home and a product page, and took order ${paid.data.orderNumber} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
)
