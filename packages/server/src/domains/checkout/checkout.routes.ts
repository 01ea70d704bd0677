import { toCents } from '@shop/shared/money'
import {
  type CheckoutKind,
  CalculateTaxParamsSchema,
  CalculateTaxQuerySchema,
  CheckoutConfirmBodySchema,
  CheckoutHeadersSchema,
  CheckoutPayloadSchema,
  CouponDiscountParamsSchema,
  PreorderShippingBodySchema,
  ShippingChargeParamsSchema,
  ShippingEstimateQuerySchema,
} from '@shop/shared/schemas/checkout'
import { z } from 'zod'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { serviceContext } from '../../lib/service-context'
import { requireUser } from '../../plugins/auth'
import { answers } from '../../lib/api-schemas'
import {
  CalculateTaxResponseSchema,
  CheckoutActionResponseSchema,
  CheckoutConflictResponseSchema,
  CheckoutSuccessResponseSchema,
  CouponDiscountResponseSchema,
  ShippingChargeResponseSchema,
  ShippingEstimateResponseSchema,
} from './checkout.responses'
import * as quote from './order-quote.service'
import { awaitsApproval, confirmPayment, needsAction, placeOrder, withErrorField } from './checkout.service'
import { AwaitingApprovalSchema } from '@shop/shared/schemas/business-account-approvals'

const tags = ['checkout']

/** docs/requirements/carts-and-checkout.md §13: charges for the confirmation pages, and placing orders (see README.md here). */
export async function checkoutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    '/shipping-charge/:country/:totalAmount',
    {
      schema: {
        tags,
        params: ShippingChargeParamsSchema,
        response: answers({ 200: ShippingChargeResponseSchema }),
      },
    },
    async (req) => quote.quoteShipping(app.db, req.params.country, toCents(req.params.totalAmount)),
  )

  app.get(
    '/shipping-estimate',
    {
      schema: {
        tags,
        querystring: ShippingEstimateQuerySchema,
        response: answers({ 200: ShippingEstimateResponseSchema }),
      },
    },
    async (req) => quote.estimateShipping(app.db, req.query.country, toCents(req.query.amount)),
  )

  app.post(
    '/customer/preorder-shipping',
    {
      schema: {
        tags,
        body: PreorderShippingBodySchema,
        response: answers({ 200: ShippingEstimateResponseSchema }),
      },
      onRequest: app.authenticate,
    },
    async (req) =>
      quote.estimatePreorderShipping(
        app.db,
        requireUser(req).id,
        toCents(req.body.amount),
        req.body.shippingAddress,
      ),
  )

  app.get(
    '/coupon-discount/:couponCode/:amount',
    {
      schema: {
        tags,
        params: CouponDiscountParamsSchema,
        response: answers({ 200: CouponDiscountResponseSchema }),
      },
      config: { refusalLogged: true },
      // Signed-in shoppers also get the per-customer limit checked; visitors may still try a code.
      onRequest: async (req, reply) => {
        if (req.headers.authorization) await app.authenticate(req, reply)
      },
    },
    async (req) =>
      quote.quoteCoupon(app.db, req.params.couponCode, toCents(req.params.amount), req.user?.id ?? null, {
        limits: app.limits,
        log: req.log,
        ip: req.ip,
      }),
  )

  app.get(
    '/calculate-tax/:amount',
    {
      schema: {
        tags,
        params: CalculateTaxParamsSchema,
        querystring: CalculateTaxQuerySchema,
        response: answers({ 200: CalculateTaxResponseSchema }),
      },
    },
    async (req) => quote.quoteTax(app.db, app.config, toCents(req.params.amount), req.query.country),
  )

  const place = (kind: CheckoutKind) =>
    app.post(
      `/checkout/${kind}`,
      {
        schema: {
          tags,
          security: [{ bearerAuth: [] }],
          headers: CheckoutHeadersSchema,
          body: CheckoutPayloadSchema,
          response: answers({
            200: CheckoutSuccessResponseSchema,
            202: z.union([CheckoutActionResponseSchema, AwaitingApprovalSchema]),
            409: CheckoutConflictResponseSchema,
          }),
        },
        // onRequest: an anonymous call answers 401 before its body is read or validated.
        onRequest: app.authenticate,
      },
      async (req, reply) => {
        try {
          const answer = await placeOrder(
            serviceContext(app),
            requireUser(req),
            req.body,
            kind,
            req.headers['idempotency-key'],
            { limits: app.limits, log: req.log, ip: req.ip },
          )
          return needsAction(answer) || awaitsApproval(answer) ? reply.code(202).send(answer) : answer
        } catch (error) {
          throw withErrorField(error)
        }
      },
    )
  place('payment')
  place('preorder')

  // After a 3-D Secure challenge: the provider's word on the customer's waiting order (README.md here).
  app.post(
    '/checkout/payment/confirm',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        body: CheckoutConfirmBodySchema,
        response: answers({
          200: CheckoutSuccessResponseSchema,
          202: CheckoutActionResponseSchema,
          409: CheckoutConflictResponseSchema,
        }),
      },
      onRequest: app.authenticate,
    },
    async (req, reply) => {
      try {
        const answer = await confirmPayment(serviceContext(app), requireUser(req), req.body.orderNumber, {
          limits: app.limits,
          log: req.log,
          ip: req.ip,
        })
        return needsAction(answer) ? reply.code(202).send(answer) : answer
      } catch (error) {
        throw withErrorField(error)
      }
    },
  )
}
