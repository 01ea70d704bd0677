import { ProductLookupQuerySchema, type ProductLookupResponse } from '@shop/shared/schemas/cart'
import { OrderIdParamsSchema } from '@shop/shared/schemas/orders'
import { QuickOrderSchema } from '@shop/shared/schemas/quick-order'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers } from '../../lib/api-schemas'
import { requireUser } from '../../plugins/auth'
import { buyAgain } from './buy-again.service'
import { ProductLookupResponseSchema } from './cart.responses'
import { lookupCartProducts } from './cart.service'
import { checkQuickOrder } from './quick-order.service'
import { CartFillResponseSchema } from './saved-cart.responses'

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

  app.post(
    '/quick-order',
    {
      schema: {
        tags,
        summary:
          'Product codes and quantities checked and made ready for the carts; each bad line by its code',
        body: QuickOrderSchema,
        response: answers({ 200: CartFillResponseSchema }),
      },
      // Each call checks up to 200 codes: a tenth of the per-address ceiling of the lighter calls.
      config: {
        rateLimit: { max: Math.max(10, Math.round(app.strictRateLimit.max / 10)), timeWindow: '1 minute' },
      },
      // No token needed; a signed-in customer's token is read, so a verified professional's
      // professional-only lines are added (a bad token is a 401, as everywhere).
      onRequest: async (req, reply) => {
        if (req.headers.authorization) await app.authenticate(req, reply)
      },
    },
    async (req) => ({
      data: await checkQuickOrder(
        app.db,
        { userId: req.user?.id ?? null, timeZone: app.config.shop.timeZone },
        req.body,
      ),
    }),
  )

  // Buy again fills the carts from a past order: the cart reads what the order bought.
  app.post(
    '/customer/orders/:orderId/buy-again',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        summary: 'The order’s lines ready for the carts at today’s prices, with what changed',
        params: OrderIdParamsSchema,
        response: answers({ 200: CartFillResponseSchema }),
      },
    },
    async (req) => ({
      data: await buyAgain(app.db, app.config.shop.timeZone, requireUser(req).id, req.params.orderId),
    }),
  )
}
