import type { FastifyInstance } from 'fastify'
import { addressRoutes } from './addresses.routes'
import { authRoutes } from './auth.routes'
import { contactRoutes } from './contact.routes'
import { passwordResetRoutes } from './password-reset.routes'
import { profileRoutes } from './profile.routes'

/** The account domain: see README.md beside this file for every call's shapes. */
export async function accountRoutes(app: FastifyInstance) {
  await app.register(authRoutes)
  await app.register(passwordResetRoutes)
  await app.register(contactRoutes)
  await app.register(profileRoutes)
  await app.register(addressRoutes)
}
