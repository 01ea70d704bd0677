import { beforeAll, describe, expect, it } from 'vitest'
import { insertCustomer } from '../../test/fixtures'
import { buildTestApp, type TestApp } from '../../test/helper'
import { insertStaffMember } from '../../test/staff-fixtures'

/** Query fields that search a list by text. */
const SEARCH_FIELDS = ['q', 'search', 'customer']

let t: TestApp
let owner: Awaited<ReturnType<typeof insertStaffMember>>
const searches: { url: string; field: string }[] = []

type Operation = { parameters?: { in: string; name: string }[] }

beforeAll(async () => {
  t = await buildTestApp()
  owner = await insertStaffMember(t.db, 'owner')
  // Every GET the API describes with a text-search query field.
  const paths = (t.app.swagger() as { paths: Record<string, { get?: Operation }> }).paths
  for (const [path, { get }] of Object.entries(paths)) {
    for (const p of get?.parameters ?? []) {
      if (p.in === 'query' && SEARCH_FIELDS.includes(p.name)) {
        searches.push({ url: path.replace(/\{\w+\}/g, '1'), field: p.name })
      }
    }
  }
})

describe('a control character in any text input', () => {
  it('is a 400 naming the field on every list search (listings, suggestions, every back-office list)', async () => {
    const urls = searches.map((s) => s.url)
    // The collection found the lists it must: the storefront's and the back office's.
    expect(urls).toEqual(
      expect.arrayContaining(['/api/products', '/api/search/suggestions', '/api/admin/orders']),
    )
    expect(urls.filter((u) => u.startsWith('/api/admin/')).length).toBeGreaterThanOrEqual(8)
    for (const { url, field } of searches) {
      const res = await t.app.inject({ method: 'GET', url: `${url}?${field}=abc%00`, headers: owner.headers })
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 })
      expect(res.json().errors[field]).toEqual([`${field} must not contain control characters`])
    }
  })

  it('is a 400 in a path parameter and in a body, and writes nothing', async () => {
    const suggest = await t.app.inject(`/api/search/product/abc%00`)
    expect(suggest.statusCode).toBe(400)
    expect(suggest.json().errors.text).toEqual(['text must not contain control characters'])
    const customer = await insertCustomer(t.db)
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/customer/address',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { nested: { note: 'a\u001bb' } },
    })
    expect(contact.statusCode).toBe(400)
    expect(contact.json().errors['nested.note']).toEqual(['note must not contain control characters'])
  })

  it('leaves line breaks and tabs in text alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?search=gauze%09pads' })
    expect(res.statusCode).toBe(200)
  })
})
