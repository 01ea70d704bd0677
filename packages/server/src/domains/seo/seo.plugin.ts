import { IdParamSchema } from '@shop/shared/schemas/catalogue'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../errors'
import { isServerRendered } from '../../plugins/server-render'
import { injectHead, renderHeadTags } from './seo.html'
import {
  buildPagesSitemap,
  buildProductsSitemap,
  buildRobotsTxt,
  buildSitemap,
  pageMetaFor,
  type SeoConfig,
} from './seo.service'

const HOUR_SECONDS = 60 * 60

/**
 * Server-side SEO for the single-page app: per-page <title>, description, canonical, Open Graph,
 * Twitter and schema.org tags in the served index.html (crawlers and link previews read them
 * without running the app), a 404 status for unknown products and routes, /sitemap.xml and
 * /robots.txt.
 *
 * It wraps `app.renderPage`, which webAppPlugin decorates; so it must be registered after
 * webAppPlugin (declared below as a dependency, so a wrong order fails at start, not silently).
 * renderPage returns only HTML, so the status of a page is kept per request here and applied in
 * an onSend hook, before the headers go out.
 */
export default fp<{ seo: SeoConfig }>(
  async (fastify, opts) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const cfg = opts.seo
    const pageStatus = new WeakMap<FastifyRequest, number>()

    const renderBase = app.renderPage
    app.renderPage = async (request, indexHtml) => {
      const html = await renderBase(request, indexHtml)
      const meta = await pageMetaFor(app.db, cfg, request.url)
      if (meta.status !== 200) pageStatus.set(request, meta.status)
      // A server-rendered page already carries its data (the product among it) and its picture hints.
      const tags = isServerRendered(html)
        ? { ...meta, initialData: undefined, preloadImage: undefined }
        : meta
      return injectHead(html, renderHeadTags(tags, cfg.shop.name))
    }

    app.addHook('onSend', async (request, reply, payload) => {
      const status = pageStatus.get(request)
      if (status !== undefined && reply.statusCode === 200) reply.code(status)
      return payload
    })

    const xml = 'application/xml; charset=utf-8'
    const cache = `public, max-age=${HOUR_SECONDS}`
    const hide = { schema: { hide: true } }

    app.get('/robots.txt', hide, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', cache).send(buildRobotsTxt(cfg)),
    )
    app.get('/sitemap.xml', hide, async (_request, reply) =>
      reply
        .type(xml)
        .header('cache-control', cache)
        .send(await buildSitemap(app.db, cfg)),
    )
    app.get('/sitemap-pages.xml', hide, async (_request, reply) =>
      reply
        .type(xml)
        .header('cache-control', cache)
        .send(await buildPagesSitemap(app.db, cfg)),
    )
    app.get(
      '/sitemap-products-:part.xml',
      { schema: { hide: true, params: z.object({ part: IdParamSchema }) } },
      async (request, reply) => {
        const body = await buildProductsSitemap(app.db, cfg, request.params.part)
        if (!body) throw notFound('No such sitemap.')
        return reply.type(xml).header('cache-control', cache).send(body)
      },
    )
  },
  { name: 'seo', dependencies: ['web-app', 'db'] },
)
