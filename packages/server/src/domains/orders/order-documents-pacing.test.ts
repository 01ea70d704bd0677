import { describe, expect, it } from 'vitest'
import { quietMomentPacer } from './order-documents-outbox'

// The in-process documents worker waits for a moment without requests, but never for ever. The
// requests are counted by a function the tests drive, so nothing here depends on the machine's speed.

/** A request count that grows by one on each of its first `arrivals` reads, then stays. */
function arrivingRequests(arrivals: number) {
  let count = 0
  let reads = 0
  return {
    requests: () => {
      reads += 1
      if (reads <= arrivals + 1) count += 1
      return count
    },
    reads: () => reads,
  }
}

describe('quietMomentPacer', () => {
  it('lets documents go at once while no request arrives', async () => {
    const counter = arrivingRequests(0)
    const pace = quietMomentPacer(counter.requests, { atLeastEveryMs: 60_000, quietMs: 2 })
    const readsBefore = counter.reads()
    for (let i = 0; i < 20; i++) await pace()
    // One look before and one after each: no waiting loop ran.
    expect(counter.reads() - readsBefore).toBe(40)
  })

  it('waits while requests keep arriving, then goes as soon as they stop', async () => {
    const counter = arrivingRequests(25)
    const pace = quietMomentPacer(counter.requests, { atLeastEveryMs: 60_000, quietMs: 1 })
    await pace()
    // It looked again after each arrival until the count stood still.
    expect(counter.reads()).toBeGreaterThan(25)
  })

  it('never starves: under requests that never stop it goes after atLeastEveryMs anyway', async () => {
    let count = 0
    const pace = quietMomentPacer(() => (count += 1), { atLeastEveryMs: 20, quietMs: 1 })
    await pace()
    expect(count).toBeGreaterThan(1)
  })
})
