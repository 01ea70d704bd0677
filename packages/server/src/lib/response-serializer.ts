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

type Stringify = (data: unknown) => string

/**
 * Answers with a response schema are written by fast-json-stringify from the schema's JSON Schema:
 * only the fields the schema names reach the client (a password hash a service returns by mistake
 * is dropped), and faster than JSON.stringify.
 *
 * Each schema is compiled once, when an answer first needs it: most routes (the back office's)
 * never answer in a given process, and every route's error answers share one schema. Compiling
 * every route's three schemas at start held several MiB of generated code and zod's JSON Schema
 * for answers never sent (bench/README.md, Memory).
 */
export function responseSerializerCompiler(
  options: ResponseSerializerOptions,
): FastifySerializerCompiler<unknown> {
  const compiled = new WeakMap<z.ZodType, Stringify>()
  const compile = (schema: z.ZodType): Stringify => {
    let stringify = compiled.get(schema)
    if (!stringify) {
      const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' })
      stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Stringify
      compiled.set(schema, stringify)
    }
    return stringify
  }
  return ({ schema, method, url, httpStatus }) => {
    if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data)
    let stringify: Stringify | undefined
    const write = (data: unknown) => (stringify ??= compile(schema))(data)
    if (!options.check) return write
    return (data) => {
      const result = schema.safeParse(data)
      if (!result.success) {
        throw new Error(
          `${method} ${url} ${httpStatus}: the answer does not match its response schema: ${z.prettifyError(result.error)}`,
        )
      }
      return write(data)
    }
  }
}
