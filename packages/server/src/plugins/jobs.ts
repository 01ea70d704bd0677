import fp from 'fastify-plugin'
import { systemClock, type Clock } from '../lib/clock'
import { serviceContext } from '../lib/service-context'
import { shopJobs } from '../jobs/job-definitions'
import type { JobRunner } from '../jobs/job-runner'
import { createPgBossRunner } from '../jobs/pgboss-runner'
import { createTableRunner } from '../jobs/table-runner'

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's scheduled work: renewals, reminders, mail retries, settling payments. */
    jobs: JobRunner
    /** "Now" for renewals and subscription changes; tests inject their own. */
    clock: Clock
  }
}

/**
 * Picks the job runner for the database (pg-boss on PostgreSQL, the table-backed in-process runner
 * on SQLite) and starts it when the app is ready if JOBS is on (the default outside tests). The
 * staff command builds the app with JOBS off and runs single jobs itself.
 */
export default fp<{ clock?: Clock }>(
  async (app, opts) => {
    const clock = opts.clock ?? systemClock
    app.decorate('clock', clock)
    const options = {
      ctx: serviceContext(app),
      jobs: shopJobs(app.config),
      clock,
      pollMs: app.config.jobPollSeconds * 1000,
    }
    const runner =
      app.db.dialect === 'postgres'
        ? createPgBossRunner({ ...options, connectionString: app.config.databaseUrl })
        : createTableRunner(options)
    app.decorate('jobs', runner)
    if (app.config.jobsEnabled) {
      app.addHook('onReady', async () => {
        await runner.start()
        app.log.info({ runner: runner.kind }, 'job runner started')
      })
    }
    app.addHook('onClose', async () => runner.stop())
  },
  { name: 'jobs', dependencies: ['db', 'mailer', 'payments'] },
)
