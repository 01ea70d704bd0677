/**
 * Resolves after the I/O that is waiting has had its turn: long work (an import, a document) calls
 * it between slices so other requests are answered meanwhile.
 */
export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}
