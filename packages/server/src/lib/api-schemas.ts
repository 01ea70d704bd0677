import type { ApiErrorBody } from '@shop/shared/api-error'
import { z } from 'zod'

/**
 * The one error shape (`{ message, errors: { field: [...] } }`). Some answers also carry `error`:
 * the wrong-login answer as a list, checkout failures as the message again.
 */
export const ApiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  error: z.union([z.string(), z.array(z.string())]).optional(),
}) satisfies z.ZodType<ApiErrorBody>

export const MessageSchema = z.object({ message: z.string() })

/** A route's answers: the given successes, and the error shape for every 4xx and 5xx. */
export function answers<T extends Record<number, z.ZodType>>(ok: T) {
  return { ...ok, '4xx': ApiErrorSchema, '5xx': ApiErrorSchema }
}

/** 0 or 1, as the spec's flags are numbers. */
export const Flag = z.union([z.literal(0), z.literal(1)])
