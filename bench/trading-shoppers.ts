// The trading day's browsing shoppers and buyers, in a worker thread of their own (started by
// bench/trading.ts). In the main thread they shared an event loop with autocannon, so their
// latencies counted the time their answers waited behind autocannon's callbacks, not only the
// shop's: a p99 of the client, not of the server.
import { parentPort, workerData } from 'node:worker_threads'
import { sandboxCardToken } from './card-token'
import { timedFetch } from './timed-fetch'

export interface ShoppersInput {
  shopUrl: string
  /** Paths per kind of browsing request ('filter', 'product', 'search'). */
  others: Record<string, string[]>
  stocked: { id: number; price_cents: number }[]
  buyerTokens: string[]
  firstBuyer: number
  rate: { rate_cents: number; free_over_cents: number | null }
  ordersPerSecond: number
  /** How long the shoppers browse; the buyers buy until told to stop. */
  browseMs: number
  /** Filtered listings, product pages and searches a second, together. */
  browsePerSecond: number
}
export interface ShoppersOutput {
  latencies: Record<string, number[]>
  errors: string[]
  nextBuyer: number
}

const input = workerData as ShoppersInput
const latencies: Record<string, number[]> = { order: [] }
const errors: string[] = []
for (const kind of Object.keys(input.others)) latencies[kind] = []

const timed = timedFetch(latencies, errors)

// Buyers: one order every 1/rate seconds, each in flight on its own.
let nextBuyer = input.firstBuyer
const orders: Promise<void>[] = []
const buy = () => {
  const p = input.stocked[(nextBuyer * 7) % input.stocked.length]!
  const token = input.buyerTokens[nextBuyer++ % input.buyerTokens.length]!
  const sub = p.price_cents
  const { rate_cents, free_over_cents } = input.rate
  const shipping = free_over_cents !== null && sub >= free_over_cents ? 0 : rate_cents
  // The browser's one-use card token first, then the timed order.
  orders.push(
    sandboxCardToken(input.shopUrl)
      .then((paymentToken) =>
        timed('order', `${input.shopUrl}/api/checkout/payment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
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
            paymentToken,
          }),
        }),
      )
      .catch((error: unknown) => {
        errors.push(`card token: ${String(error)}`)
      }),
  )
}

// Shoppers on a filtered listing, product pages and search, taking turns at a fixed rate, each
// request in flight on its own (as the buyers' orders). A closed loop here (each answer followed at
// once by the next request) was a second load generator on the same two cores as the server and
// autocannon: it measured the client's CPU (fetch costs far more per request than autocannon), not
// what a shopper waits for.
const browsingRequests: Promise<void>[] = []
const browse = (stopAt: number) => {
  const kinds = Object.keys(input.others)
  let n = 0
  const tick = setInterval(() => {
    if (Date.now() >= stopAt) return clearInterval(tick)
    const kind = kinds[n % kinds.length]!
    const paths = input.others[kind]!
    browsingRequests.push(
      timed(kind, `${input.shopUrl}${paths[Math.floor(n / kinds.length) % paths.length]}`),
    )
    n++
  }, 1000 / input.browsePerSecond)
  return new Promise<void>((resolve) => setTimeout(resolve, stopAt - Date.now() + 10)).then(() =>
    Promise.all(browsingRequests),
  )
}

// 'warm' places a few orders before any window, answered 'warm': a shop open for the day has made
// its first invoice and mail (the first PDF parses its fonts, the first mail compiles its
// templates) before the shoppers this run measures. 'go' starts the measured window (sent as
// autocannon starts), 'stop' ends the buying.
let buying: NodeJS.Timeout | undefined
let browsing: Promise<unknown> = Promise.resolve()
parentPort!.on('message', (message: 'warm' | 'go' | 'stop') => {
  if (message === 'warm') {
    for (let i = 0; i < 3; i++) buy()
    void Promise.all(orders.splice(0)).then(() => {
      latencies.order = []
      parentPort!.postMessage('warm')
    })
    return
  }
  if (message === 'go') {
    if (input.ordersPerSecond > 0) buying = setInterval(buy, 1000 / input.ordersPerSecond)
    const stopAt = Date.now() + input.browseMs
    browsing = browse(stopAt)
    return
  }
  clearInterval(buying)
  void Promise.all([browsing, ...orders]).then(() => {
    const output: ShoppersOutput = { latencies, errors, nextBuyer }
    parentPort!.postMessage(output)
  })
})
parentPort!.postMessage('ready')
