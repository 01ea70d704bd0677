#!/usr/bin/env node
// `npm test`: every check a change must pass, in the order a newcomer would want them:
// typecheck, lint (with the import-circle check, type imports counted), unit + API tests on SQLite,
// the API tests again on PostgreSQL when TEST_DATABASE_URL is set, then the browser journeys. Exits non-zero when any step fails.
import { spawnSync } from 'node:child_process'

const pgUrl = process.env.TEST_DATABASE_URL
const sqliteEnv = { ...process.env }
delete sqliteEnv.TEST_DATABASE_URL

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck'], process.env],
  ['lint', 'npm', ['run', 'lint'], process.env],
  ['unit and API tests (SQLite)', 'npx', ['vitest', 'run'], sqliteEnv],
  ...(pgUrl
    ? [
        [
          'API tests (PostgreSQL)',
          'npx',
          ['vitest', 'run', 'packages/server'],
          { ...process.env, TEST_DATABASE_URL: pgUrl },
        ],
      ]
    : []),
  ['browser journeys', 'npm', ['run', 'test:e2e'], sqliteEnv],
]

const results = []
for (const [name, cmd, args, env] of steps) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env })
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) })
}

console.log('\n=== summary ===')
for (const r of results) console.log(`${r.ok ? 'pass' : 'FAIL'}  ${r.name} (${r.seconds}s)`)
const failed = results.filter((r) => !r.ok).length
console.log(`${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
