// Which test files open a database, read from their imports: those run on SQLite and again on
// PostgreSQL; the others run once (docs/testing.md). A file opens a database when it imports, itself
// or through the server's test/ helpers, the test database helper, the server-process helper or the
// database connection. Reading imports keeps the split true as files are added: no list to keep.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SERVER = path.join(ROOT, 'packages/server')

/** Modules whose import means the file works on a real database. */
const DATABASE_MODULES = [
  path.join(SERVER, 'test/helper.ts'),
  path.join(SERVER, 'test/server-process.ts'),
  path.join(SERVER, 'src/db/connect.ts'),
]

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g

function resolveModule(from, spec) {
  const base = path.resolve(path.dirname(from), spec)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

function importsOf(file) {
  const source = fs.readFileSync(file, 'utf8')
  return [...source.matchAll(IMPORT)].map((m) => resolveModule(file, m[1] ?? m[2])).filter(Boolean)
}

const memo = new Map()
/** Whether `file` reaches a database module through its own imports and the test/ helpers'. */
function opensDatabase(file, seen = new Set()) {
  if (memo.has(file)) return memo.get(file)
  if (seen.has(file)) return false
  seen.add(file)
  let found = false
  for (const dep of importsOf(file)) {
    if (DATABASE_MODULES.includes(dep)) found = true
    // Only the test helpers are followed: the server's own modules reach the connection module
    // everywhere, and a test that imports them without a database helper builds no database.
    else if (dep.startsWith(path.join(SERVER, 'test') + path.sep) && opensDatabase(dep, seen)) found = true
    if (found) break
  }
  memo.set(file, found)
  return found
}

function walk(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.name === 'node_modules' || e.name === 'dist'
        ? []
        : e.isDirectory()
          ? walk(path.join(dir, e.name))
          : [path.join(dir, e.name)],
    )
}

/** The server's test files that open a database, relative to the repository's root. */
export function databaseTestFiles() {
  return walk(SERVER)
    .filter((f) => /\.test\.ts$/.test(f) && opensDatabase(f))
    .map((f) => path.relative(ROOT, f).split(path.sep).join('/'))
    .sort()
}
