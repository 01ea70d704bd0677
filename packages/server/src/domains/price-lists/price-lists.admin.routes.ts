import { AdminIdParamsSchema, AdminMessageSchema } from '@shop/shared/schemas/admin/common'
import {
  PriceListAssignSchema,
  PriceListDetailSchema,
  PriceListInputSchema,
  PriceListPriceInputSchema,
  PriceListsSchema,
} from '@shop/shared/schemas/admin/price-lists'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { answers } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireStaff } from '../../plugins/staff-auth'
import * as lists from './price-lists.service'

const tags = ['admin: price lists']
const security = [{ bearerAuth: [] }]
// Every staff member reads the lists (they quote clinics); only owners change what a clinic pays.
const ownerOnly = { ownerOnly: true }

const PriceParamsSchema = z
  .object({
    id: AdminIdParamsSchema.shape.id,
    productId: AdminIdParamsSchema.shape.id,
  })
  .strict()
const PackQuerySchema = z.object({ pack_code: z.string().trim().min(1).max(20).optional() }).strict()

/** Price lists and their accounts (docs/decisions/0142-contract-prices.md); inside the staff guard. */
export async function priceListsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const ctx = () => serviceContext(app)
  const actor = (req: Parameters<typeof requireStaff>[0]) => {
    const s = requireStaff(req)
    return { id: s.id, email: s.email }
  }
  const detail = answers({ 200: PriceListDetailSchema })

  app.get(
    '/price-lists',
    { schema: { tags, security, response: answers({ 200: PriceListsSchema }) } },
    async () => lists.listPriceLists(ctx()),
  )
  app.post(
    '/price-lists',
    {
      config: ownerOnly,
      schema: {
        tags,
        security,
        body: PriceListInputSchema,
        response: answers({ 201: PriceListDetailSchema }),
      },
    },
    async (req, reply) => reply.code(201).send(await lists.createPriceList(ctx(), actor(req), req.body)),
  )
  app.get(
    '/price-lists/:id',
    { schema: { tags, security, params: AdminIdParamsSchema, response: detail } },
    async (req) => lists.priceListDetail(ctx(), req.params.id),
  )
  app.put(
    '/price-lists/:id',
    {
      config: ownerOnly,
      schema: { tags, security, params: AdminIdParamsSchema, body: PriceListInputSchema, response: detail },
    },
    async (req) => lists.updatePriceList(ctx(), actor(req), req.params.id, req.body),
  )
  app.delete(
    '/price-lists/:id',
    {
      config: ownerOnly,
      schema: { tags, security, params: AdminIdParamsSchema, response: answers({ 200: AdminMessageSchema }) },
    },
    async (req) => lists.deletePriceList(ctx(), actor(req), req.params.id),
  )
  app.put(
    '/price-lists/:id/prices',
    {
      config: ownerOnly,
      schema: {
        tags,
        security,
        summary: "Set one product's (or pack's) price in the list",
        params: AdminIdParamsSchema,
        body: PriceListPriceInputSchema,
        response: detail,
      },
    },
    async (req) => lists.setPrice(ctx(), actor(req), req.params.id, req.body),
  )
  app.delete(
    '/price-lists/:id/prices/:productId',
    {
      config: ownerOnly,
      schema: { tags, security, params: PriceParamsSchema, querystring: PackQuerySchema, response: detail },
    },
    async (req) =>
      lists.removePrice(ctx(), actor(req), req.params.id, req.params.productId, req.query.pack_code ?? null),
  )
  for (const assigned of [true, false]) {
    app.post(
      `/price-lists/:id/${assigned ? 'assign' : 'unassign'}`,
      {
        config: ownerOnly,
        schema: {
          tags,
          security,
          summary: assigned
            ? 'Assign the list to a business account'
            : 'Take the list from a business account',
          params: AdminIdParamsSchema,
          body: PriceListAssignSchema,
          response: detail,
        },
      },
      async (req) =>
        lists.setAssignment(ctx(), actor(req), req.params.id, req.body.business_account_id, assigned),
    )
  }
}
