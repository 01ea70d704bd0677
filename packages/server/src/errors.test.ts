import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/helper'

const t = await buildTestApp(
  {},
  {
    beforeReady(app) {
      app.post('/api/test-boom', async () => {
        throw new Error('database exploded: secret details')
      })
      // What running out looks like: a buffer V8 could not allocate, the pg pool's wait for a connection.
      app.get('/api/test-no-memory', async () => {
        throw new RangeError('Array buffer allocation failed')
      })
      app.get('/api/test-no-connection', async () => {
        throw new Error('timeout exceeded when trying to connect')
      })
    },
  },
)

describe('the one error handler', () => {
  it('answers a failure for lack of memory or connections with a 503 and Retry-After, and goes on serving', async () => {
    for (const url of ['/api/test-no-memory', '/api/test-no-connection']) {
      const res = await t.app.inject(url)
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe('30')
      expect(res.json()).toEqual({ message: 'The shop is busy right now; please try again in a minute.' })
    }
    expect((await t.app.inject('/api/health')).statusCode).toBe(200)
  })

  it('answers an unexpected failure with a 500, a generic message and no internals', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test-boom', payload: {} })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' })
    expect(res.body).not.toMatch(/secret|stack/)
  })

  it('answers malformed JSON with a 400 JSON error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-boom',
      headers: { 'content-type': 'application/json' },
      payload: '{"not json',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toHaveProperty('message')
  })

  it('answers a body that is not JSON with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-boom',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    })
    expect(res.statusCode).toBe(415)
  })

  it('names the parameter of a bad query', async () => {
    const res = await t.app.inject('/api/products?page=-1')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      message: expect.stringMatching(/^page: /),
      errors: { page: expect.any(Array) },
    })
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject('/api/nothing-here')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'No route for GET /api/nothing-here' })
  })
})
