import { z } from 'zod'

/**
 * Control characters other than tab, line feed and carriage return: nobody types them, they break
 * logs and searches, and PostgreSQL refuses NUL in text outright.
 */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u

export const controlCharacterMessage = (field: string) => `${field} must not contain control characters`

/** True when the text has no control character (tab and line breaks allowed). */
export const hasNoControlCharacters = (text: string) => !CONTROL_CHARACTER.test(text)

/** The paths of every string in `value` (an object, array or string) holding a control character. */
export function controlCharacterPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return hasNoControlCharacters(value) ? [] : [path]
  if (Array.isArray(value)) return value.flatMap((v, i) => controlCharacterPaths(v, [...path, i]))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => controlCharacterPaths(v, [...path, k]))
  }
  return []
}

/**
 * `schema`, refusing any input whose text holds a control character before anything else is
 * checked, with an error naming the field. The server wraps every route's body, query and
 * parameters in it, so no text input can miss the rule.
 */
export function refusingControlCharacters<T extends z.ZodType>(schema: T, fallbackField = 'body') {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      for (const path of controlCharacterPaths(value)) {
        const field = [...path].reverse().find((p) => typeof p === 'string') ?? fallbackField
        ctx.addIssue({ code: 'custom', path, message: controlCharacterMessage(field) })
      }
    })
    .pipe(schema)
}
