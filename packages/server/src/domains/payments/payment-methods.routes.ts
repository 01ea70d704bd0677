import {
  AddPaymentMethodBodySchema,
  PaymentMethodChangeResponseSchema,
  PaymentMethodParamsSchema,
  PaymentMethodsResponseSchema,
} from '@shop/shared/schemas/payment-methods'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireUser } from '../../plugins/auth'
import * as methods from './payment-methods.service'

const tags = ['payment methods']

/** The signed-in customer's saved cards (My account > Payment methods): their own cards only. */
export async function paymentMethodsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // The token is checked before the body: an anonymous caller learns nothing of the fields.
  const auth = { onRequest: app.authenticate }
  const security = [{ bearerAuth: [] }]
  const ctx = () => serviceContext(app)
  const changed = answers({ 200: PaymentMethodChangeResponseSchema })

  app.get(
    '/customer/payment-methods',
    { ...auth, schema: { tags, security, response: answers({ 200: PaymentMethodsResponseSchema }) } },
    async (req) => methods.listPaymentMethods(ctx(), requireUser(req).id),
  )

  app.post(
    '/customer/payment-methods',
    { ...auth, schema: { tags, security, body: AddPaymentMethodBodySchema, response: changed } },
    async (req) => methods.addPaymentMethod(ctx(), requireUser(req).id, req.body, req.log),
  )

  app.post(
    '/customer/payment-methods/:id/default',
    { ...auth, schema: { tags, security, params: PaymentMethodParamsSchema, response: changed } },
    async (req) => methods.setDefaultPaymentMethod(ctx(), requireUser(req).id, req.params.id),
  )

  app.delete(
    '/customer/payment-methods/:id',
    { ...auth, schema: { tags, security, params: PaymentMethodParamsSchema, response: changed } },
    async (req) => methods.removePaymentMethod(ctx(), requireUser(req).id, req.params.id),
  )
}
