import { inflateSync } from 'node:zlib'

/** The text a PDF shows: its content streams inflated, the hex strings of TJ/Tj decoded, one per line. */
export function pdfText(bytes: Buffer): string {
  const pdf = bytes.toString('latin1')
  const lines: string[] = []
  // Each stream read by its dictionary's /Length: compressed bytes may end in a carriage return, which
  // a pattern up to '\nendstream' took for the line's end, cutting the stream's last byte (a flake).
  for (const stream of pdf.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = stream.index + stream[0].length
    let content: string
    try {
      content = inflateSync(bytes.subarray(start, start + Number(stream[1]))).toString('latin1')
    } catch {
      continue // not a compressed content stream (a font, an image)
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-f]+)>\s*Tj/gi)) {
      const hex = op[1] ? [...op[1].matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]).join('') : op[2]!
      lines.push(Buffer.from(hex, 'hex').toString('latin1'))
    }
  }
  return lines.join('\n')
}
