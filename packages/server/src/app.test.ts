import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/helper'

const t = await buildTestApp()

describe('buildApp', () => {
  it('compresses a large JSON answer for a client that accepts gzip', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
  })

  it('sends security headers', async () => {
    const res = await t.app.inject('/api/categories')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/)
  })
})
