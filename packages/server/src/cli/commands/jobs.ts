import { UnknownJobError, type JobRunner } from '../../jobs/job-runner'
import { parse, UsageError, type ShopCommand } from '../command-arguments'

function needJobs(jobs: JobRunner | undefined): JobRunner {
  if (!jobs) throw new UsageError('The job commands need the whole app (npm run shop).')
  return jobs
}

/** `jobs`: each job's schedule, last run, its outcome and next run. */
export const listJobs: ShopCommand = async ({ args, print, jobs }) => {
  parse(args)
  for (const j of await needJobs(jobs).list()) {
    print(
      `${j.name}: every ${j.everySeconds} s; ${j.runs} runs; last ${j.lastStatus ?? 'never'}${j.lastStartedAt ? ` at ${j.lastStartedAt}` : ''}${j.failures ? ` (${j.failures} failures in a row)` : ''}; next ${j.nextRunAt ?? 'at start'}`,
    )
    print(`    ${j.description}${j.lastError ? `\n    last error: ${j.lastError}` : ''}`)
  }
}

/** `job <name> run`: one job now, in this process. */
export const runJob: ShopCommand = async ({ args, print, jobs }) => {
  const { positionals } = parse(args)
  const [name, action] = positionals
  if (!name || action !== 'run') throw new UsageError('Usage: job <name> run')
  try {
    print(`${name}: ${await needJobs(jobs).runNow(name)}`)
  } catch (error) {
    if (error instanceof UnknownJobError) throw new UsageError(error.message)
    throw error
  }
}
