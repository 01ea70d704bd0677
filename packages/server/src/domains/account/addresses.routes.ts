import {
  ACCOUNT_MESSAGES,
  AddAddressSchema,
  AddressIdParamsSchema,
  CustomerIdParamsSchema,
  EditAddressSchema,
  SetDefaultAddressBodySchema,
} from '@shop/shared/schemas/account'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/auth'
import * as addresses from './addresses.service'
import { z } from 'zod'
import { answers } from '../../lib/api-schemas'
import {
  AddressListResponseSchema,
  AddressResponseSchema,
  DefaultAddressResponseSchema,
} from './account.responses'

const tags = ['addresses']
const security = [{ bearerAuth: [] }]

/**
 * Every address call of spec 7, at both of the spec's shapes (customer id in the path, or the
 * token alone). Only the token's customer's addresses are ever read or changed: another id is 404.
 */
export async function addressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // onRequest, not preHandler: a call without a valid token answers 401 before its body is read.
  const onRequest = app.authenticate
  const db = () => app.db

  app.get(
    '/customer/:customerId/addresses',
    {
      schema: {
        tags,
        security,
        params: CustomerIdParamsSchema,
        response: answers({ 200: AddressListResponseSchema }),
      },
      onRequest,
    },
    async (req) => {
      const user = requireUser(req)
      addresses.assertOwnCustomerId(user.id, req.params.customerId)
      return { data: { data: await addresses.listAddresses(db(), user.id) } }
    },
  )

  app.post(
    '/customer/:customerId/address',
    {
      schema: {
        tags,
        security,
        params: CustomerIdParamsSchema,
        body: AddAddressSchema,
        response: answers({ 201: AddressResponseSchema }),
      },
      onRequest,
    },
    async (req, reply) => {
      const user = requireUser(req)
      addresses.assertOwnCustomerId(user.id, req.params.customerId)
      const address = await addresses.addAddress(db(), user.id, req.body)
      return reply.status(201).send({ message: ACCOUNT_MESSAGES.addressAdded, data: { data: address } })
    },
  )

  app.post(
    '/customer/address',
    {
      schema: { tags, security, body: AddAddressSchema, response: answers({ 201: AddressResponseSchema }) },
      onRequest,
    },
    async (req, reply) => {
      const address = await addresses.addAddress(db(), requireUser(req).id, req.body)
      return reply.status(201).send({ message: ACCOUNT_MESSAGES.addressAdded, data: { data: address } })
    },
  )

  app.get(
    '/customer/get-user-address',
    { schema: { tags, security, response: answers({ 200: AddressListResponseSchema }) }, onRequest },
    async (req) => ({
      data: { data: await addresses.listAddresses(db(), requireUser(req).id) },
    }),
  )

  app.get(
    '/customer/get-address-by-id/:id',
    {
      schema: {
        tags,
        security,
        params: AddressIdParamsSchema,
        response: answers({ 200: AddressResponseSchema }),
      },
      onRequest,
    },
    async (req) => ({ data: { data: await addresses.getAddress(db(), requireUser(req).id, req.params.id) } }),
  )

  app.get(
    '/customer/get-default-address',
    {
      schema: {
        tags,
        security,
        summary: "The customer's default address, or null",
        response: answers({ 200: DefaultAddressResponseSchema }),
      },
      onRequest,
    },
    async (req) => ({ data: await addresses.getDefaultAddress(db(), requireUser(req).id) }),
  )

  for (const url of ['/customer/address/:id', '/customer/update-user-address/:id']) {
    app.put(
      url,
      {
        schema: {
          tags,
          security,
          params: AddressIdParamsSchema,
          body: EditAddressSchema,
          response: answers({ 200: AddressResponseSchema }),
        },
        onRequest,
      },
      async (req) => {
        const address = await addresses.updateAddress(db(), requireUser(req).id, req.params.id, req.body)
        return { message: ACCOUNT_MESSAGES.addressUpdated, data: { data: address } }
      },
    )
  }

  app.put(
    '/customer/set-default-address/:id',
    {
      schema: {
        tags,
        security,
        params: AddressIdParamsSchema,
        body: SetDefaultAddressBodySchema,
        response: answers({ 200: AddressResponseSchema }),
      },
      onRequest,
    },
    async (req) => addresses.setDefaultAddress(db(), requireUser(req).id, req.params.id),
  )

  app.delete(
    '/customer/address/:id',
    {
      schema: { tags, security, params: AddressIdParamsSchema, response: answers({ 204: z.null() }) },
      onRequest,
    },
    async (req, reply) => {
      await addresses.removeAddress(db(), requireUser(req).id, req.params.id)
      return reply.status(204).send(null)
    },
  )
}
