import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { spoolCsvUpload } from './csv-upload'

/** An upload arriving in pieces, as a request body does, that records how much was read. */
function upload(rows: number) {
  const lines = ['sku,product_name', ...Array.from({ length: rows }, (_, i) => `S-${i},Swab ${i}`)]
  // 50 lines a piece, as a request arrives in network-sized pieces.
  const pieces = Array.from({ length: Math.ceil(lines.length / 50) }, (_, i) =>
    Buffer.from(`${lines.slice(i * 50, i * 50 + 50).join('\n')}\n`),
  )
  let read = 0
  const source = new Readable({
    read() {
      const piece = pieces.shift()
      if (piece) read += 1
      this.push(piece ?? null)
    },
  })
  return { source, total: pieces.length, read: () => read }
}

describe('spoolCsvUpload', () => {
  it('keeps a file within its limits, its rows read again from disk', async () => {
    const { source } = upload(3)
    const spooled = await spoolCsvUpload(source, { maxBytes: 1_000_000, maxRows: 10 })
    const records = []
    for await (const record of spooled.records()) records.push(record)
    spooled.remove()
    expect(spooled.rows).toBe(3)
    expect(records[2]).toEqual({ sku: 'S-2', product_name: 'Swab 2' })
  })

  it('refuses a file past its row limit only once the client has sent the rest, which is dropped', async () => {
    const sent = upload(500)
    await expect(spoolCsvUpload(sent.source, { maxBytes: 1_000_000, maxRows: 10 })).rejects.toMatchObject({
      message: 'file: At most 10 rows per file.',
    })
    // Answered before the rest was read, the client would meet a closed connection mid-upload.
    expect(sent.read()).toBe(sent.total)
    expect(sent.source.readableEnded).toBe(true)
  })

  it('stops reading a refused upload past the size bound, and answers', async () => {
    const sent = upload(200_000)
    let message = ''
    const readWhenAnswered = await spoolCsvUpload(sent.source, { maxBytes: 2_000, maxRows: 1_000_000 }).then(
      () => -1,
      (error: Error) => {
        message = error.message
        return sent.read()
      },
    )
    expect(message).toContain('too large')
    // A few pieces past the limit (and the stream's read-ahead), not the 4,000 sent.
    expect(readWhenAnswered).toBeGreaterThan(0)
    expect(readWhenAnswered).toBeLessThan(100)
  })
})
