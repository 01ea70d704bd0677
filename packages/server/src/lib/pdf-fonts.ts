import type PDFKit from 'pdfkit'

/** What pdfkit's (unexported) AFM font class keeps after parsing a font's metrics file. */
interface AfmFont {
  attributes: object
  glyphWidths: object
  boundingBoxes: object
  kernPairs: object
  parse(contents: string): void
}

type Parsed = Pick<AfmFont, 'attributes' | 'glyphWidths' | 'boundingBoxes' | 'kernPairs'>

let remembered = false

/**
 * pdfkit parses a standard font's metrics file (Helvetica's is about 3,000 lines of kerning pairs)
 * for every document: more than half the CPU time of an invoice. The parsed tables are read-only,
 * so each file is parsed once per process and its tables shared. pdfkit does not export the class,
 * so it is reached through a document's font; if a pdfkit upgrade changes that shape, nothing is
 * changed and every document parses as before (lib/pdf-fonts.test.ts notices).
 */
export function rememberParsedPdfFonts(PDFDocument: typeof PDFKit): boolean {
  if (remembered) return true
  const doc = new PDFDocument() as unknown as { _font?: { font?: { constructor?: { prototype?: AfmFont } } } }
  const prototype = doc._font?.font?.constructor?.prototype
  if (!prototype || typeof prototype.parse !== 'function') return false
  const parse = prototype.parse
  const parsed = new Map<string, Parsed>()
  prototype.parse = function (this: AfmFont, contents: string) {
    let tables = parsed.get(contents)
    if (!tables) {
      parse.call(this, contents)
      tables = {
        attributes: this.attributes,
        glyphWidths: this.glyphWidths,
        boundingBoxes: this.boundingBoxes,
        kernPairs: this.kernPairs,
      }
      parsed.set(contents, tables)
    }
    Object.assign(this, tables)
  }
  remembered = true
  return true
}
