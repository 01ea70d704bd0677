import type { ApiErrorBody } from '@shop/shared/api-error'
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ZodError } from 'zod'
import { isResourceError } from './lib/saturation'

/** An expected failure with its HTTP status; the one error handler turns it into JSON. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    /** Extra fields some answers carry (e.g. current figures on a 409). */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message)
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new AppError(400, message, errors)
export const unauthorized = (message = 'Unauthenticated.') => new AppError(401, message)
export const forbidden = (message = 'Forbidden.') => new AppError(403, message)
export const notFound = (message = 'Not found.') => new AppError(404, message)
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new AppError(409, message, undefined, extra)
/** A 409 that names the fields in conflict (a taken sku or e-mail). */
export const conflictOn = (message: string, errors: Record<string, string[]>) =>
  new AppError(409, message, errors)
export const unprocessable = (message: string, errors?: Record<string, string[]>) =>
  new AppError(422, message, errors)

/** Field errors from zod issues, keyed by the dotted path ('field' for top-level issues). */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fallbackKey = 'body',
) {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || fallbackKey
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}

function firstMessage(errors: Record<string, string[]>): string {
  const [field, messages] = Object.entries(errors)[0] ?? ['input', ['is invalid']]
  return `${field}: ${messages[0]}`
}

/** The one error handler: validation → 400 naming fields, AppError → its status, else 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiErrorBody & Record<string, unknown> = { message: error.message, ...error.extra }
      if (error.errors) body.errors = error.errors
      return reply.status(error.status).send(body)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body'
      const errors = fieldErrors(
        error.validation.map((v) => ({
          path: String(v.instancePath || '')
            .split('/')
            .filter(Boolean),
          message: v.message ?? 'is invalid',
        })),
        context,
      )
      const named = Object.keys(errors).length ? errors : { [context]: ['is invalid'] }
      return reply.status(400).send({ message: firstMessage(named), errors: named })
    }
    if (error instanceof ZodError) {
      const errors = fieldErrors(error.issues)
      return reply.status(400).send({ message: firstMessage(errors), errors })
    }
    const fe = error as FastifyError
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type, rate limit.
      return reply.status(fe.statusCode).send({ message: fe.message })
    }
    if (isResourceError(error)) {
      request.log.warn({ err: error }, 'refused for lack of resources')
      return reply
        .status(503)
        .header('retry-after', '30')
        .send({ message: 'The shop is busy right now; please try again in a minute.' })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' })
  })
}
