import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/helper'
import { loadConfig } from '../config'
import { serviceContext } from '../lib/service-context'
import type { JobDefinition } from './job-definition'
import { backoffSeconds } from '../lib/backoff'
import { cronFor } from './pgboss-runner'
import { createTableRunner } from './table-runner'

describe('job settings', () => {
  it('keeps the scheduler off in tests unless a test asks for it, on elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).jobsEnabled).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test', JOBS: 'on' }).jobsEnabled).toBe(true)
    expect(loadConfig({ NODE_ENV: 'production' }).jobsEnabled).toBe(true)
    expect(loadConfig({ NODE_ENV: 'production', JOBS: 'off' }).jobsEnabled).toBe(false)
    expect(loadConfig({}).subscriptionReminderDays).toBe(3)
    expect(() => loadConfig({ JOB_POLL_SECONDS: '0' })).toThrow(/JOB_POLL_SECONDS/)
  })

  it('backs off 30 s, 1, 2, 4 minutes ... at most an hour; schedules at pg-boss minute granularity', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([30, 60, 120, 240])
    expect(backoffSeconds(20)).toBe(3600)
    expect(cronFor(60)).toBe('* * * * *')
    expect(cronFor(300)).toBe('*/5 * * * *')
    expect(cronFor(3 * 3600)).toBe('0 */3 * * *')
  })
})

describe('the in-process (table-backed) runner', () => {
  it('runs due jobs once per interval by its clock, survives a restart, and retries a failure with backoff', async () => {
    let now = new Date('2027-01-01T00:00:00.000Z')
    const clock = () => now
    const { app } = await buildTestApp({}, { clock })
    const ran: string[] = []
    let failNext = true
    const jobs: JobDefinition[] = [
      {
        name: 'every-minute',
        description: 'test job',
        everySeconds: 60,
        async run(_ctx, at) {
          ran.push(`minute ${at.toISOString()}`)
          return 'ok'
        },
      },
      {
        name: 'flaky',
        description: 'fails once',
        everySeconds: 3600,
        async run() {
          if (failNext) {
            failNext = false
            throw new Error('smtp down')
          }
          ran.push('flaky')
          return 'ok'
        },
      },
    ]
    const options = { ctx: serviceContext(app), jobs, clock, pollMs: 1000 }
    const runner = createTableRunner(options)
    await runner.tick()
    await runner.tick()
    expect(ran).toEqual(['minute 2027-01-01T00:00:00.000Z'])
    let flaky = (await runner.list()).find((j) => j.name === 'flaky')!
    expect(flaky).toMatchObject({ lastStatus: 'failed', lastError: 'smtp down', failures: 1 })
    expect(flaky.nextRunAt).toBe('2027-01-01T00:00:30.000Z')

    // A new runner (a restarted process) reads the same schedule from the table.
    const restarted = createTableRunner(options)
    now = new Date('2027-01-01T00:00:30.000Z')
    await restarted.tick()
    expect(ran).toEqual(['minute 2027-01-01T00:00:00.000Z', 'flaky'])
    now = new Date('2027-01-01T00:01:00.000Z')
    await restarted.tick()
    expect(ran.at(-1)).toBe('minute 2027-01-01T00:01:00.000Z')
    flaky = (await restarted.list()).find((j) => j.name === 'flaky')!
    expect(flaky).toMatchObject({ lastStatus: 'ok', failures: 0, runs: 2 })

    // Run again on demand (the staff command's `job <name> run`), whatever the schedule says.
    expect(await restarted.runNow('every-minute')).toBe('ok')
    expect(ran.filter((r) => r.startsWith('minute'))).toHaveLength(3)
  })
})

describe('the staff commands', () => {
  it('list the jobs and run one now', async () => {
    const { runShopCommand } = await import('../cli/shop-commands')
    const at = new Date('2027-02-01T00:00:00.000Z')
    const { app } = await buildTestApp({}, { clock: () => at })
    const lines: string[] = []
    await runShopCommand(
      serviceContext(app),
      ['job', 'subscription-renewals', 'run'],
      (l) => lines.push(l),
      app.jobs,
    )
    expect(lines).toEqual([
      'subscription-renewals: paid: none; declined: none; paused: none; pending: none; held: none',
    ])
    lines.length = 0
    await runShopCommand(serviceContext(app), ['jobs'], (l) => lines.push(l), app.jobs)
    expect(lines.join('\n')).toMatch(
      /^subscription-renewals: every 60 s; 1 runs; last ok at 2027-02-01T00:00:00.000Z/,
    )
    expect(lines.join('\n')).toContain('settle-payments: every 300 s; 0 runs; last never')
    await expect(
      runShopCommand(serviceContext(app), ['job', 'nope', 'run'], () => undefined, app.jobs),
    ).rejects.toThrow(/No job nope/)
  })
})
