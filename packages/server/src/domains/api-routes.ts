import type { FastifyInstance } from 'fastify'
import { catalogueRoutes } from './catalogue/catalogue.routes'

/** Every domain's routes, mounted under /api by app.ts. One line per domain. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(catalogueRoutes)
}
