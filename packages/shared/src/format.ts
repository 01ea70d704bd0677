/** Dates as the screens show them (docs/requirements/limits.md §5). Inputs are ISO dates or timestamps. */

function parts(iso: string): [string, string, string] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  return m ? [m[1]!, m[2]!, m[3]!] : null
}

/** '2026-03-09' or an ISO timestamp to '09-03-2026' (dd-mm-yyyy). */
export function formatDayMonthYear(iso: string | null | undefined): string {
  if (!iso) return ''
  const p = parts(iso)
  return p ? `${p[2]}-${p[1]}-${p[0]}` : ''
}

/** Average of positive stars to one decimal; non-positive stars are ignored (docs/requirements/limits.md). */
export function averageRating(stars: readonly number[]): number {
  const valid = stars.filter((s) => s > 0)
  if (valid.length === 0) return 0
  return Math.round((valid.reduce((a, b) => a + b, 0) / valid.length) * 10) / 10
}
