import { describe, expect, it } from 'vitest'
import { coalescedReads, sharedPerTurn } from './catalogue-version'

/** A stand-in for the database: each read answers the version as it was when the read started. */
function fakeDatabase() {
  let version = 1
  const reads: { startedAt: number; finish: () => void }[] = []
  const read = () =>
    new Promise<number>((resolve) => {
      const startedAt = version
      reads.push({ startedAt, finish: () => resolve(startedAt) })
    })
  return {
    read,
    reads,
    commit: () => {
      version += 1
    },
    finish: async (i: number) => {
      reads[i]!.finish()
      // Let the answers and the next read's start settle.
      for (let k = 0; k < 5; k++) await Promise.resolve()
    },
  }
}

describe('coalescedReads', () => {
  it('answers a caller from a read that started after it asked, not from the one in flight', async () => {
    const db = fakeDatabase()
    const readVersion = coalescedReads(db.read)

    const first = readVersion()
    expect(db.reads).toHaveLength(1)
    // A change is committed while the first read is in flight; the next caller knows of it.
    db.commit()
    const second = readVersion()
    const third = readVersion()
    // They wait rather than start reads of their own.
    expect(db.reads).toHaveLength(1)

    await db.finish(0)
    expect(await first).toBe(1)
    // The first read's answer predates the change: the waiting callers share a new read.
    expect(db.reads).toHaveLength(2)
    await db.finish(1)
    expect(await second).toBe(2)
    expect(await third).toBe(2)
  })

  it('starts no read when nobody waits, and a fresh one for the next caller', async () => {
    const db = fakeDatabase()
    const readVersion = coalescedReads(db.read)
    const first = readVersion()
    await db.finish(0)
    expect(await first).toBe(1)
    expect(db.reads).toHaveLength(1)
    db.commit()
    const later = readVersion()
    expect(db.reads).toHaveLength(2)
    await db.finish(1)
    expect(await later).toBe(2)
  })

  it('passes a failed read to its callers and still serves the next ones', async () => {
    let fail = true
    let n = 0
    const readVersion = coalescedReads(async () => {
      n += 1
      if (fail) throw new Error('connection lost')
      return n
    })
    const a = readVersion()
    const b = readVersion()
    await expect(a).rejects.toThrow('connection lost')
    await expect(b).rejects.toThrow('connection lost')
    fail = false
    expect(await readVersion()).toBe(3)
  })
})

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
