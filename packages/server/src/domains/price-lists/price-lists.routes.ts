import { YourPricesQuerySchema, YourPricesSchema } from '@shop/shared/schemas/admin/price-lists'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireUser } from '../../plugins/auth'
import * as lists from './price-lists.service'

/**
 * 'Your price': the signed-in person's business account prices for the products on a page. A call
 * of its own, private and never cached, so the catalogue's public answers never carry one.
 */
export async function priceListsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/customer/business-account/prices',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['business accounts'],
        security: [{ bearerAuth: [] }],
        summary: "The account's own prices for these products, where lower than the public price today",
        querystring: YourPricesQuerySchema,
        response: answers({ 200: YourPricesSchema }),
      },
    },
    async (req) => lists.yourPrices(serviceContext(app), requireUser(req).id, req.query.product_ids),
  )
}
