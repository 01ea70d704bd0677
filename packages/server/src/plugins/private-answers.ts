import fp from 'fastify-plugin'

/** Calls whose answers hold a customer's data, a token or whether an account exists. */
const PRIVATE_API = [
  /^\/api\/customer\//,
  /^\/api\/checkout\//,
  /^\/api\/(login|logout|signup|register|send-otp-mail|verify-otp|update-password)(\?|$)/,
  /^\/api\/check-email\//,
  /^\/api\/coupon-discount\//,
  // The staff login answers a staff token.
  /^\/api\/admin\/login(\?|$)/,
]

/**
 * `Cache-Control: no-store` on every customer, account and checkout answer (and any answer to a
 * request with a bearer token), so no browser or shared cache keeps personal data.
 */
export default fp(
  async (app) => {
    // A plain callback, not an async hook: it runs on every answer, catalogue ones included.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.headers.authorization || PRIVATE_API.some((re) => re.test(request.url))) {
        reply.header('cache-control', 'no-store')
      }
      done(null, payload)
    })
  },
  { name: 'private-answers' },
)
