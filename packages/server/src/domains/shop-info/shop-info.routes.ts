import type { FastifyInstance } from 'fastify'
import type { ShopInfo } from '@shop/shared/schemas/shop-info'
import { z } from 'zod'
import { answers } from '../../lib/api-schemas'
import { readReturnWindowDays } from '../../settings/settings.service'
import { getShopInfo } from './shop-info.service'

const ShopInfoSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  hq_address: z.string(),
  mailing_address: z.string(),
  pickup_address: z.string(),
  time_zone: z.string(),
  dispatch_cutoff: z.string(),
  opening_hours: z.array(z.object({ days: z.string(), hours: z.string() })),
  return_window_days: z.number().optional(),
}) satisfies z.ZodType<ShopInfo>

const tags = ['shop']

/** GET /api/shop-info: name, e-mail, phone and addresses the header and footer show. */
export async function shopInfoRoutes(app: FastifyInstance) {
  app.get(
    '/shop-info',
    { schema: { tags, response: answers({ 200: ShopInfoSchema }) } },
    async (_req, reply) => {
      // Configuration only changes with a restart; let browsers and proxies reuse it for a while.
      reply.header('Cache-Control', 'public, max-age=300')
      return {
        ...getShopInfo(app.config.shop),
        return_window_days: await readReturnWindowDays(app.db.kysely),
      }
    },
  )
}
