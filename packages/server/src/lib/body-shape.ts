import type { FastifyReply, FastifyRequest } from 'fastify'
import { badRequest } from '../errors'

/**
 * How deep a JSON body may nest: the top object or list is level 1. The shop's deepest body is a
 * few levels (lines, each with its options); 32 leaves room and stops a body built to be walked.
 */
export const MAX_BODY_DEPTH = 32
/**
 * How many values a JSON body may hold: every list element and object field, at any level. The
 * largest bodies the shop takes (a saved cart of 100 lines, a delivery of 200 lots) hold a
 * couple of thousand.
 */
export const MAX_BODY_VALUES = 10_000

export type ShapeLimit = 'depth' | 'values'

/** A list or a plain object, as JSON.parse makes them (not a stream or a buffer a parser hands on). */
function isJsonContainer(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return true
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/**
 * The first bound `value` (a parsed JSON value) goes beyond, or undefined within both. One loop over a stack, never
 * recursion, and it stops as soon as a bound is passed: it looks at no more than `maxValues` values
 * and no deeper than `maxDepth`, however the body is built.
 */
export function bodyShapeBeyond(
  value: unknown,
  { maxDepth = MAX_BODY_DEPTH, maxValues = MAX_BODY_VALUES } = {},
): ShapeLimit | undefined {
  if (!isJsonContainer(value)) return undefined
  const stack: { value: object; depth: number }[] = [{ value, depth: 1 }]
  let values = 0
  while (stack.length) {
    const { value: container, depth } = stack.pop() as { value: object; depth: number }
    if (depth > maxDepth) return 'depth'
    // A list's length is counted before any of its elements is looked at.
    const children = Array.isArray(container) ? container : Object.values(container)
    values += children.length
    if (values > maxValues) return 'values'
    for (const child of children) {
      if (isJsonContainer(child)) stack.push({ value: child, depth: depth + 1 })
    }
  }
  return undefined
}

const limitMessage: Record<ShapeLimit, string> = {
  depth: `body must be nested at most ${MAX_BODY_DEPTH} levels deep`,
  values: `body must hold at most ${MAX_BODY_VALUES.toLocaleString('en-US')} values`,
}

/**
 * preValidation hook for every route: a parsed JSON body beyond the bounds is refused with a 400
 * naming the bound, before the schema, the control-character check or a handler walks it.
 * (JSON.parse itself copes with any nesting; multipart bodies are read by their routes.)
 */
export function refuseBodyBeyondBounds(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  // A callback, not an async function: a request with nothing to refuse goes on in the same tick,
  // so the catalogue cache's requests for one answer still meet the one building it.
  const beyond = bodyShapeBeyond(request.body)
  done(beyond ? badRequest(`body: ${limitMessage[beyond]}`, { body: [limitMessage[beyond]] }) : undefined)
}
