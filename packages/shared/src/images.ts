import type { ImageSize } from './constants'

/**
 * A neutral picture for a product image that is missing or fails to load (docs/requirements/messages.md §1):
 * an inline SVG, so it needs no request and passes the page's image policy.
 */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><rect width="300" height="300" fill="#e9eef0"/><path d="M95 200l40-52 30 38 22-27 38 41z" fill="#9fb1b8"/><circle cx="122" cy="112" r="16" fill="#9fb1b8"/></svg>',
  )

/**
 * The URL of one size from a `thumbnail_compress` / `compress_image` JSON text
 * (`{"image_urls":{"300px":"..."}}`), else the fallback: the JSON may be empty or malformed.
 */
export function compressedImageUrl(
  json: string | null | undefined,
  size: ImageSize,
  fallback: string,
): string {
  if (!json) return fallback
  try {
    const parsed: unknown = JSON.parse(json)
    const urls = (parsed as { image_urls?: Record<string, unknown> } | null)?.image_urls
    const url = urls?.[size]
    return typeof url === 'string' && url.length > 0 ? url : fallback
  } catch {
    return fallback
  }
}
