/** The two picture sizes (docs/requirements/limits.md §1): cards use 300px, the detail page 800px. */
export const PICTURE_SIZES = [800, 300] as const
export const PICTURE_WEBP = { quality: 82, effort: 2 } as const

export interface StoredPicture {
  /** File name of the 800px picture. */
  fileName: string
  /** URL of the 800px picture. */
  url: string
  /** The compress_image / thumbnail_compress JSON text (docs/requirements/catalogue-api.md §2). */
  compress: string
}

/** How a picture stored as `${base}-300.webp` and `${base}-800.webp` under /media/products is recorded. */
export function storedPicture(mediaUrl: string, base: string): StoredPicture {
  const url = (size: number) => `${mediaUrl}/products/${base}-${size}.webp`
  return {
    fileName: `${base}-800.webp`,
    url: url(800),
    compress: JSON.stringify({ image_urls: { '300px': url(300), '800px': url(800) } }),
  }
}
