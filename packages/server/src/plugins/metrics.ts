import { timingSafeEqual } from 'node:crypto'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric } from 'prom-client'

/** What the shop's services and jobs report; the metrics plugin counts it for Prometheus. */
export interface ShopMetrics {
  orderPlaced(kind: string): void
  paymentDeclined(): void
  /** Runs a background job, counting its runs and failures (the failure is rethrown). */
  runJob<T>(name: string, job: () => Promise<T>): Promise<T>
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics
  }
}

export interface MetricsOptions {
  /** Anyone may read /metrics. */
  public: boolean
  /** Or only with `Authorization: Bearer <token>`; neither set: /metrics answers 404. */
  token?: string
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

interface Series {
  labels: { method: string; route: string; status_code: string }
  count: number
  sum: number
  /** Answers per bucket (not cumulative), the last past every bound. */
  buckets: number[]
}

/**
 * http_requests_total and http_request_duration_seconds, as prom-client's Counter and Histogram
 * write them, counted with one map lookup per request. Those classes turn each observation's
 * labels object into a sorted key and validate it (twice per request, one for each metric),
 * a noticeable share of a cached catalogue answer's time; these series are only ever labelled here.
 */
function requestSeries() {
  const series = new Map<string, Series>()
  const all = () => [...series.values()]
  const counter = {
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    type: 'counter',
    aggregator: 'sum',
    get: async () => ({
      name: counter.name,
      help: counter.help,
      type: counter.type,
      aggregator: counter.aggregator,
      values: all().map((s) => ({ labels: s.labels, value: s.count })),
    }),
  }
  const histogram = {
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status code',
    type: 'histogram',
    aggregator: 'sum',
    get: async () => ({
      name: histogram.name,
      help: histogram.help,
      type: histogram.type,
      aggregator: histogram.aggregator,
      values: all().flatMap((s) => {
        let cumulative = 0
        const bucket = (le: number | string, value: number) => ({
          labels: { le },
          sharedLabels: s.labels,
          value,
          metricName: `${histogram.name}_bucket`,
        })
        return [
          ...LATENCY_BUCKETS.map((le, i) => bucket(le, (cumulative += s.buckets[i]!))),
          bucket('+Inf', s.count),
          { labels: {}, sharedLabels: s.labels, value: s.sum, metricName: `${histogram.name}_sum` },
          { labels: {}, sharedLabels: s.labels, value: s.count, metricName: `${histogram.name}_count` },
        ]
      }),
    }),
  }
  return {
    counter: counter as unknown as Metric,
    histogram: histogram as unknown as Metric,
    observe(method: string, route: string, status: number, seconds: number) {
      const key = `${status} ${method} ${route}`
      let s = series.get(key)
      if (!s) {
        s = {
          labels: { method, route, status_code: String(status) },
          count: 0,
          sum: 0,
          buckets: new Array<number>(LATENCY_BUCKETS.length + 1).fill(0),
        }
        series.set(key, s)
      }
      s.count += 1
      s.sum += seconds
      let i = 0
      while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]!) i++
      s.buckets[i]! += 1
    },
  }
}

/**
 * Prometheus metrics at /metrics (prom-client): requests and their latency per route, the default
 * process metrics (event-loop lag, memory, CPU), orders placed, payments declined, jobs and their
 * failures. One registry per app, so several apps in one process (tests) do not mix their counts.
 */
export default fp<MetricsOptions>(
  async (app, opts) => {
    const registry = new Registry()
    collectDefaultMetrics({ register: registry })
    const requests = requestSeries()
    registry.registerMetric(requests.counter)
    registry.registerMetric(requests.histogram)
    const ordersPlaced = new Counter({
      name: 'shop_orders_placed_total',
      help: 'Orders paid and placed, by kind (payment or preorder)',
      labelNames: ['kind'] as const,
      registers: [registry],
    })
    const paymentsDeclined = new Counter({
      name: 'shop_payments_declined_total',
      help: 'Card payments the gateway declined',
      registers: [registry],
    })
    const jobs = new Counter({
      name: 'shop_jobs_total',
      help: 'Background jobs run, by job name',
      labelNames: ['job'] as const,
      registers: [registry],
    })
    const jobFailures = new Counter({
      name: 'shop_job_failures_total',
      help: 'Background jobs that failed, by job name',
      labelNames: ['job'] as const,
      registers: [registry],
    })

    new Gauge({
      name: 'shop_catalogue_cache_bytes',
      help: 'Memory held by cached catalogue answers (bounded by CATALOGUE_CACHE_MB)',
      registers: [registry],
      collect() {
        this.set(app.hasDecorator('catalogueCache') ? app.catalogueCache.bytes : 0)
      },
    })

    new Gauge({
      name: 'shop_catalogue_cache_hits',
      help: 'Catalogue answers served from the cache since the process started',
      registers: [registry],
      collect() {
        this.set(app.hasDecorator('catalogueCache') ? app.catalogueCache.hits : 0)
      },
    })

    app.decorate('metrics', {
      orderPlaced: (kind: string) => ordersPlaced.inc({ kind }),
      paymentDeclined: () => paymentsDeclined.inc(),
      async runJob<T>(name: string, job: () => Promise<T>): Promise<T> {
        jobs.inc({ job: name })
        try {
          return await job()
        } catch (error) {
          jobFailures.inc({ job: name })
          throw error
        }
      },
    } satisfies ShopMetrics)

    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern, not the path: /api/product/:slug is one series, not one per product.
      requests.observe(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      )
      done()
    })

    const expected = opts.token ? Buffer.from(`Bearer ${opts.token}`) : undefined
    const allowed = (authorization: string | undefined) => {
      if (opts.public) return true
      if (!expected || !authorization) return false
      const given = Buffer.from(authorization)
      return given.length === expected.length && timingSafeEqual(given, expected)
    }

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!opts.public && !expected) return reply.status(404).send({ message: 'Not found.' })
      if (!allowed(request.headers.authorization)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthenticated.' })
      }
      return reply.type(registry.contentType).send(await registry.metrics())
    })
  },
  { name: 'metrics' },
)
