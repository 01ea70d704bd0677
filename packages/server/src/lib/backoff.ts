/** A failed try waits longer each time: 30 s, 1, 2, 4 ... minutes, at most an hour. */
export function backoffSeconds(failures: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, failures - 1))
}
