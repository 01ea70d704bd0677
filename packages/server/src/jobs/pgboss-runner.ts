import { sql } from 'kysely'
import type PgBoss from 'pg-boss'
import {
  ensureJobRows,
  findJob,
  listJobs,
  runRecorded,
  type JobRunner,
  type RunnerOptions,
} from './job-runner'

/** A cron expression for "every N seconds" at pg-boss's one-minute granularity. */
export function cronFor(everySeconds: number): string {
  const minutes = Math.max(1, Math.round(everySeconds / 60))
  if (minutes < 60) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`
  const hours = Math.max(1, Math.round(minutes / 60))
  return hours >= 24 ? '0 0 * * *' : `0 */${hours} * * *`
}

/** pg-boss's own schema: 'pgboss' beside the shop's 'public' schema, else named after the shop's schema. */
async function bossSchema(opts: RunnerOptions): Promise<string> {
  const row = await sql<{ s: string }>`select current_schema() as s`.execute(opts.ctx.db.kysely)
  const shop = row.rows[0]?.s ?? 'public'
  return shop === 'public' ? 'pgboss' : `${shop}_pgboss`
}

/**
 * The PostgreSQL runner: pg-boss keeps the schedule and the queue in the database, so jobs survive a
 * restart, each scheduled run is taken by exactly one of several server processes, and a failed run
 * is retried with backoff. The 'stately' queue policy keeps one run of a job at a time.
 */
export function createPgBossRunner(opts: RunnerOptions & { connectionString: string }): JobRunner {
  let boss: PgBoss | null = null
  const k = opts.ctx.db.kysely

  return {
    kind: 'pg-boss',
    async start() {
      const schema = await bossSchema(opts)
      // Loaded when started: a SQLite shop never holds pg-boss.
      const { default: PgBossClass } = await import('pg-boss')
      boss = new PgBossClass({
        connectionString: opts.connectionString,
        schema,
        max: 3,
        retryLimit: 5,
        retryDelay: 30,
        retryBackoff: true,
      })
      boss.on('error', (error) => opts.ctx.log.error({ err: error }, 'pg-boss error'))
      await boss.start()
      await ensureJobRows(k, opts.jobs, opts.clock().toISOString())
      for (const job of opts.jobs) {
        await boss.createQueue(job.name, {
          name: job.name,
          policy: 'stately',
          retryLimit: 5,
          retryDelay: 30,
          retryBackoff: true,
        })
        await boss.schedule(job.name, cronFor(job.everySeconds), {}, { tz: 'UTC' })
        await boss.work(job.name, { pollingIntervalSeconds: Math.max(0.5, opts.pollMs / 1000) }, async () => {
          // A throw makes pg-boss retry the job with backoff.
          await runRecorded(opts, job)
        })
        // Once at start as well: work that fell due while no process was running is done now,
        // not at the next scheduled minute. The stately queue keeps it to one queued run.
        await boss.send(job.name, {})
      }
    },
    async stop() {
      await boss?.stop({ graceful: true, wait: true, timeout: 20_000 })
      boss = null
    },
    async tick() {
      if (!boss) throw new Error('pg-boss runner not started')
      for (const job of opts.jobs) await boss.send(job.name, {})
    },
    async runNow(name) {
      const job = findJob(opts.jobs, name)
      await ensureJobRows(k, opts.jobs, opts.clock().toISOString())
      return runRecorded(opts, job)
    },
    list: () => listJobs(k, opts.jobs),
  }
}
