import PDFDocument from 'pdfkit'
import { describe, expect, it } from 'vitest'
import { rememberParsedPdfFonts } from './pdf-fonts'

type WithFont = { _font: { font: { kernPairs: object } } }

function widths() {
  const doc = new PDFDocument()
  const text = 'Total AVWA Tea $1,234.00 Nitrile Exam Gloves (SKU-1)'
  const regular = doc.font('Helvetica').fontSize(10).widthOfString(text)
  const bold = doc.font('Helvetica-Bold').widthOfString(text)
  return { regular, bold, kernPairs: (doc.font('Helvetica') as unknown as WithFont)._font.font.kernPairs }
}

describe('standard PDF fonts parsed once', () => {
  it('lays text out exactly as before, sharing the parsed tables between documents', () => {
    const before = widths()
    expect(rememberParsedPdfFonts(PDFDocument)).toBe(true)
    const first = widths()
    const second = widths()
    expect(first.regular).toBe(before.regular)
    expect(first.bold).toBe(before.bold)
    expect(second.regular).toBe(before.regular)
    // The second document reused the first one's tables instead of parsing the file again.
    expect(second.kernPairs).toBe(first.kernPairs)
    expect(first.kernPairs).not.toBe(before.kernPairs)
  })
})
