// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { sanitizeProductHtml } from './sanitize-html'

describe('sanitizeProductHtml', () => {
  it('keeps formatting and drops scripts, handlers, forms and inline styles', () => {
    const out = sanitizeProductHtml(
      '<p style="color:red">Soft <strong>pads</strong></p><ul><li>12-ply</li></ul><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><form><input></form><iframe src="https://evil.example"></iframe>',
    )
    expect(out).toContain('<strong>pads</strong>')
    expect(out).toContain('<li>12-ply</li>')
    expect(out).not.toMatch(/script|onerror|javascript:|<form|<input|<iframe|style=/i)
  })
})
