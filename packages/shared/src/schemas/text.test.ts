import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  controlCharacterPaths,
  MAX_CONTROL_CHARACTER_PATHS,
  refusingControlCharacters,
  withoutControlCharacters,
} from './text'

/** `inner` wrapped in `depth` arrays. */
function nested(depth: number, inner: unknown): unknown {
  let value = inner
  for (let i = 0; i < depth; i++) value = [value]
  return value
}

describe('controlCharacterPaths', () => {
  it('names every string holding a control character, in the order they appear', () => {
    const value = {
      name: 'ok',
      lines: [{ code: 'A\u0000' }, { code: 'B' }, { code: 'C\u001b', note: 'tab\tand\r\nbreaks' }],
      nested: { deeper: { text: '\u007f' } },
    }
    expect(controlCharacterPaths(value)).toEqual([
      ['lines', 0, 'code'],
      ['lines', 2, 'code'],
      ['nested', 'deeper', 'text'],
    ])
  })

  it('gives an empty path for a bad string at the top, and nothing for clean or non-text values', () => {
    expect(controlCharacterPaths('a\u0000')).toEqual([[]])
    expect(controlCharacterPaths('tab\there')).toEqual([])
    expect(controlCharacterPaths([1, null, true, { a: 2 }])).toEqual([])
    expect(controlCharacterPaths(undefined)).toEqual([])
  })

  it('walks 100,000 levels of nesting without overflowing the stack', () => {
    expect(controlCharacterPaths(nested(100_000, 'clean'))).toEqual([])
    const [path] = controlCharacterPaths(nested(100_000, 'a\u0000'))
    expect(path).toHaveLength(100_000)
    expect(path?.every((key) => key === 0)).toBe(true)
  })

  it(`reports at most ${MAX_CONTROL_CHARACTER_PATHS} paths, or the number asked`, () => {
    const bad = Array.from({ length: 5000 }, () => 'a\u0001')
    const paths = controlCharacterPaths(bad)
    expect(paths).toHaveLength(MAX_CONTROL_CHARACTER_PATHS)
    expect(paths[0]).toEqual([0])
    expect(controlCharacterPaths(bad, 3)).toEqual([[0], [1], [2]])
  })
})

describe('refusingControlCharacters', () => {
  const schema = refusingControlCharacters(z.object({ note: z.string() }))

  it('refuses a control character by the name of its field, before the schema is checked', () => {
    const result = schema.safeParse({ note: 'a\u0000', other: [{ deep: '\u0007' }] })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['note'], 'note must not contain control characters'],
      [['other', 0, 'deep'], 'deep must not contain control characters'],
    ])
  })

  it('leaves clean input to the schema', () => {
    expect(schema.safeParse({ note: 'fine' }).success).toBe(true)
    expect(schema.safeParse({ note: 3 }).error?.issues[0]?.path).toEqual(['note'])
  })
})

describe('withoutControlCharacters', () => {
  it('takes out every control character, tab and line breaks too, and trims', () => {
    expect(withoutControlCharacters('lic\u0000ence\u001b[31m.pdf')).toBe('licence[31m.pdf')
    expect(withoutControlCharacters(' my\tlicence\r\n.pdf\u007f ')).toBe('mylicence.pdf')
    expect(withoutControlCharacters('\u0000\u0001')).toBe('')
    expect(withoutControlCharacters('Überweisung – licence.pdf')).toBe('Überweisung – licence.pdf')
  })
})
