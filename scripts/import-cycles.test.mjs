// The import-graph check counts type-only imports and names every circle; the shop's graph has none.
import { describe, expect, it } from 'vitest'
import { circlesOf, importGraph, importsOf } from './import-cycles.mjs'

describe('import circles', () => {
  it('reads type-only imports, re-exports and dynamic imports as edges', () => {
    const text = [
      "import type { A } from './a'",
      "import { type B } from './b'",
      "export * from './c'",
      "const D = lazy(() => import('./d'))",
    ].join('\n')
    expect(importsOf('x.ts', text)).toEqual(['./a', './b', './c', './d'])
  })

  it('finds a circle of any length and leaves a chain alone', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ])
    expect(circlesOf(graph)).toEqual([['a', 'b', 'c']])
    expect(
      circlesOf(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set()],
        ]),
      ),
    ).toEqual([])
  })

  it('has no circle in shared, server or web', () => {
    const graph = importGraph()
    expect(graph.size).toBeGreaterThan(300)
    expect(circlesOf(graph)).toEqual([])
  })
})
