/**
 * A small seeded pseudo-random generator so the demo shop is the same on every run.
 * mulberry32 (Tommy Ettinger's public-domain generator) is fast and plenty for demo data;
 * it is not for anything secret.
 */

/** The seed every demo shop starts from; change it and every product changes. */
export const DEMO_SEED = 20261101

/** 32-bit FNV-1a hash of a text, used to derive independent seeds from names. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A uniform float in [0, 1) source, deterministic for a given seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Helpers over one seeded stream. */
export class Random {
  private readonly next: () => number

  constructor(seed: number) {
    this.next = mulberry32(seed)
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next()
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new RangeError('pick() needs a non-empty list')
    return item
  }

  /** One element, chosen with the given relative weights. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0)
    let roll = this.next() * total
    for (const [item, weight] of items) {
      roll -= weight
      if (roll < 0) return item
    }
    const last = items[items.length - 1]
    if (!last) throw new RangeError('weighted() needs a non-empty list')
    return last[0]
  }

  /** count distinct elements of a list, in list order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const indexes = items.map((_, i) => ({ i, key: this.next() }))
    const chosen = indexes
      .sort((a, b) => a.key - b.key)
      .slice(0, count)
      .map((x) => x.i)
    return chosen.sort((a, b) => a - b).map((i) => items[i] as T)
  }
}

/** A generator for one named thing (for example 'product', 42), independent of every other. */
export function randomFor(...parts: (string | number)[]): Random {
  return new Random(hashText(`${DEMO_SEED}:${parts.join(':')}`))
}
