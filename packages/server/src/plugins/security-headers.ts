import type { IncomingMessage, ServerResponse } from 'node:http'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

/** The security headers helmet writes for these options, computed once. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  let done = false
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    done = true
  })
  // Helmet's middlewares are synchronous; if one ever is not, fail at start, not silently.
  if (!done) throw new Error('helmet did not finish synchronously')
  return headers
}

/**
 * Helmet's headers (a strict Content Security Policy and the rest) on every answer. They do not
 * depend on the request (no CSP nonces), so they are computed once at start: the Fastify wrapper
 * rebuilt and re-parsed the whole policy on every request, a large share of a cached catalogue
 * answer's time. A route may still set its own policy (the API docs do).
 */
export default fp<HelmetOptions>(
  async (app, options) => {
    const headers = securityHeaders(options)
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers)
      done()
    })
  },
  { name: 'security-headers' },
)
