import type { FastifyReply, FastifyRequest, onRequestHookHandler, RouteHandlerMethod } from 'fastify'
import fp from 'fastify-plugin'
import { catalogueStateReader, type CatalogueState } from '../db/catalogue-version'
import { AnswerCache, preferredEncoding, type CachedAnswer } from '../lib/answer-cache'
import { stockFollower } from './stock-follower'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends only on the URL and the catalogue (plugins/catalogue-cache.ts). */
    catalogueAnswer?: boolean
  }
  interface FastifyInstance {
    catalogueCache: AnswerCache
  }
  interface FastifyRequest {
    /** The catalogue version read before a cacheable answer was built (null: not cacheable). */
    catalogueVersion: number | null
    /** The stock change number read with it. */
    catalogueStock: number
  }
}

/** The URL with its query parameters in name order: one key however a client orders them. */
export function cacheKey(url: string): string {
  const q = url.indexOf('?')
  if (q === -1) return url
  const params = new URLSearchParams(url.slice(q + 1))
  params.sort()
  const query = params.toString()
  return query ? `${url.slice(0, q)}?${query}` : url.slice(0, q)
}

/** Normalised keys of recent URLs: most requests repeat a URL, and parsing its query is not free. */
const KEY_MEMO_ENTRIES = 2000
const KEY_MEMO_URL_CHARS = 300

function keyMemo() {
  const keys = new Map<string, string>()
  return (url: string) => {
    let key = keys.get(url)
    if (key === undefined) {
      key = cacheKey(url)
      if (url.length <= KEY_MEMO_URL_CHARS) {
        if (keys.size >= KEY_MEMO_ENTRIES) keys.clear()
        keys.set(url, key)
      }
    }
    return key
  }
}

function send(
  cache: AnswerCache,
  key: string,
  answer: CachedAnswer,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const encoding = preferredEncoding(request.headers['accept-encoding'])
  const bytes = cache.encoded(key, answer, encoding)
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding')
  // Setting the encoding also tells the compress plugin the bytes are already compressed.
  if (bytes !== answer.body) reply.header('content-encoding', encoding)
  return reply.send(bytes)
}

/** The ids of the products whose stock an answer shows (any object with an id and a stock). */
export function productsShown(value: unknown, into = new Set<number>(), depth = 0): Set<number> {
  if (depth > 6 || value === null || typeof value !== 'object') return into
  if (Array.isArray(value)) {
    for (const item of value) productsShown(item, into, depth + 1)
    return into
  }
  const record = value as Record<string, unknown>
  if (typeof record.id === 'number' && 'stock' in record) into.add(record.id)
  for (const child of Object.values(record))
    if (child !== null && typeof child === 'object') productsShown(child, into, depth + 1)
  return into
}

/**
 * Catalogue answers (routes with `config: { catalogueAnswer: true }`) are kept serialised, and
 * compressed once per encoding, by normalised URL and the catalogue version the database keeps
 * (docs/decisions/0060-catalogue-answers-cached-by-database-version.md). Each request reads the
 * version (one single-row read) before anything else: an answer built under an older version is
 * never sent, whichever process changed the catalogue. A miss builds the answer as usual and keeps
 * it under the version read before building it; a write meanwhile raised the version, so the next
 * request builds again. Only 200 answers are kept; the memory is bounded (CATALOGUE_CACHE_MB).
 *
 * A change of stock alone (an order) raises the stock number instead of the version
 * (docs/decisions/0082-the-cache-survives-trading.md): before answering, the process drops the
 * answers that show a product whose stock changed since it last looked, and keeps the rest.
 */
export default fp<{ maxMb: number }>(
  async (app, opts) => {
    const cache = new AnswerCache(Math.round(opts.maxMb * 1024 * 1024))
    const readState = catalogueStateReader(app.db)
    const stock = stockFollower(app.db, cache)
    const keyOf = keyMemo()
    app.decorate('catalogueCache', cache)
    app.decorateRequest('catalogueVersion', null)
    app.decorateRequest('catalogueStock', 0)

    /** Answers being built, by key: a request for one waits for it rather than building it again. */
    const building = new Map<string, { version: number; built: Promise<void> }>()
    const claimBuild = (key: string, version: number) => {
      let release = () => {}
      const built = new Promise<void>((resolve) => {
        release = () => {
          building.delete(key)
          resolve()
        }
      })
      building.set(key, { version, built })
      return release
    }

    const serveCached: onRequestHookHandler = (request, reply, done) => {
      const serve = (state: CatalogueState, waited = false) => {
        const key = keyOf(request.url)
        const answer = cache.get(key, state.version)
        if (answer) {
          send(cache, key, answer, request, reply)
          return
        }
        // On SQLite a build holds the process; twenty shoppers asking for the same new listing
        // would otherwise build it twenty times, one after another.
        const inFlight = building.get(key)
        if (!waited && inFlight?.version === state.version) {
          void inFlight.built.then(() => serve(state, true))
          return
        }
        request.catalogueVersion = state.version
        request.catalogueStock = state.stock
        done()
      }
      const caughtUp = (state: CatalogueState) => {
        const behind = stock.catchUp(state.stock)
        if (behind) behind.then(() => serve(state), done)
        else serve(state)
      }
      readState().then(caughtUp, done)
    }

    app.addHook('onRoute', (route) => {
      if (!route.config?.catalogueAnswer || route.method !== 'GET' || opts.maxMb <= 0) return
      // Every answer leaves through send() below, compressed once and kept so; the compress
      // plugin's two hooks per request would only find it done (its errors are small).
      route.config = { ...route.config, compress: false }
      const handler = route.handler as (...args: Parameters<RouteHandlerMethod>) => unknown
      route.onRequest = [...[route.onRequest ?? []].flat(), serveCached]
      route.handler = async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
        const key = keyOf(request.url)
        const version = request.catalogueVersion
        const release = version !== null && !building.has(key) ? claimBuild(key, version) : undefined
        try {
          const result = await handler.call(this as never, request, reply)
          if (reply.sent || version === null || reply.statusCode !== 200) return result
          const body = Buffer.from(reply.serialize(result) as string)
          const products = [...productsShown(result)]
          // Built from stock that changed since (a change this process has already applied): not kept.
          if (stock.changedSince(request.catalogueStock, products))
            return send(cache, key, { version: -1, body }, request, reply)
          return send(cache, key, cache.set(key, version, body, products), request, reply)
        } finally {
          // After the answer is kept (or not): the requests waiting for it look again.
          release?.()
        }
      } as RouteHandlerMethod
    })
  },
  { name: 'catalogue-cache', dependencies: ['db'] },
)
