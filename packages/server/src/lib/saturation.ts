import { monitorEventLoopDelay } from 'node:perf_hooks'
import v8 from 'node:v8'

/** When a process counts as saturated (its readiness turns 503 and heavy work is refused). */
export interface SaturationLimits {
  /** The longest the event loop was held over the last second, in ms. */
  eventLoopDelayMs: number
  /** Heap in use as a percentage of V8's heap limit (`--max-old-space-size` and the young space). */
  heapPercent: number
}

export interface Saturation {
  saturated: boolean
  event_loop_delay_ms: number
  heap_used_mb: number
  heap_limit_mb: number
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

/**
 * Watches the event loop's delay (the 99th percentile of the last full second) and the heap:
 * figures a load balancer's readiness probe can act on before the process runs out of either.
 * `start` begins the watch once the process serves (loading its code at start blocks the loop,
 * and that is no load).
 */
export function saturationMonitor(limits: SaturationLimits) {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  let lastSecondMs = 0
  let timer: NodeJS.Timeout | undefined
  return {
    start() {
      if (timer) return
      histogram.enable()
      timer = setInterval(() => {
        lastSecondMs = histogram.count ? histogram.percentile(99) / 1e6 : 0
        histogram.reset()
      }, 1000)
      timer.unref()
    },
    read(): Saturation {
      const heap = v8.getHeapStatistics()
      const heapPercent = (heap.used_heap_size / heap.heap_size_limit) * 100
      return {
        saturated: lastSecondMs > limits.eventLoopDelayMs || heapPercent > limits.heapPercent,
        event_loop_delay_ms: Math.round(lastSecondMs),
        heap_used_mb: mb(heap.used_heap_size),
        heap_limit_mb: mb(heap.heap_size_limit),
      }
    },
    close() {
      clearInterval(timer)
      histogram.disable()
    },
  }
}

export type SaturationMonitor = ReturnType<typeof saturationMonitor>

/**
 * Errors that mean the process (or the database) lacks a resource for now, not that the request
 * or the code is wrong: answered 503 with Retry-After, and the process goes on serving.
 */
export function isResourceError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') {
    // Memory, file handles and disk of this machine; SQLite's lock and disk; PostgreSQL's connection slots and memory.
    const codes = [
      'ENOMEM',
      'EMFILE',
      'ENFILE',
      'ENOSPC',
      'SQLITE_BUSY',
      'SQLITE_FULL',
      'SQLITE_NOMEM',
      '53000',
      '53100',
      '53200',
      '53300',
      '57P03',
    ]
    if (codes.includes(code)) return true
  }
  if (
    error instanceof RangeError &&
    /allocation failed|Invalid string length|Invalid array length/i.test(error.message)
  )
    return true
  // pg's pool when every connection stayed busy past its wait.
  return /timeout exceeded when trying to connect/i.test(error.message)
}
