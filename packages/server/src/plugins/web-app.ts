import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { pageCache } from './page-cache'
import { loadServerRender } from './server-render'

export interface WebAppOptions {
  /** Pictures are served from here when the file store is local (the store's own folder). */
  mediaDir: string
  mediaUrl: string
  webDistDir: string
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Turns the built index.html into the page for one client route. Features that add
     * per-page head tags (SEO) wrap this; it defaults to the file as built.
     */
    renderPage: (request: FastifyRequest, indexHtml: string) => Promise<string>
  }
}

const YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Whether a request path reaches the built server renderer (ssr/) or the build manifest (.vite/),
 * judged on the path as the file system will see it: decoded (twice-encoded too), with
 * backslashes as slashes, dot segments resolved and case ignored. A path that does not decode is
 * refused.
 */
function isServerOnlyPath(pathName: string): boolean {
  let decoded = pathName
  for (let i = 0; i < 3; i++) {
    let next: string
    try {
      next = decodeURIComponent(decoded)
    } catch {
      return true
    }
    if (next === decoded) break
    decoded = next
  }
  const normal = path.posix.normalize(`/${decoded.replace(/\\/g, '/')}`).toLowerCase()
  return /^\/+(ssr|\.vite)(\/|$)/.test(normal)
}

/** What the pictures are served as (the shop writes WebP; older installs hold JPEG and PNG). */
const MEDIA_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
}

/** A picture's key as the file store takes it; anything else (dot segments, invoices/) is no picture. */
function isMediaKey(key: string): boolean {
  return (
    /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(key) &&
    !key.startsWith('invoices/') &&
    !key.split('/').includes('..')
  )
}

/** packages/web/public/mail-logo.png, which every e-mail shows from PUBLIC_URL. */
const MAIL_LOGO_FILE = 'mail-logo.png'

/**
 * Serves /media (long cache), the built web app (precompressed br/gzip, immutable hashed
 * assets) and index.html for every client route, so the shop is one process on one port.
 */
export default fp<WebAppOptions>(
  async (app, opts) => {
    if (app.files.kind === 'local') {
      fs.mkdirSync(opts.mediaDir, { recursive: true })
      await app.register(fastifyStatic, {
        root: opts.mediaDir,
        prefix: `${opts.mediaUrl}/`,
        decorateReply: false,
        index: false,
        maxAge: YEAR_SECONDS * 1000,
        immutable: true,
        // Invoices once lived here; they are private now (served by a signed link), never as media.
        allowedPath: (pathName) => !pathName.replace(/^\/+/, '').startsWith('invoices/'),
      })
    } else {
      // Pictures in object storage, streamed by whichever process is asked: their names change with
      // their content, so browsers and a CDN keep them for a year.
      app.get(`${opts.mediaUrl}/*`, { schema: { hide: true } }, async (request, reply) => {
        const key = (request.params as { '*': string })['*']
        const type = MEDIA_TYPES[path.extname(key).toLowerCase()]
        const file = type && isMediaKey(key) ? await app.files.open('media', key) : null
        if (!type || !file) return reply.code(404).send({ message: 'Not found.' })
        if (file.bytes !== undefined) reply.header('content-length', file.bytes)
        return reply
          .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
          .type(type)
          .send(file.stream)
      })
    }

    const indexFile = path.join(opts.webDistDir, 'index.html')
    const hasWebApp = fs.existsSync(indexFile)
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: opts.webDistDir,
        prefix: '/',
        index: false,
        wildcard: true,
        preCompressed: true,
        // The server's renderer and the build manifest are read by the server, never sent.
        allowedPath: (pathName) => !isServerOnlyPath(pathName),
        setHeaders(res, filePath) {
          // Vite names files under assets/ by content hash: they never change.
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.setHeader('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
          } else {
            res.setHeader('cache-control', 'public, max-age=3600')
          }
          // The e-mails' logo is shown by web mail on other sites: it may be embedded anywhere.
          if (path.basename(filePath) === MAIL_LOGO_FILE)
            res.setHeader('cross-origin-resource-policy', 'cross-origin')
        },
      })
    }

    // Storefront pages come rendered with their data (server-render.ts); the others, and every
    // page when the renderer fails, are rendered by the browser from index.html as built.
    const serverRender = hasWebApp ? await loadServerRender(app, opts.webDistDir) : null
    app.decorate('renderPage', async (request: FastifyRequest, indexHtml: string) => {
      if (!serverRender) return indexHtml
      try {
        return (await serverRender(request, indexHtml)) ?? indexHtml
      } catch (error) {
        request.log.error({ err: error }, 'server rendering failed; the browser renders the page')
        return indexHtml
      }
    })

    // Rendered pages kept under the catalogue's version (page-cache.ts), once they have answered 200.
    const pages = serverRender ? pageCache(app, app.config.catalogueCacheMb) : null
    if (pages) app.addHook('onResponse', (request, reply) => pages.settle(request, reply))

    let indexHtml: string | null = null
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!hasWebApp) {
        return reply.status(503).type('text/plain').send('The web app is not built: run `npm run build`.')
      }
      if (await pages?.serve(request, reply)) return reply
      indexHtml ??= fs.readFileSync(indexFile, 'utf8')
      const html = await app.renderPage(request, indexHtml)
      pages?.rendered(request, html)
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html)
    }

    // '/' is a client route too; left to @fastify/static it is the dist folder itself (403).
    app.get('/', { schema: { hide: true } }, sendIndex)

    app.setNotFoundHandler(async (request, reply) => {
      const urlPath = request.url.split('?')[0]!
      const isApi =
        urlPath === '/api' || urlPath.startsWith('/api/') || urlPath.startsWith(`${opts.mediaUrl}/`)
      const looksLikeFile = /\.[a-z0-9]{1,6}$/i.test(urlPath)
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.status(404).send({ message: `No route for ${request.method} ${urlPath}` })
      }
      if (isApi || looksLikeFile) {
        return reply.status(404).send({ message: `No route for ${request.method} ${urlPath}` })
      }
      return sendIndex(request, reply)
    })
  },
  { name: 'web-app' },
)
