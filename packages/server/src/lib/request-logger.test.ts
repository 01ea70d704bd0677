import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { requestLoggerFactory } from './request-logger'

// A request's logger is made on its first kept line, and writes exactly what Fastify's would.

async function appLogging(level: string) {
  const lines: Record<string, unknown>[] = []
  const app = Fastify({
    logger: {
      level,
      redact: ['*.password'],
      stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
    childLoggerFactory: requestLoggerFactory,
  })
  app.get('/quiet', async () => ({ ok: true }))
  app.get('/loud', async (request) => {
    request.log.warn({ detail: { password: 'secret' } }, 'something to see')
    return { ok: true }
  })
  await app.ready()
  return { app, lines }
}

describe('requestLoggerFactory', () => {
  it('writes request lines with their request id and redaction, as the default child does', async () => {
    const { app, lines } = await appLogging('info')
    await app.inject('/loud')
    const warn = lines.find((l) => l.msg === 'something to see')!
    expect(warn.reqId).toEqual(expect.any(String))
    expect(warn.detail).toEqual({ password: '[Redacted]' })
    // Fastify's own 'incoming request' and 'request completed' lines, with the same id.
    expect(lines.filter((l) => l.reqId === warn.reqId).map((l) => l.msg)).toEqual([
      'incoming request',
      'something to see',
      'request completed',
    ])
    await app.close()
  })

  it('writes nothing, and makes no child, below the level kept', async () => {
    const { app, lines } = await appLogging('error')
    await app.inject('/quiet')
    await app.inject('/loud')
    expect(lines).toEqual([])
    await app.close()
  })
})
