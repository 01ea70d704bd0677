import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { buildTestApp } from '../test/helper'

const production = { NODE_ENV: 'production', ALLOW_SANDBOX_GATEWAY: 'true', ALLOW_NO_SMTP: 'true' } as const

describe('the API description in production', () => {
  it('is off by default: /api/docs and /api/openapi.json answer 404', async () => {
    const t = await buildTestApp(production)
    for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/static/index.html']) {
      expect({ url, status: (await t.app.inject(url)).statusCode }).toEqual({ url, status: 404 })
    }
    // The API itself answers as usual.
    expect((await t.app.inject('/api/categories')).statusCode).toBe(200)
  })

  it('is served when API_DOCS=on', async () => {
    const t = await buildTestApp({ ...production, API_DOCS: 'on' })
    expect((await t.app.inject('/api/openapi.json')).statusCode).toBe(200)
    expect((await t.app.inject('/api/docs')).statusCode).not.toBe(404)
  })

  it('is on by default outside production, and API_DOCS=off turns it off', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true)
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false)
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: 'off' }).apiDocs).toBe(false)
  })
})
