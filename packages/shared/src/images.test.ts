import { describe, expect, it } from 'vitest'
import { compressedImageUrl, PLACEHOLDER_IMAGE } from './images'

describe('compressedImageUrl', () => {
  const json = '{"image_urls":{"300px":"/media/a-300.webp","800px":"/media/a-800.webp"}}'

  it('picks the asked size', () => {
    expect(compressedImageUrl(json, '300px', 'x')).toBe('/media/a-300.webp')
    expect(compressedImageUrl(json, '800px', 'x')).toBe('/media/a-800.webp')
  })

  it('falls back when the size is missing, the text is empty or it is not JSON', () => {
    expect(compressedImageUrl('{"image_urls":{"800px":"/b.webp"}}', '300px', 'fb')).toBe('fb')
    expect(compressedImageUrl('', '300px', 'fb')).toBe('fb')
    expect(compressedImageUrl(null, '300px', 'fb')).toBe('fb')
    expect(compressedImageUrl('{not json', '300px', 'fb')).toBe('fb')
    expect(compressedImageUrl('null', '300px', 'fb')).toBe('fb')
    expect(compressedImageUrl('{"image_urls":{"300px":7}}', '300px', 'fb')).toBe('fb')
  })

  it('has a placeholder that is an inline SVG picture', () => {
    expect(PLACEHOLDER_IMAGE.startsWith('data:image/svg+xml,')).toBe(true)
    expect(decodeURIComponent(PLACEHOLDER_IMAGE)).toContain('<svg')
  })
})
