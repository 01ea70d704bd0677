import { z } from 'zod'
import { MAX_QUICK_ORDER_LINES, MAX_QUICK_ORDER_QUANTITY, QuickOrderSchema } from './schemas/quick-order'

/** A line of typed or pasted text the quick order could not read, by its line number (from 1). */
export interface UnreadableLine {
  line: number
  text: string
  message: string
}

export interface ParsedQuickOrder {
  lines: { code: string; qty: number }[]
  unreadable: UnreadableLine[]
}

/**
 * Reads product codes and quantities from typed text, a paste from a spreadsheet or a CSV file:
 * one product per line, the code then the quantity, separated by a comma, semicolon, tab or spaces
 * ('BMS-PP-000073, 4'). A missing quantity means 1. A header line ('sku,qty') and blank lines are
 * skipped; the same code twice is one line with the quantities added.
 */
export function parseQuickOrderText(text: string): ParsedQuickOrder {
  const byCode = new Map<string, { code: string; qty: number }>()
  const unreadable: UnreadableLine[] = []
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const fields = raw
      .split(/[,;\t]|\s+/)
      .map((f) => f.trim().replace(/^"(.*)"$/, '$1'))
      .filter(Boolean)
    if (fields.length === 0) return
    const [code, qtyText, ...rest] = fields
    if (index === 0 && /^(sku|code|product[ _-]?code|item)$/i.test(code!)) return
    const qty = qtyText === undefined ? 1 : Number(qtyText)
    if (rest.length > 0 || !Number.isInteger(qty) || qty < 1 || qty > MAX_QUICK_ORDER_QUANTITY) {
      unreadable.push({
        line: index + 1,
        text: raw.trim(),
        message: `Line ${index + 1}: write a product code, then a whole quantity from 1 to ${MAX_QUICK_ORDER_QUANTITY}.`,
      })
      return
    }
    const key = code!.toUpperCase()
    const had = byCode.get(key)
    if (had) had.qty = Math.min(MAX_QUICK_ORDER_QUANTITY, had.qty + qty)
    else byCode.set(key, { code: code!, qty })
  })
  return { lines: [...byCode.values()], unreadable }
}

/**
 * The quick order's form: its text read into the lines POST /api/quick-order takes (the first
 * MAX_QUICK_ORDER_LINES, checked by the route's own QuickOrderSchema) and the lines it could not
 * read, said to the shopper. Text without a single product code is refused.
 */
export const QuickOrderTextSchema = z.object({ text: z.string() }).transform((form, ctx) => {
  const { lines, unreadable } = parseQuickOrderText(form.text)
  if (lines.length === 0) {
    if (unreadable.length === 0)
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'Type or paste at least one product code.' })
    return { lines, unreadable }
  }
  const checked = QuickOrderSchema.safeParse({ lines: lines.slice(0, MAX_QUICK_ORDER_LINES) })
  if (checked.success) return { lines: checked.data.lines, unreadable }
  for (const issue of checked.error.issues)
    ctx.addIssue({ code: 'custom', path: ['text'], message: issue.message })
  return z.NEVER
})
export type QuickOrderText = z.input<typeof QuickOrderTextSchema>
