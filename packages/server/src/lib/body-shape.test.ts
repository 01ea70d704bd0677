import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { bodyShapeBeyond, MAX_BODY_DEPTH, MAX_BODY_VALUES } from './body-shape'

/** `inner` wrapped in `depth` arrays. */
function nested(depth: number, inner: unknown = 0): unknown {
  let value = inner
  for (let i = 0; i < depth; i++) value = [value]
  return value
}

/** An object nested without end: each level made only when read, counting the levels read. */
function endless() {
  const seen = { levels: 0 }
  const level = (): object => ({
    get next() {
      seen.levels++
      return level()
    },
  })
  return { value: level(), seen }
}

describe('bodyShapeBeyond', () => {
  it('passes ordinary bodies and non-JSON values', () => {
    expect(bodyShapeBeyond({ lines: [{ code: 'A', qty: 1, options: { months: 3 } }] })).toBeUndefined()
    for (const value of [undefined, null, 'text', 3, Readable.from([]), Buffer.from('[[[]]]')]) {
      expect(bodyShapeBeyond(value)).toBeUndefined()
    }
  })

  it(`takes ${MAX_BODY_DEPTH} levels and refuses one more, of lists or objects`, () => {
    expect(bodyShapeBeyond(nested(MAX_BODY_DEPTH))).toBeUndefined()
    expect(bodyShapeBeyond(nested(MAX_BODY_DEPTH + 1))).toBe('depth')
    expect(
      bodyShapeBeyond(JSON.parse('{"a":'.repeat(MAX_BODY_DEPTH + 1) + '1' + '}'.repeat(MAX_BODY_DEPTH + 1))),
    ).toBe('depth')
    expect(bodyShapeBeyond(nested(100_000))).toBe('depth')
  })

  it(`takes ${MAX_BODY_VALUES} values, at any level, and refuses one more`, () => {
    const zeros = (n: number) => Array.from({ length: n }, () => 0)
    expect(bodyShapeBeyond(zeros(MAX_BODY_VALUES))).toBeUndefined()
    expect(bodyShapeBeyond(zeros(MAX_BODY_VALUES + 1))).toBe('values')
    // 1 + 1 + (MAX - 2) values, the last one spread across the levels.
    expect(bodyShapeBeyond({ a: [zeros(MAX_BODY_VALUES - 2)] })).toBeUndefined()
    expect(bodyShapeBeyond({ a: [zeros(MAX_BODY_VALUES - 2)], b: 1 })).toBe('values')
    expect(bodyShapeBeyond({ a: { b: 1, c: [0, [0, 0]] } }, { maxValues: 5 })).toBe('values')
  })

  it('stops at the bound it passes, however the value is built', () => {
    // A list's length is enough: none of a million elements is read.
    let reads = 0
    const huge = new Proxy(
      Array.from({ length: 1_000_000 }, () => [0]),
      {
        get(target, key, receiver) {
          if (typeof key === 'string' && /^\d+$/.test(key)) reads++
          return Reflect.get(target, key, receiver) as unknown
        },
      },
    )
    expect(bodyShapeBeyond(huge)).toBe('values')
    expect(reads).toBe(0)
    // Endless nesting is read only to the level past the bound.
    const { value, seen } = endless()
    expect(bodyShapeBeyond(value)).toBe('depth')
    expect(seen.levels).toBe(MAX_BODY_DEPTH)
    // A cycle ends too.
    const cycle: { self?: unknown } = {}
    cycle.self = cycle
    expect(bodyShapeBeyond(cycle)).toBe('depth')
  })
})
