import { ProductLookupQuerySchema, type ProductLookupResponse } from '@shop/shared/schemas/cart'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers } from '../../lib/api-schemas'
import { ProductLookupResponseSchema } from './cart.responses'
import { lookupCartProducts } from './cart.service'

const tags = ['cart']

/** The carts live in the browser; the server answers what they need to stay true to the shop. */
export async function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    '/products/lookup',
    {
      schema: {
        tags,
        querystring: ProductLookupQuerySchema,
        response: answers({ 200: ProductLookupResponseSchema }),
      },
    },
    async (req): Promise<ProductLookupResponse> => ({
      data: await lookupCartProducts(app.db, req.query.ids),
    }),
  )
}
