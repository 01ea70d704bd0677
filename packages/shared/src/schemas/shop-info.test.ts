import { describe, expect, it } from 'vitest'
import { telHref } from './shop-info'

describe('telHref', () => {
  it.each([
    ['+1 (441) 295-0000', 'tel:+14412950000'],
    ['441-295-0000', 'tel:4412950000'],
    ['+1 441 295 0000 ext', 'tel:+14412950000'],
  ])('turns %s into %s', (phone, href) => {
    expect(telHref(phone)).toBe(href)
  })
})
