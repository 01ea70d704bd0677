import { refusingControlCharacters } from '@shop/shared/schemas/text'
import type { FastifySchemaCompiler } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { z } from 'zod'

/**
 * The zod validator compiler, with every body, query and path parameter first refused when its
 * text holds a control character (a 400 naming the field), so a NUL byte never reaches a search
 * or the database.
 */
export const textInputValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: refusingControlCharacters(route.schema, route.httpPart ?? 'body') })
