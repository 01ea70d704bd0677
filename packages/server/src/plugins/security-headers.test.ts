import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/helper'

describe('security headers', () => {
  it('are on every answer, computed once from helmet', async () => {
    const t = await buildTestApp()
    for (const url of ['/api/categories', '/api/no-such-call']) {
      const res = await t.app.inject(url)
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
      )
      expect(res.headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      })
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined()
    }
  })
})
