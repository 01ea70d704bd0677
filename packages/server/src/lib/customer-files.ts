import type { FastifyReply } from 'fastify'
import { badRequest } from '../errors'

/**
 * Files customers send (licence documents, return photos) are theirs, not the shop's: a picture
 * is decoded and written again, so only pixels are kept (no EXIF, GPS or anything hidden after
 * the image), and every such file is served as a download under a sandbox, never rendered as a
 * page of the shop's origin, where staff tokens live (docs/decisions/0121-customer-files.md).
 */

export type PictureFormat = 'jpeg' | 'png' | 'webp'

/** A picture larger than this many pixels is refused before it is decoded (a decompression bomb). */
const MAX_PIXELS = 40_000_000

/**
 * The picture decoded and encoded again in the same format, turned upright by its EXIF orientation
 * and stripped of all metadata; a file that does not decode as that format is a 400 naming `field`.
 */
export async function reencodePicture(bytes: Buffer, format: PictureFormat, field: string): Promise<Buffer> {
  // Loaded with the first picture: a process that never takes one never holds libvips.
  const { default: sharp } = await import('sharp')
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    const meta = await image.metadata()
    if (meta.format !== format) throw new Error(`not ${format}`)
    // sharp writes no metadata unless asked (withMetadata): EXIF, GPS, ICC text and comments go.
    const upright = image.rotate()
    if (format === 'jpeg') return await upright.jpeg({ quality: 90, mozjpeg: true }).toBuffer()
    if (format === 'png') return await upright.png().toBuffer()
    return await upright.webp({ quality: 90 }).toBuffer()
  } catch {
    const message = 'The picture could not be read; send a JPEG, PNG or WebP photo.'
    throw badRequest(`${field}: ${message}`, { [field]: [message] })
  }
}

/** A file name for a download header: printable ASCII, no quotes or slashes; `fallback` if none is left. */
function asciiName(name: string, fallback: string): string {
  const clean = name
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\/;]/g, '_')
    .trim()
  return clean.slice(0, 150) || fallback
}

/**
 * Headers for a customer's file: a download (`attachment`) under its name, a `sandbox` CSP and no
 * sniffing, so a PDF with HTML inside or an image that is not one never runs as a page of the shop,
 * and no cache keeps it.
 */
export function customerFileHeaders(reply: FastifyReply, type: string, name: string, fallback = 'file') {
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header(
      'content-disposition',
      `attachment; filename="${asciiName(name, fallback)}"; filename*=UTF-8''${encodeURIComponent(name || fallback)}`,
    )
    .type(type)
}
