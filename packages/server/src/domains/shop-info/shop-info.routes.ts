import type { FastifyInstance } from 'fastify'
import { getShopInfo } from './shop-info.service'

const tags = ['shop']

/** GET /api/shop-info: name, e-mail, phone and addresses the header and footer show. */
export async function shopInfoRoutes(app: FastifyInstance) {
  app.get('/shop-info', { schema: { tags } }, async (_req, reply) => {
    // Configuration only changes with a restart; let browsers and proxies reuse it for a while.
    reply.header('Cache-Control', 'public, max-age=300')
    return getShopInfo(app.config.shop)
  })
}
