#!/usr/bin/env node
// Compiles the server and its staff commands to plain JavaScript in dist/, so `npm start` and the
// container run node on them with no TypeScript loader. Packages stay external (installed beside
// it); the workspace's own shared package is compiled in, as it ships TypeScript sources.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { build } from 'esbuild'

const here = path.dirname(fileURLToPath(import.meta.url))
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'))
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@shop/'))
// --outdir: tests build a private copy (it must stay inside the repository to find node_modules).
const { values } = parseArgs({ options: { outdir: { type: 'string' } } })
const outdir = path.resolve(here, values.outdir ?? 'dist')

fs.rmSync(outdir, { recursive: true, force: true })
await build({
  absWorkingDir: here,
  entryPoints: {
    server: 'src/server.ts',
    shop: 'src/cli/shop.ts',
    migrate: 'src/cli/migrate.ts',
    seed: 'src/cli/seed.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Stack traces need only the mappings (node --enable-source-maps reads the map at start and
  // keeps it); the sources themselves would add megabytes to every process.
  sourcesContent: false,
  // Subpaths too ('zod/v4/core'), not only the names.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
})
// Data files the code reads beside itself (the common-passwords list).
fs.cpSync(path.join(here, 'src/domains/account/data'), path.join(outdir, 'data'), { recursive: true })
// The sandbox gateway's browser pages (card element, challenge), served apart from the shop's.
fs.cpSync(path.join(here, 'src/domains/payments/sandbox-element'), path.join(outdir, 'sandbox-element'), {
  recursive: true,
})
