import { AddWishlistSchema, WishlistIdParamsSchema } from '@shop/shared/schemas/wishlist'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/auth'
import { answers, MessageSchema } from '../../lib/api-schemas'
import { AddWishlistResponseSchema, WishlistResponseSchema } from './wishlist.responses'
import * as wishlist from './wishlist.service'

const tags = ['wishlist']
const security = [{ bearerAuth: [] }]

/** Spec 7 'Wish list': every call needs the token and acts on the token's own list only. */
export async function wishlistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // onRequest, not preHandler: a call without a valid token answers 401 before its body is read.
  const onRequest = app.authenticate

  app.get(
    '/customer/get-user-wishlist',
    { schema: { tags, security, response: answers({ 200: WishlistResponseSchema }) }, onRequest },
    async (req) => wishlist.listWishlist(app.db, requireUser(req).id),
  )

  app.post(
    '/wishlists',
    {
      schema: {
        tags,
        security,
        summary: 'Add a product to the wish list (201), or answer its existing entry (200)',
        body: AddWishlistSchema,
        response: answers({ 200: AddWishlistResponseSchema, 201: AddWishlistResponseSchema }),
      },
      onRequest,
    },
    async (req, reply) => {
      const { created, ...answer } = await wishlist.addToWishlist(
        app.db,
        requireUser(req).id,
        req.body.product_id,
      )
      return reply.status(created ? 201 : 200).send(answer)
    },
  )

  app.delete(
    '/customer/wishlists/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove an entry, by its id or its product id',
        params: WishlistIdParamsSchema,
        response: answers({ 200: MessageSchema }),
      },
      onRequest,
    },
    async (req) => wishlist.removeFromWishlist(app.db, requireUser(req).id, req.params.id),
  )
}
