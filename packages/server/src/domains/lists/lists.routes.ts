import {
  AddListItemsSchema,
  ListIdParamsSchema,
  ListItemParamsSchema,
  ListItemQuerySchema,
  ListItemQuantitySchema,
  ListNameSchema,
  ListToCartSchema,
} from '@shop/shared/schemas/lists'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers, MessageSchema } from '../../lib/api-schemas'
import { requireUser } from '../../plugins/auth'
import { CartFillResponseSchema } from '../cart/saved-cart.responses'
import { ReorderListResponseSchema, ReorderListsResponseSchema } from './lists.responses'
import * as lists from './lists.service'

const tags = ['lists']
const security = [{ bearerAuth: [] }]

/** Reorder lists: every call acts on the token's own lists; another customer's list answers 404. */
export async function listsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const onRequest = app.authenticate
  const one = { 200: ReorderListResponseSchema }

  app.get(
    '/customer/lists',
    { schema: { tags, security, response: answers({ 200: ReorderListsResponseSchema }) }, onRequest },
    async (req) => ({ data: await lists.listLists(app, requireUser(req).id) }),
  )

  app.post(
    '/customer/lists',
    {
      schema: { tags, security, body: ListNameSchema, response: answers({ 201: ReorderListResponseSchema }) },
      onRequest,
    },
    async (req, reply) =>
      reply.status(201).send({ data: await lists.createList(app, requireUser(req).id, req.body.name) }),
  )

  app.patch(
    '/customer/lists/:listId',
    {
      schema: { tags, security, params: ListIdParamsSchema, body: ListNameSchema, response: answers(one) },
      onRequest,
    },
    async (req) => ({
      data: await lists.renameList(app, requireUser(req).id, req.params.listId, req.body.name),
    }),
  )

  app.delete(
    '/customer/lists/:listId',
    {
      schema: { tags, security, params: ListIdParamsSchema, response: answers({ 200: MessageSchema }) },
      onRequest,
    },
    async (req) => {
      await lists.deleteList(app, requireUser(req).id, req.params.listId)
      return { message: 'List deleted.' }
    },
  )

  app.post(
    '/customer/lists/:listId/items',
    {
      schema: {
        tags,
        security,
        summary: 'Add products (a product page, a card, a past order, the cart); quantities add up',
        params: ListIdParamsSchema,
        body: AddListItemsSchema,
        response: answers(one),
      },
      onRequest,
    },
    async (req) => ({
      data: await lists.addListItems(app, requireUser(req).id, req.params.listId, req.body),
    }),
  )

  app.put(
    '/customer/lists/:listId/items/:productId',
    {
      schema: {
        tags,
        security,
        summary: 'A line’s quantity; ?pack=CODE for a pack line, none for the single piece',
        params: ListItemParamsSchema,
        querystring: ListItemQuerySchema,
        body: ListItemQuantitySchema,
        response: answers(one),
      },
      onRequest,
    },
    async (req) => ({
      data: await lists.setListItemQuantity(
        app,
        requireUser(req).id,
        req.params.listId,
        req.params.productId,
        req.query.pack,
        req.body.qty,
      ),
    }),
  )

  app.delete(
    '/customer/lists/:listId/items/:productId',
    {
      schema: {
        tags,
        security,
        summary: 'Removes a line; ?pack=CODE for a pack line, none for the single piece',
        params: ListItemParamsSchema,
        querystring: ListItemQuerySchema,
        response: answers(one),
      },
      onRequest,
    },
    async (req) => ({
      data: await lists.removeListItem(
        app,
        requireUser(req).id,
        req.params.listId,
        req.params.productId,
        req.query.pack,
      ),
    }),
  )

  app.post(
    '/customer/lists/:listId/to-cart',
    {
      schema: {
        tags,
        security,
        summary:
          'The whole list ready for the carts at today’s prices, or as Subscribe & Save every interval months',
        params: ListIdParamsSchema,
        body: ListToCartSchema,
        response: answers({ 200: CartFillResponseSchema }),
      },
      onRequest,
    },
    async (req) => ({
      data: await lists.listToCarts(app, requireUser(req).id, req.params.listId, req.body.interval),
    }),
  )
}
