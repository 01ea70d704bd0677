/**
 * Splits items into columns whose sizes follow `sizes` in turn (docs/requirements/limits.md: brand groups chunked by 4
 * and 5, so columns of 4, 5, 4, 5, ...). The last column holds what is left.
 */
export function chunkBySizes<T>(items: readonly T[], sizes: readonly number[]): T[][] {
  if (sizes.length === 0 || sizes.some((s) => !Number.isInteger(s) || s < 1)) {
    throw new RangeError('chunk sizes must be whole numbers of 1 or more')
  }
  const columns: T[][] = []
  let start = 0
  for (let i = 0; start < items.length; i++) {
    const size = sizes[i % sizes.length]!
    columns.push(items.slice(start, start + size))
    start += size
  }
  return columns
}
