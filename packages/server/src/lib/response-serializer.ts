import fastJson from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify/types/schema'
import { z } from 'zod'

export interface ResponseSerializerOptions {
  /**
   * Also check each answer against its zod schema (tests): a service whose answer drifted from
   * the documented shape fails loudly instead of being coerced by the fast serializer.
   */
  check: boolean
}

/**
 * Answers with a response schema are written by fast-json-stringify from the schema's JSON Schema:
 * only the fields the schema names reach the client (a password hash a service returns by mistake
 * is dropped), and faster than JSON.stringify.
 */
export function responseSerializerCompiler(
  options: ResponseSerializerOptions,
): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data)
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' })
    const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0])
    if (!options.check) return stringify
    return (data) => {
      const result = schema.safeParse(data)
      if (!result.success) {
        throw new Error(
          `${method} ${url} ${httpStatus}: the answer does not match its response schema: ${z.prettifyError(result.error)}`,
        )
      }
      return stringify(data)
    }
  }
}
