import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'

// A file of its own: buildTestApp makes one database per file, and this one needs a low limit.
let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '3' })
})

const signUp = (email: string) => t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } })

describe('POST /api/newsletter rate limit', () => {
  it('answers 429 with the error shape after the configured number of tries per minute', async () => {
    const codes: number[] = []
    for (let i = 0; i < 4; i++) {
      codes.push((await signUp(`reader${i}@example.com`)).statusCode)
    }
    expect(codes).toEqual([201, 201, 201, 429])
    const res = await signUp('late@example.com')
    expect(res.statusCode).toBe(429)
    expect(res.json().message).toMatch(/Too many requests/)
  })
})
