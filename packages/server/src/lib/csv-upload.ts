import fs from 'node:fs'
import { once } from 'node:events'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { parse } from 'csv-parse'
import { badRequest } from '../errors'

// A CSV upload is written to a temporary file while its limits are checked (bytes, UTF-8, rows),
// then read again a batch at a time: the request never holds the file, its rows or its parse in
// memory, and a file over a limit is refused before anything of it is written to the database.

export interface CsvUploadLimits {
  maxBytes: number
  maxRows: number
}

export interface SpooledCsv {
  /** Data rows (the header row not counted). */
  rows: number
  header: string[]
  /** The rows again, each as an object keyed by the header, read from the file as they are used. */
  records(): AsyncIterable<Record<string, string>>
  remove(): void
}

const CSV_OPTIONS = { bom: true, skip_empty_lines: true, relax_column_count: true, trim: false } as const

const notUtf8 = (what: string) =>
  badRequest(
    `file: The file must be UTF-8 text (with or without a byte order mark); ${what}. Save it as "CSV UTF-8" and send it again.`,
    { file: ['must be UTF-8 text'] },
  )
const tooLarge = (maxBytes: number) =>
  badRequest(`file: The file is too large (at most ${Math.floor(maxBytes / 1024 / 1024)} MB).`, {
    file: ['is too large'],
  })
const tooManyRows = (maxRows: number) =>
  badRequest(`file: At most ${maxRows} rows per file.`, { file: [`at most ${maxRows} rows`] })
const unreadable = (error: unknown) =>
  badRequest(`file: The CSV could not be read (${error instanceof Error ? error.message : 'bad format'}).`, {
    file: ['is not a readable CSV file'],
  })

/** The encoding a byte order mark announces, when it is not UTF-8's. */
function otherEncoding(first: Buffer): string | null {
  if (first[0] === 0xff && first[1] === 0xfe) return 'UTF-16 or UTF-32 (little-endian)'
  if (first[0] === 0xfe && first[1] === 0xff) return 'UTF-16 (big-endian)'
  if (first[0] === 0x00 && first[1] === 0x00 && first[2] === 0xfe && first[3] === 0xff) return 'UTF-32'
  return null
}

/** How long a refused upload's remainder is read and dropped before the answer goes anyway. */
const DISCARD_TIMEOUT_MS = 30_000

/**
 * Reads what is left of a refused upload and drops it, so that the answer is sent once the client
 * has finished sending: an answer sent earlier is followed by the connection's close while the
 * client is still writing, and its own system then resets the connection before it reads the
 * answer (fetch fails with ECONNRESET instead of showing the 400). Bounded: past `maxBytes` more,
 * or DISCARD_TIMEOUT_MS (checked as pieces arrive), the answer goes at once and the rest is dropped
 * as it comes; a client that stops sending altogether is ended by the request timeouts
 * (lib/request-timeouts.ts).
 */
async function discardRest(source: Readable, maxBytes: number): Promise<void> {
  const deadline = Date.now() + DISCARD_TIMEOUT_MS
  let dropped = 0
  try {
    for await (const piece of source.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer | string>) {
      dropped += piece.length
      if (dropped > maxBytes || Date.now() > deadline) break
    }
  } catch {
    // The client went away: nothing is left to answer.
  }
  source.resume()
}

/**
 * Reads an uploaded CSV into a temporary file, refusing it as soon as it breaks a limit: more than
 * `maxBytes`, bytes that are not UTF-8 (a byte order mark of another encoding, an invalid sequence,
 * a NUL), a CSV syntax error, or more than `maxRows` rows. `truncated` tells whether the upload's
 * own reader (multipart) stopped at its size limit.
 */
export async function spoolCsvUpload(
  source: Readable,
  limits: CsvUploadLimits,
  truncated: () => boolean = () => false,
): Promise<SpooledCsv> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-import-'))
  const file = path.join(dir, 'upload.csv')
  const remove = () => fs.rmSync(dir, { recursive: true, force: true })
  const out = fs.createWriteStream(file, { fd: fs.openSync(file, 'w') })
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let records = 0
  let header: string[] = []
  let parseError: unknown = null
  const counter = parse({
    ...CSV_OPTIONS,
    // Count and drop: no record is kept.
    on_record: (record: string[]) => {
      if (records++ === 0) header = record
      return null
    },
  })
  counter.on('error', (error) => (parseError ??= error))
  const finished = once(counter, 'end').catch(() => undefined)
  counter.resume()
  try {
    let bytes = 0
    let first = true
    // Not destroyed when refused: the rest is read and dropped, so the client gets the answer.
    for await (const piece of source.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer | string>) {
      const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece
      if (first && chunk.length) {
        const other = otherEncoding(chunk)
        if (other) throw notUtf8(`this one is ${other}`)
        first = false
      }
      bytes += chunk.length
      if (bytes > limits.maxBytes) throw tooLarge(limits.maxBytes)
      let text: string
      try {
        text = decoder.decode(chunk, { stream: true })
      } catch {
        throw notUtf8(`it holds bytes that are not UTF-8 near byte ${bytes - chunk.length}`)
      }
      if (text.includes('\0')) throw notUtf8('it holds NUL bytes (UTF-16 text?)')
      counter.write(text)
      if (parseError) throw unreadable(parseError)
      if (records - 1 > limits.maxRows) throw tooManyRows(limits.maxRows)
      if (!out.write(chunk)) await once(out, 'drain')
    }
    if (truncated()) throw tooLarge(limits.maxBytes)
    try {
      decoder.decode()
    } catch {
      throw notUtf8('it ends in the middle of a character')
    }
    counter.end()
    await finished
    if (parseError) throw unreadable(parseError)
    if (records - 1 > limits.maxRows) throw tooManyRows(limits.maxRows)
    out.end()
    await once(out, 'finish')
  } catch (error) {
    counter.destroy()
    out.destroy()
    remove()
    await discardRest(source, limits.maxBytes)
    throw error
  }
  return {
    rows: Math.max(0, records - 1),
    header,
    records: () => fs.createReadStream(file).pipe(parse({ ...CSV_OPTIONS, columns: true })),
    remove,
  }
}
