import { API_ERROR_CODES, type ApiErrorBody } from '@shop/shared/api-error'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'

/**
 * The one error shape (`{ message, errors: { field: [...] } }`). Some answers also carry `error`:
 * the wrong-login answer as a list, checkout failures as the message again.
 */
export const ApiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  error: z.union([z.string(), z.array(z.string())]).optional(),
  code: z.enum(Object.values(API_ERROR_CODES)).optional(),
}) satisfies z.ZodType<ApiErrorBody>

export const MessageSchema = z.object({ message: z.string() })

/** A route's answers: the given successes, and the error shape for every 4xx and 5xx. */
export function answers<T extends Record<number, z.ZodType | FileAnswer>>(ok: T) {
  return { ...ok, '4xx': ApiErrorSchema, '5xx': ApiErrorSchema }
}

/** 0 or 1, as the original app's flags are numbers. */
export const Flag = z.union([z.literal(0), z.literal(1)])

/** A file answer (a PDF, a CSV), described by content type rather than by a zod schema. */
export interface FileAnswer {
  readonly description: string
  readonly content: Readonly<Record<string, { readonly schema: Readonly<Record<string, string>> }>>
}

/** A CSV file answer (exports). */
export const csvAnswer = {
  description: 'The CSV file',
  content: { 'text/csv': { schema: { type: 'string' } } },
} as const

/** A small HTML page answer (a link followed from an e-mail, such as an unsubscribe). */
export const htmlAnswer = {
  description: 'The HTML page',
  content: { 'text/html': { schema: { type: 'string' } } },
} as const

/** A PDF file answer (invoices, packing slips). */
export const pdfAnswer = {
  description: 'The PDF file',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
} as const

type TransformInput = Parameters<typeof jsonSchemaTransform>[0]

/**
 * The zod provider's OpenAPI transform, letting file answers (plain `content` descriptions, which
 * it cannot read) through as they are.
 */
export function openApiTransform(input: TransformInput) {
  const response = (input.schema?.response ?? {}) as Record<string, unknown>
  const files = Object.fromEntries(
    Object.entries(response).filter(([, r]) => r && typeof r === 'object' && 'content' in r),
  )
  if (!Object.keys(files).length) return jsonSchemaTransform(input)
  const zodOnly = Object.fromEntries(Object.entries(response).filter(([code]) => !(code in files)))
  const result = jsonSchemaTransform({
    ...input,
    schema: { ...input.schema, response: zodOnly },
  } as TransformInput)
  const schema = result.schema as { response?: Record<string, unknown> }
  return { ...result, schema: { ...schema, response: { ...schema.response, ...files } } }
}
