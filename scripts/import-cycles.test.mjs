// The import-graph check counts type-only imports and names every circle; the shop's graph has none.
import { describe, expect, it } from 'vitest'
import { resolve } from 'node:path'
import { circlesOf, folderLoops, importGraph, importsOf } from './import-cycles.mjs'

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

  it('finds a loop between two server domains through any files, and leaves the wiring above them out', () => {
    const f = (rel) => resolve('packages/server/src', rel)
    const graph = new Map([
      [f('domains/a/a.service.ts'), new Set([f('domains/b/b.service.ts')])],
      [f('domains/b/b.service.ts'), new Set([f('domains/b/b.repository.ts')])],
      [f('domains/b/b.repository.ts'), new Set([f('domains/a/a.repository.ts')])],
      [f('domains/a/a.repository.ts'), new Set()],
      [f('domains/c/c.service.ts'), new Set([f('domains/a/a.service.ts')])],
      [f('app.ts'), new Set([f('domains/c/c.service.ts')])],
      [f('lib/x.ts'), new Set([f('app.ts')])],
    ])
    expect(folderLoops(graph)).toEqual([['domains/a', 'domains/b']])
    graph.set(f('domains/b/b.repository.ts'), new Set())
    expect(folderLoops(graph)).toEqual([])
  })

  it("the server's domains and the flows floor have no loop", () => {
    // An order paid starts its subscriptions and renewals place orders: the flows floor above the
    // domains does what crosses them, and orders imports none of the domains its moves reach.
    expect(folderLoops(importGraph())).toEqual([])
  })
})
