import {
  findJob,
  listJobs,
  ensureJobRows,
  runRecorded,
  type JobRunner,
  type RunnerOptions,
} from './job-runner'

/** A run holds its job this long; if the process dies meanwhile, the job is free again afterwards. */
const LEASE_MS = 15 * 60_000

/**
 * The in-process runner for SQLite: the schedule lives in the scheduled_jobs table, so it survives a
 * restart, and a job is claimed with a guarded update (due, and not leased), so even a second
 * process on the same file (the staff command) never runs the same scheduled run twice. A failed
 * run is tried again later with backoff.
 */
export function createTableRunner(opts: RunnerOptions): JobRunner {
  const k = opts.ctx.db.kysely
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> | null = null
  let stopped = false

  async function tick() {
    const now = opts.clock().toISOString()
    await ensureJobRows(k, opts.jobs, now)
    for (const job of opts.jobs) {
      const claimed = await k
        .updateTable('scheduled_jobs')
        .set({ locked_until: new Date(Date.parse(now) + LEASE_MS).toISOString() })
        .where('name', '=', job.name)
        .where('next_run_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) continue
      // A failure is recorded with its retry time by runRecorded; the other jobs still run.
      await runRecorded(opts, job).catch(() => undefined)
    }
  }

  const loop = () => {
    if (stopped) return
    running = tick()
      .catch((error: unknown) => opts.ctx.log.error({ err: error }, 'job runner tick failed'))
      .finally(() => {
        running = null
        if (!stopped) timer = setTimeout(loop, opts.pollMs)
      })
  }

  return {
    kind: 'in-process',
    async start() {
      stopped = false
      loop()
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
    tick,
    async runNow(name) {
      const job = findJob(opts.jobs, name)
      await ensureJobRows(k, opts.jobs, opts.clock().toISOString())
      return runRecorded(opts, job)
    },
    list: () => listJobs(k, opts.jobs),
  }
}
