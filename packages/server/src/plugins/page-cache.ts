import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { catalogueStateReader, type CatalogueState } from '../db/catalogue-version'
import { AnswerCache, preferredEncoding } from '../lib/answer-cache'
import { shopDay } from '../lib/clock'
import { cacheKey } from './catalogue-cache'
import { apiReadsOf } from './server-render'

/**
 * API reads a rendered page may be kept with besides the catalogue's own answers (routes with
 * `config: { catalogueAnswer: true }`, the best sellers among them): the shop's contact details
 * come from configuration (fixed for the process's life), and its one stored setting there (the
 * return window) raises the catalogue version when staff change it.
 */
const STEADY_READS = [/^\/api\/shop-info$/]

/** A rendered page waiting for its answer's final status before it is kept. */
interface Pending {
  key: string
  version: number
  html: string
}

/**
 * Server-rendered storefront pages kept as sent, and compressed once per encoding, under the
 * catalogue version the database keeps, as the catalogue's API answers are (plugins/catalogue-cache.ts,
 * docs/decisions/0075-hydrated-in-slices-and-cached-pages.md). A page is rendered as a guest, so
 * its HTML depends on its address and the API answers it was rendered with: it is kept only when
 * every one of those was a catalogue answer built under the version read before rendering (or a
 * steady read above), the version is unchanged after rendering, and the page answered 200. Any
 * catalogue write raises the version, so a kept page is never sent after a change. Keyed by the
 * exact address (origin, path and query as asked) and the day. Null when the catalogue cache is
 * off (CATALOGUE_CACHE_MB=0) or absent; the same budget applies to pages.
 */
export function pageCache(app: FastifyInstance, maxMb: number) {
  if (maxMb <= 0 || !app.hasDecorator('catalogueCache') || !app.hasDecorator('db')) return null
  const cache = new AnswerCache(Math.round(maxMb * 1024 * 1024))
  const readState = catalogueStateReader(app.db)
  // A page shows stock: kept under version and stock number together (both only grow).
  const readVersion = async () => {
    const state = await readState()
    return { page: state.version + state.stock, state }
  }
  const pending = new WeakMap<FastifyRequest, Pending>()
  const before = new WeakMap<FastifyRequest, { key: string; version: number }>()

  // The shop's day: a page shows the year in its footer and a product's shelf life from the day it
  // is rendered on (server-render.ts), so no page is kept from one day to the next.
  const keyOf = (request: FastifyRequest) =>
    `${shopDay(new Date(), app.config.shop.timeZone)} ${request.protocol}://${request.host}${request.url}`

  const cacheable = (reads: string[], state: CatalogueState) =>
    reads.every(
      (url) =>
        STEADY_READS.some((re) => re.test(url)) ||
        app.catalogueCache.get(cacheKey(url), state.version) !== undefined,
    )

  return {
    cache,

    /** Sends the kept page for this request; false (and the version noted) when there is none. */
    async serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      const key = keyOf(request)
      const version = (await readVersion()).page
      const page = cache.get(key, version)
      if (!page) {
        before.set(request, { key, version })
        return false
      }
      const encoding = preferredEncoding(request.headers['accept-encoding'])
      const bytes = cache.encoded(key, page, encoding)
      reply.header('vary', 'accept-encoding')
      // Setting the encoding also tells the compress plugin the bytes are already compressed.
      if (bytes !== page.body) reply.header('content-encoding', encoding)
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(bytes)
      return true
    },

    /** Notes the page rendered for this request, to keep once it has answered 200 (settle). */
    rendered(request: FastifyRequest, html: string) {
      const noted = before.get(request)
      const reads = apiReadsOf(request)
      if (noted && reads) pending.set(request, { ...noted, html })
    },

    /** After the answer went out: keeps the page if it may be. */
    async settle(request: FastifyRequest, reply: FastifyReply) {
      const page = pending.get(request)
      if (!page || reply.statusCode !== 200) return
      pending.delete(request)
      const { page: version, state } = await readVersion()
      if (version !== page.version || !cacheable(apiReadsOf(request) ?? [], state)) return
      cache.set(page.key, version, Buffer.from(page.html))
    },
  }
}

export type PageCache = NonNullable<ReturnType<typeof pageCache>>
