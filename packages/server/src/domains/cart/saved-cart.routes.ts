import { CartRemindersUnsubscribeQuerySchema, SavedCartsInputSchema } from '@shop/shared/schemas/saved-cart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers, htmlAnswer } from '../../lib/api-schemas'
import { requireUser } from '../../plugins/auth'
import {
  MergedCartsResponseSchema,
  SavedCartsResponseSchema,
  SavedCartVersionResponseSchema,
} from './saved-cart.responses'
import * as savedCart from './saved-cart.service'
import { unsubscribeFromCartReminders } from './forgotten-cart.service'

const tags = ['cart']
const security = [{ bearerAuth: [] }]

/** A signed-in shopper's carts, kept on the server: each call acts on the token's own carts only. */
export async function savedCartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const onRequest = app.authenticate
  const ownerOf = (req: FastifyRequest) => ({
    userId: requireUser(req).id,
    timeZone: app.config.shop.timeZone,
  })

  app.get(
    '/customer/cart',
    { schema: { tags, security, response: answers({ 200: SavedCartsResponseSchema }) }, onRequest },
    async (req) => ({ data: await savedCart.readSavedCarts(app.db, requireUser(req).id) }),
  )

  app.get(
    '/customer/cart/version',
    {
      schema: {
        tags,
        security,
        summary: 'The version of the carts: a device holding another number fetches them again',
        response: answers({ 200: SavedCartVersionResponseSchema }),
      },
      onRequest,
    },
    async (req) => ({
      data: { version: await savedCart.readSavedCartVersion(app.db, requireUser(req).id) },
    }),
  )

  app.put(
    '/customer/cart',
    {
      schema: {
        tags,
        security,
        summary: 'Replace both carts with the browser’s (every change of a signed-in shopper)',
        body: SavedCartsInputSchema,
        response: answers({ 200: SavedCartsResponseSchema }),
      },
      onRequest,
    },
    async (req) => ({ data: await savedCart.saveCarts(app.db, ownerOf(req), req.body) }),
  )

  app.post(
    '/customer/cart/merge',
    {
      schema: {
        tags,
        security,
        summary: 'At login: merge the guest’s browser carts into the account’s, saying what changed',
        body: SavedCartsInputSchema,
        response: answers({ 200: MergedCartsResponseSchema }),
      },
      onRequest,
    },
    async (req) => ({ data: await savedCart.mergeGuestCarts(app.db, ownerOf(req), req.body) }),
  )

  // The reminder mail's one-click link: no token (it is opened from a mail), the signature decides.
  app.get(
    '/cart-reminders/unsubscribe',
    {
      schema: {
        tags,
        querystring: CartRemindersUnsubscribeQuerySchema,
        response: answers({ 200: htmlAnswer }),
      },
    },
    async (req, reply) => {
      await unsubscribeFromCartReminders(app, req.query)
      return reply
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="en"><meta charset="utf-8"><title>Cart reminders off</title>' +
            '<main><h1>Cart reminders are off</h1><p>We will not e-mail you about a cart you leave. ' +
            'You can turn them on again in your profile.</p><p><a href="/">Back to the shop</a></p></main></html>',
        )
    },
  )
}
