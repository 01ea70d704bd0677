import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Config } from '../config'
import type { Db } from '../db/connect'
import type { PaymentGateway } from '../domains/payments/gateway'
import type { Mailer } from '../plugins/mailer'
import type { ShopMetrics } from '../plugins/metrics'

/** What services that charge, mail or write files need; the HTTP routes and the staff command both build one. */
export interface ServiceContext {
  db: Db
  config: Config
  mailer: Mailer
  gateway: PaymentGateway
  log: FastifyBaseLogger
  /** Counts orders and declines for Prometheus; absent outside the server (the staff command). */
  metrics?: ShopMetrics
}

/** The context of a built app (routes, the `shop` command). */
export function serviceContext(app: FastifyInstance): ServiceContext {
  return {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    gateway: app.paymentGateway,
    log: app.log,
    metrics: app.metrics,
  }
}
