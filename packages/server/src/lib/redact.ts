/** An e-mail address, as typed or percent-encoded in a URL ('ann%40example.com'). */
const EMAIL = /[^\s/?&=#"'<>@%:,;()]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi

/** Logs travel further than the database: e-mail addresses in URLs and mail log lines are blanked. */
export function redactEmails(text: string): string {
  return text.replace(EMAIL, '[email]')
}

/** The request as the log shows it: Fastify's default fields, with e-mail addresses out of the URL. */
export function requestLogSerializer(request: {
  method: string
  url: string
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}) {
  return {
    method: request.method,
    url: redactEmails(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}
