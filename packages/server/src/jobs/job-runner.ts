import type { DbHandle } from '../db/connect'
import type { Clock } from '../lib/clock'
import type { ServiceContext } from '../lib/service-context'
import { backoffSeconds } from '../lib/backoff'
import type { JobDefinition } from './job-definition'

/** A job as the staff command lists it. */
export interface JobStatus {
  name: string
  description: string
  everySeconds: number
  nextRunAt: string | null
  lastStartedAt: string | null
  lastFinishedAt: string | null
  lastStatus: string | null
  lastError: string | null
  failures: number
  runs: number
}

/**
 * Runs the shop's jobs on their schedule. Two runners share this interface: the table-backed one in
 * this process (SQLite: one process owns the file) and pg-boss on PostgreSQL (several processes
 * share the queue and each scheduled run is done by one of them).
 */
export interface JobRunner {
  readonly kind: 'in-process' | 'pg-boss'
  start(): Promise<void>
  stop(): Promise<void>
  /** Runs the jobs that are due, once (what the timer does; tests call it with their own clock). */
  tick(): Promise<void>
  /** Runs one job now in this process and records it; answers its summary. */
  runNow(name: string): Promise<string>
  list(): Promise<JobStatus[]>
}

export interface RunnerOptions {
  ctx: ServiceContext
  jobs: JobDefinition[]
  clock: Clock
  /** How often the runner looks for due jobs. */
  pollMs: number
}

/** Every job has its row in scheduled_jobs: the runs are recorded there whichever runner ran them. */
export async function ensureJobRows(k: DbHandle, jobs: JobDefinition[], now: string) {
  for (const job of jobs) {
    await k
      .insertInto('scheduled_jobs')
      .values({ name: job.name, next_run_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute()
  }
}

/** Runs a job and records its start, end, outcome and (on failure) the next try with backoff. */
export async function runRecorded(opts: RunnerOptions, job: JobDefinition): Promise<string> {
  const k = opts.ctx.db.kysely
  const started = opts.clock()
  await k
    .updateTable('scheduled_jobs')
    .set({ last_started_at: started.toISOString() })
    .where('name', '=', job.name)
    .execute()
  try {
    // Counted for Prometheus (shop_jobs_total, shop_job_failures_total) when the app has metrics.
    const run = () => job.run(opts.ctx, started)
    const summary = await (opts.ctx.metrics ? opts.ctx.metrics.runJob(job.name, run) : run())
    const finished = opts.clock().toISOString()
    await k
      .updateTable('scheduled_jobs')
      .set((eb) => ({
        last_finished_at: finished,
        last_status: 'ok',
        last_error: null,
        failures: 0,
        runs: eb('runs', '+', 1),
        locked_until: null,
        next_run_at: new Date(started.getTime() + job.everySeconds * 1000).toISOString(),
      }))
      .where('name', '=', job.name)
      .execute()
    opts.ctx.log.info({ job: job.name, summary }, 'job done')
    return summary
  } catch (error) {
    const row = await k
      .selectFrom('scheduled_jobs')
      .select('failures')
      .where('name', '=', job.name)
      .executeTakeFirst()
    const failures = (row?.failures ?? 0) + 1
    await k
      .updateTable('scheduled_jobs')
      .set((eb) => ({
        last_finished_at: opts.clock().toISOString(),
        last_status: 'failed',
        last_error: error instanceof Error ? error.message.slice(0, 500) : String(error),
        failures,
        runs: eb('runs', '+', 1),
        locked_until: null,
        next_run_at: new Date(started.getTime() + backoffSeconds(failures) * 1000).toISOString(),
      }))
      .where('name', '=', job.name)
      .execute()
    opts.ctx.log.error({ err: error, job: job.name, failures }, 'job failed; it will be retried')
    throw error
  }
}

export async function listJobs(k: DbHandle, jobs: JobDefinition[]): Promise<JobStatus[]> {
  const rows = await k.selectFrom('scheduled_jobs').selectAll().execute()
  return jobs.map((job) => {
    const row = rows.find((r) => r.name === job.name)
    return {
      name: job.name,
      description: job.description,
      everySeconds: job.everySeconds,
      nextRunAt: row?.next_run_at ?? null,
      lastStartedAt: row?.last_started_at ?? null,
      lastFinishedAt: row?.last_finished_at ?? null,
      lastStatus: row?.last_status ?? null,
      lastError: row?.last_error ?? null,
      failures: row?.failures ?? 0,
      runs: row?.runs ?? 0,
    }
  })
}

export function findJob(jobs: JobDefinition[], name: string): JobDefinition {
  const job = jobs.find((j) => j.name === name)
  if (!job) throw new UnknownJobError(`No job ${name}. Jobs: ${jobs.map((j) => j.name).join(', ')}.`)
  return job
}

export class UnknownJobError extends Error {}
