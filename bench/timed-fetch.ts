/**
 * A fetch that records how long the whole answer took under its kind, and any failure, in the
 * given records (the trading day's shoppers, buyers and staff all measure this way).
 */
export function timedFetch(latencies: Record<string, number[]>, errors: string[]) {
  return async (kind: string, url: string, init?: RequestInit) => {
    const started = performance.now()
    try {
      const res = await fetch(url, init)
      await res.arrayBuffer()
      if (!res.ok) errors.push(`${kind} ${res.status}`)
    } catch (error) {
      errors.push(`${kind} ${error instanceof Error ? error.message : 'failed'}`)
    }
    ;(latencies[kind] ??= []).push(performance.now() - started)
  }
}
