import type { FastifyInstance } from 'fastify'

/**
 * What services that charge, mail or write files need; the HTTP routes and the staff command both
 * build one. Each part is typed as the app's own decoration (the plugins declare them), so this
 * low-level module depends on no plugin or domain, and a service never sees the whole app.
 */
export interface ServiceContext {
  db: FastifyInstance['db']
  config: FastifyInstance['config']
  mailer: FastifyInstance['mailer']
  /** Pictures and private files (local folders or S3-compatible storage). */
  files: FastifyInstance['files']
  gateway: FastifyInstance['paymentGateway']
  log: FastifyInstance['log']
  /** What follows an order's moves in other domains (the flows floor, wired by the app). */
  orderFlows: FastifyInstance['orderFlows']
  /** What a delivery's waiting pre-orders have orders write (the flows floor, wired by the app). */
  stockFlows: FastifyInstance['stockFlows']
  /** What a provider's webhook event does to orders (the flows floor, wired by the app). */
  paymentFlows: FastifyInstance['paymentFlows']
  /** What collecting recalled units has orders make (the flows floor, wired by the app). */
  recallFlows: FastifyInstance['recallFlows']
  /** What an order waiting for approval needs of stock and orders (the flows floor, wired by the app). */
  approvalFlows: FastifyInstance['approvalFlows']
  /** A business account's contract prices for checkout (the flows floor, wired by the app). */
  pricingFlows: FastifyInstance['pricingFlows']
  /** Counts orders and declines for Prometheus. */
  metrics?: FastifyInstance['metrics']
  /** Produces paid orders' documents after the answer; absent in the staff command (done at once). */
  documents?: FastifyInstance['orderDocuments']
}

/** The context of a built app (routes, the `shop` command). */
export function serviceContext(app: FastifyInstance): ServiceContext {
  return {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    files: app.files,
    gateway: app.paymentGateway,
    log: app.log,
    orderFlows: app.orderFlows,
    stockFlows: app.stockFlows,
    paymentFlows: app.paymentFlows,
    recallFlows: app.recallFlows,
    approvalFlows: app.approvalFlows,
    pricingFlows: app.pricingFlows,
    metrics: app.metrics,
    documents: app.orderDocuments,
  }
}
