import fp from 'fastify-plugin'
import {
  createOrderDocumentsWorker,
  DOCUMENTS_PACING,
  type OrderDocumentsWorker,
} from '../domains/orders/order-documents-outbox'
import { serviceContext } from '../lib/service-context'

declare module 'fastify' {
  interface FastifyInstance {
    /** Produces paid orders' invoices and confirmation mails right after their answers. */
    orderDocuments: OrderDocumentsWorker
  }
}

/**
 * The in-process worker of the order documents outbox, at a lower priority than the answers. A process that runs the jobs also looks
 * for documents left due (a crash between answer and documents) as soon as it is ready.
 */
export default fp(
  async (app) => {
    // Paced: the documents take the time the answers leave (order-documents-outbox.ts). The
    // server's own request event counts arrivals: no Fastify hook on every request for it.
    let requests = 0
    app.addHook('onReady', async () => {
      app.server.on('request', () => {
        requests += 1
      })
    })
    const worker = createOrderDocumentsWorker(
      () => serviceContext(app),
      () => new Date(),
      { pacing: { ...DOCUMENTS_PACING, requests: () => requests } },
    )
    app.decorate('orderDocuments', worker)
    if (app.config.jobsEnabled) app.addHook('onReady', async () => worker.wake())
    app.addHook('preClose', async () => worker.stop())
  },
  { name: 'order-documents', dependencies: ['db', 'mailer', 'payments'] },
)
