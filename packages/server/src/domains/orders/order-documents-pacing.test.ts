import { describe, expect, it } from 'vitest'
import { quietMomentPacer } from './order-documents-outbox'

// The in-process documents worker waits for a moment without requests, but never for ever.

describe('quietMomentPacer', () => {
  it('lets documents go at once while no request arrives', async () => {
    const pace = quietMomentPacer(() => 0, { atLeastEveryMs: 1000, quietMs: 2 })
    const started = performance.now()
    for (let i = 0; i < 20; i++) await pace()
    expect(performance.now() - started).toBeLessThan(500)
  })

  it('waits while requests keep arriving, and goes after atLeastEveryMs anyway', async () => {
    let requests = 0
    const arriving = setInterval(() => (requests += 1), 1)
    try {
      const pace = quietMomentPacer(() => requests, { atLeastEveryMs: 150, quietMs: 2 })
      await pace()
      // An order's documents take a few milliseconds, while requests arrive.
      await new Promise((resolve) => setTimeout(resolve, 10))
      const started = performance.now()
      await pace()
      expect(performance.now() - started).toBeGreaterThanOrEqual(100)
    } finally {
      clearInterval(arriving)
    }
  })

  it('goes as soon as the requests stop', async () => {
    let requests = 0
    const arriving = setInterval(() => (requests += 1), 1)
    const pace = quietMomentPacer(() => requests, { atLeastEveryMs: 60_000, quietMs: 2 })
    setTimeout(() => clearInterval(arriving), 50)
    await new Promise((resolve) => setTimeout(resolve, 10))
    const started = performance.now()
    await pace()
    expect(performance.now() - started).toBeGreaterThanOrEqual(30)
    expect(performance.now() - started).toBeLessThan(5_000)
  })
})
