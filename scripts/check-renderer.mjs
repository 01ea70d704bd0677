#!/usr/bin/env node
// The built browser bundle is drawn by React DOM, not Preact (docs/decisions/0116-react-renders-the-shop-again.md):
// reads every script of packages/web/dist/assets and exits non-zero unless one holds React DOM's
// hydrateRoot and none holds Preact. Run by `npm run test:e2e` (so by `npm test`) right after its build;
// on its own after `npm run build`: `node scripts/check-renderer.mjs`.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const WEB_ASSETS = join(ROOT, 'packages/web/dist/assets')

/**
 * React DOM's client, as the build bundles it: `hydrateRoot` exported from react-dom/client's
 * CommonJS module, beside the address of React's error decoder (its production errors are numbers).
 */
export function holdsReactDomHydrateRoot(code) {
  return /\.hydrateRoot\s*=\s*function\b/.test(code) && code.includes('react.dev/errors/')
}

/**
 * Preact, minified under any name: the package names itself nowhere in a bundle, but its virtual
 * nodes keep their mangled fields (`__k` children, `__e` DOM node, `__v` original) in every build,
 * preact/compat included. React's bundles use none of them.
 */
export function holdsPreact(code) {
  return ['__k', '__e', '__v'].every((field) => new RegExp(`\\.${field}\\b`).test(code))
}

/** What is wrong with the bundle's scripts (file name to code), or an empty list. */
export function rendererProblems(scripts) {
  const problems = []
  const entries = Object.entries(scripts)
  if (entries.length === 0) return ['no script in the browser build']
  if (!entries.some(([, code]) => holdsReactDomHydrateRoot(code)))
    problems.push("no script holds React DOM's hydrateRoot")
  for (const [file, code] of entries) if (holdsPreact(code)) problems.push(`${file} holds Preact`)
  return problems
}

function main() {
  if (!existsSync(WEB_ASSETS)) {
    console.error(`No browser build at ${WEB_ASSETS}: run \`npm run build\` first.`)
    process.exit(1)
  }
  const scripts = Object.fromEntries(
    readdirSync(WEB_ASSETS)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [name, readFileSync(join(WEB_ASSETS, name), 'utf8')]),
  )
  const problems = rendererProblems(scripts)
  if (problems.length) {
    console.error(`The browser build is not React DOM's:\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  console.log(`Renderer: React DOM's hydrateRoot, no Preact, in ${Object.keys(scripts).length} scripts.`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
