import { Readable } from 'node:stream'

export type CsvValue = string | number | null

/**
 * A cell a spreadsheet would read as a formula (or as a formula after trimming a tab or carriage
 * return): `=`, `+`, `-`, `@`, tab or CR first. OWASP's advice: prefix such a cell with a single
 * quote, which spreadsheets show as text. Imports take that quote off again (`uninertCell`).
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV cell: formulas made inert, quoted when it holds a quote, comma or line break (RFC 4180). */
export function csvCell(value: CsvValue): string {
  let text = value === null ? '' : String(value)
  // Numbers are written as numbers: a negative amount is not a formula.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The cell an export made inert, as it was before (an import of an export changes nothing). */
export function uninertCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text
}

/** One CSV line with its CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}

/**
 * A CSV file as a stream: the header, then each row as the rows arrive. The one way every export
 * writes CSV, so each is written a page at a time (the socket's back-pressure pauses the reading)
 * and every cell passes `csvCell`.
 */
export function csvStream(header: readonly string[], rows: AsyncIterable<readonly CsvValue[]>): Readable {
  async function* lines() {
    yield csvLine(header)
    let chunk = ''
    for await (const row of rows) {
      chunk += csvLine(row)
      // About 64 KiB per write: one write per row would cost more than the rows.
      if (chunk.length >= 65_536) {
        yield chunk
        chunk = ''
      }
    }
    if (chunk) yield chunk
  }
  return Readable.from(lines(), { objectMode: false })
}

/**
 * Every row of a table in pages of `size` by ascending id (keyset: each page starts after the last
 * id of the one before, so no page costs more than the first and no cursor or connection is held
 * between pages; both databases the same way).
 */
export async function* keysetRows<T extends { id: number }>(
  readPage: (afterId: number, size: number) => Promise<T[]>,
  size = 1000,
): AsyncGenerator<T> {
  let after = 0
  for (;;) {
    const page = await readPage(after, size)
    yield* page
    if (page.length < size) return
    after = page[page.length - 1]!.id
  }
}
