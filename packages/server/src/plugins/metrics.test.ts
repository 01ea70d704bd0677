import { beforeAll, describe, expect, it } from 'vitest'
import { cardToken, insertBrand, insertCategory, insertCustomer, insertProduct } from '../../test/fixtures'
import { buildTestApp } from '../../test/helper'
import { SANDBOX_CARDS } from '../domains/payments/sandbox-gateway'

const TOKEN = 'metrics-token-0123456789'

/** A metric's value from the Prometheus text, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('/metrics without a setting', async () => {
  const t = await buildTestApp()
  it('is not served at all', async () => {
    expect((await t.app.inject('/metrics')).statusCode).toBe(404)
    expect(
      (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode,
    ).toBe(404)
  })
})

describe('/metrics with METRICS_PUBLIC=true', async () => {
  const t = await buildTestApp({ METRICS_PUBLIC: 'true' })
  it('is served to anyone in the Prometheus text format', async () => {
    const res = await t.app.inject('/metrics')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(res.body).toContain('# TYPE http_requests_total counter')
  })
})

describe('/metrics counting jobs', async () => {
  const t = await buildTestApp({ METRICS_PUBLIC: 'true' })
  it('counts each run of a job by its name', async () => {
    await t.app.jobs.runNow('mail-retry')
    const body = (await t.app.inject('/metrics')).body
    expect(sample(body, 'shop_jobs_total{job="mail-retry"}')).toBe(1)
  })
})

describe('/metrics with METRICS_TOKEN', async () => {
  const t = await buildTestApp({ METRICS_TOKEN: TOKEN })
  let customer: Awaited<ReturnType<typeof insertCustomer>>
  let productId: number
  let productSlug: string
  let key = 0
  const scrape = async () =>
    (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body
  const checkout = async (card: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/checkout/payment',
      headers: { authorization: `Bearer ${customer.token}`, 'idempotency-key': `metrics-test-${++key}` },
      payload: {
        items: [{ id: productId, qty: 1, price: 20 }],
        subTotal: 20,
        total: 20,
        pickupOrder: true,
        paymentToken: await cardToken(t.app, card),
      },
    })

  beforeAll(async () => {
    const category = await insertCategory(t.db)
    const brand = await insertBrand(t.db)
    const product = await insertProduct(t.db, {
      categoryId: category.id,
      brandId: brand.id,
      sellingPriceCents: 2000,
      quantity: 50,
    })
    productId = product.id
    productSlug = product.slug
    customer = await insertCustomer(t.db)
  })

  it('refuses a scrape without the token, or with another', async () => {
    const none = await t.app.inject('/metrics')
    expect(none.statusCode).toBe(401)
    expect(none.headers['www-authenticate']).toBe('Bearer')
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    })
    expect(wrong.statusCode).toBe(401)
  })

  it('counts requests and their latency per route pattern, not per path', async () => {
    await t.app.inject(`/api/product/${productSlug}`)
    await t.app.inject('/api/product/no-such-product')
    const text = await scrape()
    expect(
      sample(text, 'http_requests_total{method="GET",route="/api/product/:slug",status_code="200"}'),
    ).toBe(1)
    expect(
      sample(text, 'http_requests_total{method="GET",route="/api/product/:slug",status_code="404"}'),
    ).toBe(1)
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/product/:slug",status_code="200"}',
      ),
    ).toBe(1)
    const series = 'method="GET",route="/api/product/:slug",status_code="200"'
    expect(text).toContain('# TYPE http_request_duration_seconds histogram')
    expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",${series}}`)).toBe(1)
    expect(sample(text, `http_request_duration_seconds_bucket{le="10",${series}}`)).toBe(1)
    expect(sample(text, `http_request_duration_seconds_sum{${series}}`)).toBeGreaterThan(0)
    expect(text).not.toContain('no-such-product')
  })

  it('reports event-loop lag and memory', async () => {
    const text = await scrape()
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
    expect(text).toMatch(/^process_resident_memory_bytes \d/m)
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m)
  })

  it('counts orders placed and payments declined', async () => {
    expect((await checkout(SANDBOX_CARDS.approved)).statusCode).toBe(200)
    expect((await checkout(SANDBOX_CARDS.approved)).statusCode).toBe(200)
    expect((await checkout(SANDBOX_CARDS.declined)).statusCode).toBe(422)
    const text = await scrape()
    expect(sample(text, 'shop_orders_placed_total{kind="payment"}')).toBe(2)
    expect(sample(text, 'shop_payments_declined_total')).toBe(1)
  })

  it('counts jobs and their failures for the job runner', async () => {
    expect(await t.app.metrics.runJob('send-mail', async () => 'sent')).toBe('sent')
    await expect(
      t.app.metrics.runJob('send-mail', async () => {
        throw new Error('smtp down')
      }),
    ).rejects.toThrow('smtp down')
    const text = await scrape()
    expect(sample(text, 'shop_jobs_total{job="send-mail"}')).toBe(2)
    expect(sample(text, 'shop_job_failures_total{job="send-mail"}')).toBe(1)
  })
})
