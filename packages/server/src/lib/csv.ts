/** One CSV cell: quoted when it holds a quote, comma or line break (RFC 4180). */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value)
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}
