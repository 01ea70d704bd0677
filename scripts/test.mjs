#!/usr/bin/env node
// `npm test`: every check a change must pass, in the order a newcomer would want them: typecheck
// and lint (with the import-circle check, type imports counted) side by side, each on one core; the
// unit, web and database tests on SQLite; the database tests again on PostgreSQL when
// TEST_DATABASE_URL is set; then the build and the browser journeys. Exits non-zero when any step
// fails, and ends with each step's time. docs/testing.md says what runs where and why.
//
// The PostgreSQL tests and the journeys do not run side by side: on two cores the journeys' pages
// ran out of their time. A side step's output is printed whole when it ends, so logs do not
// interleave.
import { spawn } from 'node:child_process'

const pgUrl = process.env.TEST_DATABASE_URL
const sqliteEnv = { ...process.env }
delete sqliteEnv.TEST_DATABASE_URL
// The memory tests on a 100,000-product catalogue run once: on PostgreSQL, the production database,
// when its run follows; on SQLite otherwise (memory-bounds.test.ts).
if (pgUrl) sqliteEnv.TEST_POSTGRES_RUN_FOLLOWS = '1'

/** One step: runs a command; `live` streams its output, otherwise it is printed when it ends. */
function run([name, cmd, args, env], { live }) {
  return new Promise((resolve) => {
    const started = Date.now()
    if (live) console.log(`\n=== ${name} ===`)
    const child = spawn(cmd, args, { env, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    const chunks = []
    if (!live) {
      child.stdout.on('data', (c) => chunks.push(c))
      child.stderr.on('data', (c) => chunks.push(c))
    }
    child.on('close', (status) => {
      if (!live) {
        console.log(`\n=== ${name} ===`)
        process.stdout.write(Buffer.concat(chunks))
      }
      resolve({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) })
    })
  })
}

/** Steps that run at the same time: the first streams its output, the others print when done. */
const together = (...steps) => Promise.all(steps.map((step, i) => run(step, { live: i === 0 })))

const stages = [
  [
    ['typecheck', 'npm', ['run', 'typecheck'], process.env],
    ['lint', 'npm', ['run', 'lint'], process.env],
  ],
  [['unit, web and database tests (SQLite)', 'npx', ['vitest', 'run'], sqliteEnv]],
  ...(pgUrl
    ? [
        [
          [
            'database tests (PostgreSQL)',
            'npx',
            ['vitest', 'run', '--project', 'database'],
            { ...process.env, TEST_DATABASE_URL: pgUrl },
          ],
        ],
      ]
    : []),
  [['browser journeys', 'npm', ['run', 'test:e2e'], sqliteEnv]],
]

const started = Date.now()
const results = []
for (const stage of stages) results.push(...(await together(...stage)))

console.log('\n=== summary ===')
for (const r of results) console.log(`${r.ok ? 'pass' : 'FAIL'}  ${r.name} (${r.seconds}s)`)
const failed = results.filter((r) => !r.ok).length
console.log(
  `${results.length - failed} passed, ${failed} failed, ${Math.round((Date.now() - started) / 1000)}s in all`,
)
process.exit(failed ? 1 : 0)
