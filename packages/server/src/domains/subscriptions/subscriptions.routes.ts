import {
  ActiveSubscriptionsResponseSchema,
  CancelBodySchema,
  CancelledSubscriptionsQuerySchema,
  CancelledSubscriptionsResponseSchema,
  CancelSubscriptionBodySchema,
  IntervalBodySchema,
  NextDeliveriesResponseSchema,
  QuantityBodySchema,
  RescheduleBodySchema,
  SendNowResponseSchema,
  SubscriptionChangeResponseSchema,
  SubscriptionNoParamsSchema,
  TotalSubscriptionsResponseSchema,
  UpdateCardBodySchema,
} from '@shop/shared/schemas/subscriptions'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireUser } from '../../plugins/auth'
import * as subscriptions from './subscriptions.service'

const tags = ['subscriptions']

/**
 * The signed-in customer's Subscribe & Save subscriptions: the original screens' calls, and the
 * self-service changes under customer/subscriptions/{subscriptionNo}/... Every call acts on the
 * token's own subscriptions only; another customer's number answers 404 and changes nothing.
 */
export async function subscriptionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // The token is checked before the body (onRequest): an anonymous caller learns nothing of the fields.
  const auth = { onRequest: app.authenticate }
  const security = [{ bearerAuth: [] }]
  const ctx = () => serviceContext(app)

  app.get(
    '/customer/get-user-total-subscription',
    { ...auth, schema: { tags, security, response: answers({ 200: TotalSubscriptionsResponseSchema }) } },
    async (req) => subscriptions.countSubscriptions(ctx(), requireUser(req).id),
  )

  app.get(
    '/customer/get-active-subscription',
    { ...auth, schema: { tags, security, response: answers({ 200: ActiveSubscriptionsResponseSchema }) } },
    async (req) => subscriptions.activeSubscriptions(ctx(), requireUser(req).id),
  )

  app.get(
    '/customer/get-next-deliveries-subscription',
    { ...auth, schema: { tags, security, response: answers({ 200: NextDeliveriesResponseSchema }) } },
    async (req) => subscriptions.nextDeliveries(ctx(), requireUser(req).id),
  )

  app.get(
    '/customer/get-cancelled-subscription',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: CancelledSubscriptionsQuerySchema,
        response: answers({ 200: CancelledSubscriptionsResponseSchema }),
      },
    },
    async (req) => subscriptions.cancelledSubscriptions(ctx(), requireUser(req).id, req.query.page),
  )

  app.post(
    '/customer/cancel-subscription',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: CancelSubscriptionBodySchema,
        response: answers({ 200: SubscriptionChangeResponseSchema }),
      },
    },
    async (req) =>
      subscriptions.cancelSubscription(
        ctx(),
        requireUser(req).id,
        req.body.subscription_id,
        req.body.reason,
        app.clock(),
      ),
  )

  const self = { ...auth, params: SubscriptionNoParamsSchema }
  const changed = answers({ 200: SubscriptionChangeResponseSchema })
  const base = '/customer/subscriptions/:subscriptionNo'

  app.post(
    `${base}/cancel`,
    { ...auth, schema: { tags, security, params: self.params, body: CancelBodySchema, response: changed } },
    async (req) =>
      subscriptions.cancelSubscription(
        ctx(),
        requireUser(req).id,
        req.params.subscriptionNo,
        req.body.reason,
        app.clock(),
      ),
  )

  app.post(
    `${base}/skip`,
    { ...auth, schema: { tags, security, params: self.params, response: changed } },
    async (req) =>
      subscriptions.skipNextDelivery(ctx(), requireUser(req).id, req.params.subscriptionNo, app.clock()),
  )

  app.post(
    `${base}/reschedule`,
    {
      ...auth,
      schema: { tags, security, params: self.params, body: RescheduleBodySchema, response: changed },
    },
    async (req) =>
      subscriptions.rescheduleNextDelivery(
        ctx(),
        requireUser(req).id,
        req.params.subscriptionNo,
        req.body.next_date,
        app.clock(),
      ),
  )

  app.post(
    `${base}/interval`,
    { ...auth, schema: { tags, security, params: self.params, body: IntervalBodySchema, response: changed } },
    async (req) =>
      subscriptions.changeInterval(
        ctx(),
        requireUser(req).id,
        req.params.subscriptionNo,
        req.body.month,
        app.clock(),
      ),
  )

  app.post(
    `${base}/quantity`,
    { ...auth, schema: { tags, security, params: self.params, body: QuantityBodySchema, response: changed } },
    async (req) =>
      subscriptions.changeQuantity(
        ctx(),
        requireUser(req).id,
        req.params.subscriptionNo,
        req.body.product_id,
        req.body.qty,
        app.clock(),
      ),
  )

  app.post(
    `${base}/pause`,
    { ...auth, schema: { tags, security, params: self.params, response: changed } },
    async (req) =>
      subscriptions.pauseSubscription(ctx(), requireUser(req).id, req.params.subscriptionNo, app.clock()),
  )

  app.post(
    `${base}/resume`,
    { ...auth, schema: { tags, security, params: self.params, response: changed } },
    async (req) =>
      subscriptions.resumeSubscription(ctx(), requireUser(req).id, req.params.subscriptionNo, app.clock()),
  )

  app.post(
    `${base}/card`,
    {
      ...auth,
      schema: { tags, security, params: self.params, body: UpdateCardBodySchema, response: changed },
    },
    async (req) =>
      subscriptions.updateCard(ctx(), requireUser(req).id, req.params.subscriptionNo, req.body, app.clock(), {
        limits: app.limits,
        log: req.log,
        ip: req.ip,
      }),
  )

  app.post(
    `${base}/send-now`,
    {
      ...auth,
      schema: { tags, security, params: self.params, response: answers({ 200: SendNowResponseSchema }) },
    },
    async (req) => subscriptions.sendNow(ctx(), requireUser(req).id, req.params.subscriptionNo, app.clock()),
  )
}
