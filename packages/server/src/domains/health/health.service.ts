import type { Redis } from 'ioredis'
import { sql } from 'kysely'
import type { Db } from '../../db/connect'
import { pendingMigrations } from '../../db/migrate'
import type { Saturation, SaturationMonitor } from '../../lib/saturation'

export const READINESS_CHECKS = {
  database: ['ok', 'unreachable'],
  migrations: ['ok', 'pending', 'unknown'],
  redis: ['ok', 'unreachable', 'not configured'],
  load: ['ok', 'saturated'],
} as const

type Check<K extends keyof typeof READINESS_CHECKS> = (typeof READINESS_CHECKS)[K][number]

export interface Readiness {
  status: 'ready' | 'not ready'
  checks: {
    database: Check<'database'>
    migrations: Check<'migrations'>
    redis: Check<'redis'>
    load: Check<'load'>
  }
  saturation: Saturation
}

/** How long a check may take before it counts as unreachable: a probe must answer quickly. */
const CHECK_TIMEOUT_MS = 5000

function withinTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Whether this process can serve: each dependency checked, none of them trusted from earlier. */
export async function checkReadiness(
  db: Db,
  redis: Redis | null,
  saturation: SaturationMonitor,
): Promise<Readiness> {
  const [database, migrations, redisCheck] = await Promise.all([
    withinTimeout(sql`select 1`.execute(db.kysely)).then(
      () => 'ok' as const,
      () => 'unreachable' as const,
    ),
    withinTimeout(pendingMigrations(db)).then(
      (pending) => (pending.length ? ('pending' as const) : ('ok' as const)),
      () => 'unknown' as const,
    ),
    redis
      ? withinTimeout(redis.ping()).then(
          () => 'ok' as const,
          () => 'unreachable' as const,
        )
      : Promise.resolve('not configured' as const),
  ])
  const load = saturation.read()
  const checks = {
    database,
    migrations,
    redis: redisCheck,
    load: load.saturated ? 'saturated' : 'ok',
  } as const
  const ready = database === 'ok' && migrations === 'ok' && redisCheck !== 'unreachable' && !load.saturated
  return { status: ready ? 'ready' : 'not ready', checks, saturation: load }
}
