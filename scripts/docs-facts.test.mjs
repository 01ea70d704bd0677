// Facts the docs state that the code can contradict, checked against the code: the README stays
// short; every function where-it-lives.md names is called outside tests (a rule moved and the doc
// left behind names a function only tests still call); the jobs table lists the jobs the runner
// has; the architecture's domain table lists the server's domain folders.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { citedFunctions } from './markdown-citations.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const read = (file) => readFileSync(join(ROOT, file), 'utf8')

/** Where a file is a test's own: specs, fixtures, helpers and the web app's test kit. */
const isTestFile = (file) =>
  /\.test\.(ts|tsx|mjs)$/.test(file) ||
  /(^|\/)(test|testing|e2e|__tests__)\//.test(file) ||
  file.startsWith('e2e/') ||
  file.startsWith('bench/')

/** The shop's own code, tests left out: each file's text, read once. */
let sources
function sourceTexts() {
  sources ??= execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !isTestFile(file) && existsSync(join(ROOT, file)))
    .map((file) => read(file))
  return sources
}

/** How many times a name is written in the shop's own code, tests left out. */
export function usesOutsideTests(name) {
  const word = new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g')
  return sourceTexts().reduce((sum, text) => sum + (text.match(word)?.length ?? 0), 0)
}

/** The first cell of each row of the Markdown table that follows a heading. */
export function tableColumn(markdown, heading) {
  const start = markdown.indexOf(`${heading}\n`)
  if (start < 0) return []
  const after = markdown.slice(start + heading.length + 1)
  const end = after.search(/^#{1,6} /m)
  const section = end < 0 ? after : after.slice(0, end)
  return [...section.matchAll(/^\| `([^`]+)`/gm)].map((m) => m[1])
}

describe('what the docs say about the code', () => {
  it('keeps the README to about 200 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThan(250)
  })

  it('names in where-it-lives.md only functions the shop calls outside its tests', () => {
    const named = citedFunctions(read('docs/where-it-lives.md'))
    expect(named.length).toBeGreaterThan(20)
    // The definition is one use: a function written once is called by nothing but tests.
    const uncalled = [...new Set(named.map((n) => n.name))].filter((name) => usesOutsideTests(name) < 2)
    expect(uncalled).toEqual([])
  })

  it('lists in the jobs table the jobs the runner has', () => {
    const definitions = read('packages/server/src/jobs/job-definitions.ts')
    const jobs = [...definitions.matchAll(/^\s+name: '([a-z-]+)',$/gm)].map((m) => m[1])
    expect(jobs.length).toBeGreaterThan(5)
    expect(tableColumn(read('docs/operations.md'), '## Background jobs').sort()).toEqual(jobs.sort())
  })

  it("lists in the architecture's domain table the server's domain folders", () => {
    const folders = readdirSync(join(ROOT, 'packages/server/src/domains'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
    expect(tableColumn(read('docs/architecture.md'), '### Server domains').sort()).toEqual(folders.sort())
  })

  it('reads a table under its heading and counts uses outside tests', () => {
    const md = '## A\n\n| `x` | one |\n| `y` | two |\n\n## B\n\n| `z` | three |\n'
    expect(tableColumn(md, '## A')).toEqual(['x', 'y'])
    expect(tableColumn(md, '## C')).toEqual([])
    expect(usesOutsideTests('loadConfig')).toBeGreaterThan(1)
    expect(usesOutsideTests('noSuchFunctionAnywhere_zq')).toBe(0)
  })
})
