import type { AddressInfo } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/helper'
import { MAX_BODY_DEPTH, MAX_BODY_VALUES } from '../lib/body-shape'

let t: TestApp
let base: string

beforeAll(async () => {
  t = await buildTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})

/** `inner` wrapped in `depth` arrays: `[[[inner]]]`. */
const nestedArrays = (depth: number, inner = '') => '['.repeat(depth) + inner + ']'.repeat(depth)
/** `inner` wrapped in `depth` objects: `{"a":{"a":inner}}`. */
const nestedObjects = (depth: number, inner = '1') => '{"a":'.repeat(depth) + inner + '}'.repeat(depth)
/** `count` zeros, comma separated. */
const zeros = (count: number) => Array.from({ length: count }, () => '0').join(',')

const post = (url: string, body: string) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })

/** A refusal's JSON: the message and the errors by field. */
const answer = async (res: Response) =>
  (await res.json()) as { message: string; errors: Record<string, string[]> }

const tooDeep = `body must be nested at most ${MAX_BODY_DEPTH} levels deep`
const tooMany = `body must hold at most ${MAX_BODY_VALUES.toLocaleString('en-US')} values`

describe('a JSON body whose shape is out of bounds', () => {
  it('is a 400 naming the depth limit at 3,000 levels (it was a 500, the stack overflowed)', async () => {
    const res = await post('/api/quick-order', `{"lines":${nestedArrays(3000)}}`)
    expect(res.status).toBe(400)
    expect(await answer(res)).toEqual({ message: `body: ${tooDeep}`, errors: { body: [tooDeep] } })
  })

  it('is a 400 naming the depth limit for 2,000 levels around 126,000 values (256 KB, it took 19 s)', async () => {
    const body = nestedArrays(2000, zeros(126_000))
    expect(body.length).toBeLessThanOrEqual(256 * 1024)
    const res = await post('/api/quick-order', body)
    expect(res.status).toBe(400)
    expect((await answer(res)).errors).toEqual({ body: [tooDeep] })
  })

  it('is a 400 naming the depth limit for nested objects, on the logins too', async () => {
    for (const url of ['/api/login', '/api/admin/login', '/api/register']) {
      const res = await post(url, nestedObjects(3000))
      expect({ url, status: res.status }).toEqual({ url, status: 400 })
      expect((await answer(res)).errors).toEqual({ body: [tooDeep] })
    }
  })

  it('is a 400 naming the count limit for a flat list of 126,000 values', async () => {
    const res = await post('/api/quick-order', `{"lines":[${zeros(126_000)}]}`)
    expect(res.status).toBe(400)
    expect(await answer(res)).toEqual({ message: `body: ${tooMany}`, errors: { body: [tooMany] } })
  })

  it('names at most 100 fields when a body within the bounds is full of control characters', async () => {
    const lines = Array.from({ length: 9000 }, () => '"\\u0000"').join(',')
    const res = await post('/api/quick-order', `{"lines":${nestedArrays(MAX_BODY_DEPTH - 2, lines)}}`)
    expect(res.status).toBe(400)
    const fields = Object.keys((await answer(res)).errors)
    expect(fields).toHaveLength(100)
    expect(fields[0]).toBe(['lines', ...Array(MAX_BODY_DEPTH - 2).fill(0)].join('.'))
  })

  it('leaves a body within the bounds to the route schema', async () => {
    // At the depth limit exactly, the schema speaks (lines must be a list of lines), not the bound.
    const res = await post('/api/quick-order', `{"lines":${nestedArrays(MAX_BODY_DEPTH - 1)}}`)
    expect(res.status).toBe(400)
    expect(JSON.stringify(await answer(res))).not.toContain('levels deep')
    const ok = await post('/api/quick-order', JSON.stringify({ lines: [{ code: 'NO-SUCH-CODE', qty: 1 }] }))
    expect(ok.status).toBe(200)
  })

  it('never holds up the other shoppers: health checks answer while such bodies are refused', async () => {
    const deep = nestedArrays(2000, zeros(126_000))
    const flood = Array.from({ length: 10 }, () => post('/api/quick-order', deep))
    const health = Array.from({ length: 10 }, () => fetch(`${base}/api/health`))
    const [refused, healthy] = await Promise.all([Promise.all(flood), Promise.all(health)])
    expect(refused.map((r) => r.status)).toEqual(Array(10).fill(400))
    expect(healthy.map((r) => r.status)).toEqual(Array(10).fill(200))
  })
})
