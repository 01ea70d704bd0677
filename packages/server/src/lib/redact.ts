/** An e-mail address, as typed or percent-encoded in a URL ('ann%40example.com'). */
const EMAIL = /[^\s/?&=#"'<>@%:,;()]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi

/** Logs travel further than the database: e-mail addresses in URLs and mail log lines are blanked. */
export function redactEmails(text: string): string {
  return text.replace(EMAIL, '[email]')
}

/** A signed link's signature in a query string: whoever reads the log must not be able to use the link. */
const SIGNATURE = /([?&]signature=)[^&#]*/gi

/** A URL as the log shows it: no e-mail address, no signature. */
export function redactUrl(url: string): string {
  return redactEmails(url).replace(SIGNATURE, '$1[redacted]')
}

/** The request as the log shows it: Fastify's default fields, with e-mail addresses and signatures out of the URL. */
export function requestLogSerializer(request: {
  method: string
  url: string
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}
