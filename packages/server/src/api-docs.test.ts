import { describe, expect, it } from 'vitest'
import { insertCustomer } from '../test/fixtures'
import { buildTestApp } from '../test/helper'

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>
  security?: Record<string, string[]>[]
}

let leaked: Record<string, unknown> | undefined
const t = await buildTestApp(
  {},
  {
    beforeReady: (app) =>
      // Stands for a service that returns more than it should: the stored hash beside the profile.
      app.addHook('preSerialization', async (request, _reply, payload) => {
        if (request.url !== '/api/customer/get-user' || !leaked) return payload
        const body = payload as { data: { data: Record<string, unknown> } }
        return { ...body, extra: 'x', data: { data: { ...body.data.data, ...leaked } } }
      }),
  },
)

describe('the OpenAPI document', () => {
  it('describes a 2xx answer with its shape for every operation, and the error shape for 4xx', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json<{
      paths: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], OpenApiOperation>>>
    }>()
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      HTTP_METHODS.filter((m) => item[m]).map((m) => ({ name: `${m.toUpperCase()} ${path}`, op: item[m]! })),
    )
    expect(operations.length).toBeGreaterThan(40)
    const withoutAnswer = operations
      .filter(({ op }) => {
        const ok = Object.entries(op.responses ?? {}).filter(([code]) => /^2\d\d$/.test(code))
        return (
          !ok.length || ok.some(([code, r]) => code !== '204' && !r.content?.['application/json']?.schema)
        )
      })
      .map(({ name }) => name)
    expect(withoutAnswer).toEqual([])
    const withoutErrorShape = operations.filter(({ op }) => !op.responses?.['4XX']).map(({ name }) => name)
    expect(withoutErrorShape).toEqual([])
  })

  it('offers the bearer token scheme and marks the calls that need it', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json()
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' })
    expect(doc.paths['/api/customer/get-user'].get.security).toEqual([{ bearerAuth: [] }])
  })
})

describe('the reference at /api/docs', () => {
  it('serves the browsable page with a content policy of its own', async () => {
    const res = await t.app.inject('/api/docs/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.body).toContain('swagger-ui-bundle.js')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toMatch(/img-src 'self' data:/)
    expect(csp).toMatch(/script-src 'self'(;|$)/)
  })

  it('keeps the shop pages on their own policy', async () => {
    const shop = String((await t.app.inject('/api/categories')).headers['content-security-policy'])
    const docs = String((await t.app.inject('/api/docs/')).headers['content-security-policy'])
    expect(shop).toMatch(/default-src 'self'/)
    expect(shop).not.toEqual(docs)
  })

  it('points the page at the OpenAPI document and keeps a pasted token across reloads', async () => {
    const res = await t.app.inject('/api/docs/static/swagger-initializer.js')
    expect(res.statusCode).toBe(200)
    const config = await t.app.inject('/api/docs/json')
    expect(config.statusCode).toBe(200)
    expect(Object.keys(config.json().paths)).toContain('/api/login')
    expect(res.body).toMatch(/persistAuthorization/)
  })
})

describe('answers carry only the fields their schema names', () => {
  it("drops a password hash a service returns beside the customer's profile", async () => {
    const customer = await insertCustomer(t.db)
    leaked = { password_hash: '$argon2id$leaked', remember_token: 'secret' }
    const res = await t.app.inject({
      url: '/api/customer/get-user',
      headers: { authorization: `Bearer ${customer.token}` },
    })
    leaked = undefined
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('leaked')
    expect(res.body).not.toContain('secret')
    const body = res.json()
    expect(body.extra).toBeUndefined()
    expect(body.data.data.email).toBe(customer.email)
    expect(body.data.data).not.toHaveProperty('password_hash')
  })

  it('answers errors in the one error shape', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'x' } })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json()).sort()).toEqual(['errors', 'message'])
  })
})
