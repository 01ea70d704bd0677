// Every relative link in the repository's Markdown (README.md, docs/, the folders' READMEs) leads to
// a file or folder that exists, and a link to a heading (#anchor) to a heading that exists; every
// source file the docs cite in a code span exists, and every function they place in a file (`name`
// in `path`, or `path#name`) is in it: a newcomer reading from the README never meets a dead end.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { citedFiles, citedFunctions } from './markdown-citations.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

function markdownFiles() {
  const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  return tracked
    .split('\n')
    .filter((f) => f.endsWith('.md') && existsSync(join(ROOT, f)))
    .sort()
}

/** Inline links and images, outside code blocks and code spans: [text](target "title"). */
export function linksIn(markdown) {
  const prose = markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '')
  const links = []
  for (const match of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    links.push(match[1])
  }
  return links
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-')
}

function anchorsOf(file) {
  const text = readFileSync(file, 'utf8').replace(/^(```|~~~)[\s\S]*?^\1/gm, '')
  const seen = new Map()
  const anchors = new Set()
  for (const match of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = anchorOf(match[1])
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    anchors.add(n === 0 ? base : `${base}-${n}`)
  }
  return anchors
}

/** Why a link from `file` is dead, or null when it leads somewhere. */
function problemOf(file, target) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null // http:, https:, mailto:
  const [pathPart, anchor] = target.split('#')
  const path = decodeURIComponent(pathPart)
  if (path.startsWith('/')) return 'absolute path: a clone has no such root'
  const to = path ? resolve(dirname(join(ROOT, file)), path) : join(ROOT, file)
  if (relative(ROOT, to).startsWith('..')) return 'leads outside the repository'
  if (!existsSync(to)) return 'no such file'
  if (anchor && statSync(to).isFile() && to.endsWith('.md') && !anchorsOf(to).has(anchor)) {
    return `no heading #${anchor}`
  }
  return null
}

/** Whether git ignores the path: a file a command writes (benchmark results), not one a clone has. */
function ignoredByGit(path) {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: ROOT })
    return true
  } catch {
    return false
  }
}

/** The repository's files a cited path can mean: the path itself, or any file whose path ends with it. */
function filesMeaning(cited, files) {
  return files.filter((f) => f === cited || f.endsWith(`/${cited}`))
}

describe('documentation links', () => {
  it('finds the links of a Markdown text and the anchors of its headings', () => {
    expect(linksIn('See [a](docs/a.md#b), ![p](x.png "t") and `[no](code.md)`.')).toEqual([
      'docs/a.md#b',
      'x.png',
    ])
    expect(anchorOf("Money in integer cents (the shop's rule)")).toBe('money-in-integer-cents-the-shops-rule')
  })

  it('has no dead relative link in README.md, docs/ or any other Markdown file', () => {
    const files = markdownFiles()
    expect(files).toContain('README.md')
    expect(files.some((f) => f.startsWith('docs/'))).toBe(true)
    const dead = files.flatMap((file) =>
      linksIn(readFileSync(join(ROOT, file), 'utf8')).flatMap((target) => {
        const problem = problemOf(file, target)
        return problem ? [`${file}: ${target} (${problem})`] : []
      }),
    )
    expect(dead).toEqual([])
  })
  it('finds the files and functions a Markdown text cites', () => {
    const text =
      'See `cartTotals` and `priceLine` in `packages/shared/src/cart-totals.ts`, `db/schema.ts#Database`, `/api/cart` and `x.ts` in a [link](`no.ts`).'
    expect(citedFiles(text)).toEqual(['packages/shared/src/cart-totals.ts', 'db/schema.ts', 'x.ts', 'no.ts'])
    expect(citedFunctions(text)).toEqual([
      { name: 'cartTotals', file: 'packages/shared/src/cart-totals.ts' },
      { name: 'priceLine', file: 'packages/shared/src/cart-totals.ts' },
      { name: 'Database', file: 'db/schema.ts' },
    ])
  })

  it('cites only files and functions that exist', () => {
    const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f && existsSync(join(ROOT, f)))
    const problems = markdownFiles().flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8')
      const missingFiles = citedFiles(text)
        .filter((cited) => filesMeaning(cited, tracked).length === 0 && !ignoredByGit(cited))
        .map((cited) => `${file}: \`${cited}\` (no such file)`)
      const missingNames = citedFunctions(text).flatMap(({ name, file: cited }) => {
        const candidates = filesMeaning(cited, tracked)
        if (candidates.length === 0) return [] // reported above
        const word = new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`)
        return candidates.some((c) => word.test(readFileSync(join(ROOT, c), 'utf8')))
          ? []
          : [`${file}: \`${name}\` is not in \`${cited}\``]
      })
      return [...missingFiles, ...missingNames]
    })
    expect(problems).toEqual([])
  })
})
