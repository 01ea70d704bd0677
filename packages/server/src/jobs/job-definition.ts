import type { ServiceContext } from '../lib/service-context'

/** One kind of later or scheduled work. The same definitions run on every database and runner. */
export interface JobDefinition {
  name: string
  description: string
  /** How often it runs, in seconds. */
  everySeconds: number
  /** Does the work as of `now`; answers a one-line summary for the log and the staff command. */
  run(ctx: ServiceContext, now: Date): Promise<string>
}
