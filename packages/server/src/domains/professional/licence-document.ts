import { randomBytes } from 'node:crypto'
import { LICENCE_DOCUMENT_MAX_BYTES, type LicenceDocumentType } from '@shop/shared/schemas/professional'
import { withoutControlCharacters } from '@shop/shared/schemas/text'
import { badRequest } from '../../errors'
import type { FileStore } from '../../lib/file-store'

/**
 * Licence documents hold a practitioner's identity and registration, so like invoices they are
 * never public files: they are kept among the private files (licences/) and are read only through the calls
 * that check who asks (the applicant, or an owner in the back office).
 */

const SIGNATURES: { type: LicenceDocumentType; ext: string; bytes: number[] }[] = [
  { type: 'application/pdf', ext: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/jpeg', ext: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', ext: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
]

/** What the file is by its first bytes (never by its name or the browser's content type). */
export function documentKind(buffer: Buffer) {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => buffer[i] === b)) ?? null
}

/** Checks an uploaded document: present, not empty, not too large, a PDF, JPEG or PNG by content. */
export function checkDocument(file: { buffer: Buffer; truncated: boolean } | null) {
  if (!file || !file.buffer.length)
    throw badRequest('document: Attach your licence (PDF, JPEG or PNG).', { document: ['is required'] })
  if (file.truncated || file.buffer.length > LICENCE_DOCUMENT_MAX_BYTES) {
    const mb = LICENCE_DOCUMENT_MAX_BYTES / 1024 / 1024
    throw badRequest(`document: The file is larger than ${mb} MB.`, {
      document: [`must be at most ${mb} MB`],
    })
  }
  const kind = documentKind(file.buffer)
  if (!kind) {
    throw badRequest('document: The file is not a PDF, JPEG or PNG.', {
      document: ['must be a PDF, JPEG or PNG file'],
    })
  }
  return kind
}

/**
 * The name the document is listed under: the uploaded file's name without control characters (a
 * NUL cannot be stored on PostgreSQL) and cut to 200 characters, or `licence.<ext>` when none is left.
 */
export function documentName(filename: string, ext: string): string {
  return Array.from(withoutControlCharacters(filename)).slice(0, 200).join('').trim() || `licence.${ext}`
}

/** Keeps the document in the private files; answers its key ('licences/<hex>.pdf'). */
export async function storeDocument(
  files: FileStore,
  buffer: Buffer,
  ext: string,
  type: string,
): Promise<string> {
  const name = `licences/${randomBytes(16).toString('hex')}.${ext}`
  await files.put('private', name, buffer, type)
  return name
}

export function removeDocument(files: FileStore, name: string): Promise<void> {
  return files.remove('private', name)
}
