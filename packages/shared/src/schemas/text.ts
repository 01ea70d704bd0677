import { z } from 'zod'

/**
 * Control characters other than tab, line feed and carriage return: nobody types them, they break
 * logs and searches, and PostgreSQL refuses NUL in text outright.
 */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u

export const controlCharacterMessage = (field: string) => `${field} must not contain control characters`

/** True when the text has no control character (tab and line breaks allowed). */
export const hasNoControlCharacters = (text: string) => !CONTROL_CHARACTER.test(text)

/**
 * A one-line text a person did not type (an uploaded file's name) with every control character
 * taken out, tab and line breaks too, and trimmed: it is kept, where typed text would be refused.
 */
export const withoutControlCharacters = (text: string) => text.replace(/\p{Cc}+/gu, '').trim()

/** At most this many paths are reported: a 400 naming the first hundred fields says enough. */
export const MAX_CONTROL_CHARACTER_PATHS = 100

type Visit = { value: unknown; key: string | number; parent: Visit | undefined }

/**
 * The paths of the strings in `value` (an object, array or string) holding a control character, in
 * the order they appear, at most `max` of them. One loop over a stack, never recursion, so no
 * nesting can overflow it; each value visited keeps a link to its parent, and a path is built from
 * those links only for a string that fails, so the work grows with the values, not with the values
 * times their depth.
 */
export function controlCharacterPaths(
  value: unknown,
  max = MAX_CONTROL_CHARACTER_PATHS,
): (string | number)[][] {
  const found: (string | number)[][] = []
  const stack: Visit[] = [{ value, key: '', parent: undefined }]
  while (stack.length && found.length < max) {
    const visit = stack.pop() as Visit
    const v = visit.value
    if (typeof v === 'string') {
      if (!hasNoControlCharacters(v)) found.push(pathOf(visit))
    } else if (Array.isArray(v)) {
      // Pushed last to first, so the first element is checked first.
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: visit })
    } else if (v && typeof v === 'object') {
      const keys = Object.keys(v)
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string
        stack.push({ value: (v as Record<string, unknown>)[key], key, parent: visit })
      }
    }
  }
  return found
}

/** The keys from the top value down to `visit` (the top value itself has none). */
function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = []
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key)
  return path.reverse()
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
