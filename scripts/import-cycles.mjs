#!/usr/bin/env node
// The import graph of shared, server and web has no circle, type-only imports counted (a type
// import still ties two modules' meanings together): the project's one cycle check, so ESLint's
// import-x/no-cycle, which skips `import type` and took a third of lint's time, is not used.
// Run by `npm test` (and by `npm run lint`); exits non-zero naming every circle it finds. It also
// names the loops between the server's folders (each domain, and flows/, lib/, db/...): a folder that
// imports another which imports it back, through any files (docs/architecture.md, "Floors").
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const PACKAGES = ['packages/shared/src', 'packages/server/src', 'packages/web/src']
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs']

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

/** The file an import names, or null when it leaves the three packages (a library). */
export function resolveImport(from, specifier) {
  let base
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier)
  else if (specifier.startsWith('@shop/shared/'))
    base = join(ROOT, 'packages/shared/src', specifier.slice(13))
  else return null
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => base.replace(/\.js$/, ext)),
    ...EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ]
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null
}

/** Every import and re-export of a file, `import type` and `import('x')` types included. */
export function importsOf(file, text) {
  const info = ts.preProcessFile(text, true, true)
  return info.importedFiles.map((f) => f.fileName)
}

/** The circles of a graph (Tarjan's strongly connected components of more than one file, or a self-import). */
export function circlesOf(graph) {
  let index = 0
  const stack = []
  const on = new Set()
  const idx = new Map()
  const low = new Map()
  const circles = []
  const visit = (v) => {
    idx.set(v, index)
    low.set(v, index++)
    stack.push(v)
    on.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v), low.get(w)))
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)))
    }
    if (low.get(v) === idx.get(v)) {
      const component = []
      let w
      do {
        w = stack.pop()
        on.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1 || graph.get(v)?.has(v)) circles.push(component.sort())
    }
  }
  for (const v of graph.keys()) if (!idx.has(v)) visit(v)
  return circles
}

export function importGraph() {
  const graph = new Map()
  for (const pkg of PACKAGES) {
    for (const file of sourceFiles(join(ROOT, pkg))) {
      const targets = importsOf(file, readFileSync(file, 'utf8'))
        .map((s) => resolveImport(file, s))
        .filter((t) => t !== null)
      graph.set(file, new Set(targets))
    }
  }
  return graph
}

const SERVER_SRC = join(ROOT, 'packages/server/src')

/** The server folder a file belongs to: `domains/<name>`, or its top folder (`flows`, `lib`...); null outside. */
export function serverFolderOf(file) {
  const rel = relative(SERVER_SRC, file)
  if (rel.startsWith('..')) return null
  const parts = rel.split(/[\\/]/)
  if (parts.length === 1) return '.'
  return parts[0] === 'domains' && parts.length > 2 ? `domains/${parts[1]}` : parts[0]
}

/** The server's folders and which others each imports (type imports counted). */
export function folderGraph(graph) {
  const folders = new Map()
  for (const [file, targets] of graph) {
    const from = serverFolderOf(file)
    if (from === null) continue
    if (!folders.has(from)) folders.set(from, new Set())
    for (const target of targets) {
      const to = serverFolderOf(target)
      if (to !== null && to !== from) folders.get(from).add(to)
    }
  }
  return folders
}

/**
 * Loops between the server's domains (and flows/): each a sorted list of the folders that reach one
 * another. The wiring above them (app.ts, plugins/, jobs/, the seed, mail previews) imports every
 * domain by design and is left out; so is what lies under them (lib/, db/, audit/, settings/).
 */
export function folderLoops(graph) {
  const floors = (f) => f.startsWith('domains/') || f === 'flows'
  const folders = new Map()
  for (const [from, targets] of folderGraph(graph)) {
    if (floors(from)) folders.set(from, new Set([...targets].filter(floors)))
  }
  return circlesOf(folders)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = importGraph()
  const circles = circlesOf(graph)
  for (const circle of circles) {
    console.error(
      `import circle of ${circle.length} files:\n  ${circle.map((f) => relative(ROOT, f)).join('\n  ')}`,
    )
  }
  const loops = folderLoops(graph)
  for (const loop of loops) console.error(`server folder loop: ${loop.join(' <-> ')}`)
  if (circles.length) process.exit(1)
  console.log(
    `no import circle in ${graph.size} files (type imports counted); ${loops.length ? `${loops.length} server folder loop(s) named above` : 'no server folder loop'}`,
  )
}
