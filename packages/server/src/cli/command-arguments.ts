import { parseArgs, type ParseArgsConfig } from 'node:util'
import { ORDER_STATUSES } from '@shop/shared/constants'
import type { ServiceContext } from '../lib/service-context'
import type { JobRunner } from '../jobs/job-runner'

/** A mistake in how a command was typed: shown with the usage text, not as a crash. */
export class UsageError extends Error {}

/** What every command is handed: the app's services, the words after its name, where to print. */
export interface CommandRun {
  ctx: ServiceContext
  /** The name it was called by (`status` and `cancel` share one module). */
  command: string
  args: string[]
  print: (line: string) => void
  /** The app's job runner; only the whole app (`npm run shop`) has one. */
  jobs?: JobRunner
}

export type ShopCommand = (run: CommandRun) => Promise<void>

/** Node's parseArgs with positionals, its complaints turned into usage errors. */
export function parse(argv: string[], options: ParseArgsConfig['options'] = {}) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true })
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
}

export function wholeNumber(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`${name} must be a whole number`)
  return n
}

export function dollars(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined
  if (!/^\d+(\.\d{1,2})?$/.test(value)) throw new UsageError(`${name} must be dollars, e.g. 25 or 25.50`)
  return Number(value)
}

/** A limit where 'none' means no limit (null). */
export function optionalLimit(value: string | undefined, name: string): number | null | undefined {
  if (value === 'none') return null
  return wholeNumber(value, name)
}

/** 'out-for-delivery' or 'out for delivery' → 'Out for Delivery'. */
export function statusName(input: string): string {
  const wanted = input.replace(/[-_]/g, ' ').toLowerCase()
  return ORDER_STATUSES.find((s) => s.toLowerCase() === wanted) ?? input
}

/** A visitor's text on one line of the listing (reviews may span several). */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

export function need(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`${what} is required`)
  return value
}
