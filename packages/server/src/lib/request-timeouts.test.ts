import http from 'node:http'
import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/helper'
import { REQUEST_TIMEOUT_MS } from '../app'
import { slowRequestServerOptions } from './request-timeouts'

let server: http.Server | undefined
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())))

/** Sends headers announcing a 40-byte body, then one byte every 200 ms; answers what came back. */
function trickle(port: number): Promise<{ answer: string; bytesSent: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    let bytesSent = 0
    socket.on('data', (d) => (answer += d.toString()))
    socket.on('error', () => {})
    socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 40\r\n\r\n')
    const timer = setInterval(() => {
      if (socket.destroyed || bytesSent === 40) return
      socket.write('x')
      bytesSent += 1
    }, 200)
    socket.on('close', () => {
      clearInterval(timer)
      resolve({ answer, bytesSent })
    })
  })
}

describe('the request timeout', () => {
  it('cuts a slow body near the timeout, not at Node’s next 30-second check', async () => {
    server = http.createServer(slowRequestServerOptions(1000), (req, res) => {
      req.resume()
      req.on('end', () => res.end('whole body read'))
    })
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done))
    const { answer, bytesSent } = await trickle((server.address() as net.AddressInfo).port)
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(answer).not.toContain('whole body read')
    expect(bytesSent).toBeLessThan(40)
  })

  it('is the shop server’s: headers and body within the documented figure', async () => {
    const t = await buildTestApp()
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS)
    expect(t.app.server.headersTimeout).toBe(REQUEST_TIMEOUT_MS)
  })
})
