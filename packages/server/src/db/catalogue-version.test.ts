import { describe, expect, it } from 'vitest'
import { sharedPerTurn } from './catalogue-version'

describe('sharedPerTurn', () => {
  it('reads once for the callers of one turn, after the last of them asked', async () => {
    let version = 1
    let reads = 0
    const readVersion = sharedPerTurn(() => {
      reads += 1
      return version
    })
    const first = readVersion()
    // A change committed after the first caller asked but before the read: every caller sees it.
    version = 2
    const second = readVersion()
    expect(reads).toBe(0)
    expect(await first).toBe(2)
    expect(await second).toBe(2)
    expect(reads).toBe(1)
    // A caller of a later turn gets a read of its own.
    version = 3
    expect(await readVersion()).toBe(3)
    expect(reads).toBe(2)
  })

  it('gives a later turn a read of its own while an earlier one is in flight, never the older answer', async () => {
    let version = 1
    const inFlight: (() => void)[] = []
    // A round trip: the answer is the version as it was when the read started.
    const readVersion = sharedPerTurn(() => {
      const startedAt = version
      return new Promise<number>((resolve) => inFlight.push(() => resolve(startedAt)))
    })
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve))
    const first = readVersion()
    await nextTurn()
    expect(inFlight).toHaveLength(1)
    // Committed while the first read is in flight; the next caller already knows of it.
    version = 2
    const second = readVersion()
    await nextTurn()
    expect(inFlight).toHaveLength(2)
    inFlight[1]!()
    inFlight[0]!()
    expect(await first).toBe(1)
    expect(await second).toBe(2)
  })

  it('passes a failed read to its callers and still serves the next turn', async () => {
    let fail = true
    const readVersion = sharedPerTurn(() => {
      if (fail) throw new Error('database is locked')
      return 7
    })
    const a = readVersion()
    const b = readVersion()
    await expect(a).rejects.toThrow('database is locked')
    await expect(b).rejects.toThrow('database is locked')
    fail = false
    expect(await readVersion()).toBe(7)
  })
})
