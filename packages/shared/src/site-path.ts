/** A made-up origin to resolve paths against: only the origin of the result matters. */
const PROBE_ORIGIN = 'https://shop.invalid'

/**
 * True when `value` is a path on this site as a browser reads it: it starts with '/', and
 * resolving it as a URL stays on the same origin ('/\host', '//host' and the like leave it).
 */
export function isPathOnThisSite(value: string): boolean {
  if (!value.startsWith('/')) return false
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN
  } catch {
    return false
  }
}
