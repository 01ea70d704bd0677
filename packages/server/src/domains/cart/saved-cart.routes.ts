import { CartRemindersUnsubscribeQuerySchema, SavedCartsInputSchema } from '@shop/shared/schemas/saved-cart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, badRequest } from '../../errors'
import { answers, htmlAnswer } from '../../lib/api-schemas'
import { requireUser } from '../../plugins/auth'
import {
  MergedCartsResponseSchema,
  SavedCartsResponseSchema,
  SavedCartVersionResponseSchema,
} from './saved-cart.responses'
import * as savedCart from './saved-cart.service'
import { unsubscribeFromCartReminders } from './forgotten-cart.service'
import { noticePage } from './notice-page'

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
  // A browser reads the outcome as a page in words, a good link or a bad one; an API client, JSON.
  app.get(
    '/cart-reminders/unsubscribe',
    {
      schema: {
        tags,
        querystring: z.record(z.string(), z.unknown()),
        response: answers({ 200: htmlAnswer, 400: htmlAnswer }),
      },
    },
    async (req, reply) => {
      const wantsPage = (req.headers.accept ?? '').includes('text/html')
      const page = (status: number, p: Parameters<typeof noticePage>[1]) =>
        reply.code(status).type('text/html; charset=utf-8').send(noticePage(app.config.shop.name, p))
      const link = CartRemindersUnsubscribeQuerySchema.safeParse(req.query)
      try {
        if (!link.success) throw badRequest('This link is not complete.', { sig: ['is not valid'] })
        await unsubscribeFromCartReminders(app, link.data)
      } catch (error) {
        if (!wantsPage || !(error instanceof AppError)) throw error
        const said = Object.values(error.errors ?? {})[0]?.[0] ?? ''
        const why = said.endsWith('.')
          ? said
          : 'The link is not valid or not complete: copy it whole from the e-mail.'
        return page(error.status, {
          title: 'Link not valid',
          heading: 'This link did not work',
          lines: why.includes('profile')
            ? [why]
            : [why, 'You can turn cart reminders off in your profile at any time.'],
        })
      }
      return page(200, {
        title: 'Cart reminders off',
        heading: 'Cart reminders are off',
        lines: [
          'We will not e-mail you about a cart you leave.',
          'You can turn them on again in your profile.',
        ],
      })
    },
  )
}
