import { randomUUID } from 'node:crypto'
import { RETURN_PHOTO_MAX_BYTES } from '@shop/shared/schemas/returns'
import { badRequest } from '../../errors'
import { reencodePicture } from '../../lib/customer-files'
import type { FileStore } from '../../lib/file-store'

// A return's photos are private (like invoices): kept among the private files, shown only to the
// customer's own return and to staff. What a file is comes from its first bytes, never its name,
// and it is kept only as the picture decoded and written again (lib/customer-files.ts).

export interface CheckedPhoto {
  bytes: Buffer
  mime: 'image/jpeg' | 'image/png' | 'image/webp'
  ext: 'jpg' | 'png' | 'webp'
}

/** The image type its first bytes say, or null when it is none the shop keeps. */
export function photoType(b: Buffer): Pick<CheckedPhoto, 'mime' | 'ext'> | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff)
    return { mime: 'image/jpeg', ext: 'jpg' }
  if (
    b.length >= 8 &&
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return { mime: 'image/png', ext: 'png' }
  }
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    return { mime: 'image/webp', ext: 'webp' }
  }
  return null
}

/**
 * Decodes and checks each photo, then writes it again without its metadata (EXIF, GPS: see
 * `reencodePicture`); 400 naming the photo that is too large, not an image or unreadable.
 */
export async function checkPhotos(photos: readonly string[]): Promise<CheckedPhoto[]> {
  const checked = photos.map((text, i) => {
    const base64 = text.replace(/^data:[^;,]*;base64,/, '')
    const bytes = Buffer.from(base64, 'base64')
    const field = `photos.${i}`
    if (bytes.length === 0)
      throw badRequest(`${field}: The photo is empty.`, { [field]: ['The photo is empty.'] })
    if (bytes.length > RETURN_PHOTO_MAX_BYTES) {
      throw badRequest(`${field}: Each photo may be at most 2 MB.`, {
        [field]: ['Each photo may be at most 2 MB.'],
      })
    }
    const type = photoType(bytes)
    if (!type) {
      throw badRequest(`${field}: Send a JPEG, PNG or WebP photo.`, {
        [field]: ['Send a JPEG, PNG or WebP photo.'],
      })
    }
    return { bytes, ...type, field }
  })
  const out: CheckedPhoto[] = []
  for (const { bytes, mime, ext, field } of checked) {
    out.push({ bytes: await reencodePicture(bytes, FORMATS[ext], field), mime, ext })
  }
  return out
}

const FORMATS = { jpg: 'jpeg', png: 'png', webp: 'webp' } as const

/** Keeps the photos among the private files; answers each one's key ('returns/<uuid>.jpg'). */
export async function storePhotos(files: FileStore, photos: readonly CheckedPhoto[]): Promise<string[]> {
  const keys = photos.map((p) => `returns/${randomUUID()}.${p.ext}`)
  try {
    await Promise.all(photos.map((p, i) => files.put('private', keys[i]!, p.bytes, p.mime)))
  } catch (error) {
    await removePhotos(files, keys)
    throw error
  }
  return keys
}

/** Removes photos written for a return that was then refused (nothing half-written). */
export async function removePhotos(files: FileStore, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => files.remove('private', key)))
}
