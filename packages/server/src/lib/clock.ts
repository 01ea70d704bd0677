/** ISO-8601 timestamps as every table stores them. */
export function nowIso(): string {
  return new Date().toISOString()
}

export function addMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString()
}

export function addDays(iso: string, days: number): string {
  return addMinutes(iso, days * 24 * 60)
}

/** "Now" as the job runner and renewals see it; tests pass their own to run a date without waiting. */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()

/** 'YYYY-MM-DD' of an ISO timestamp (UTC), as subscriptions keep their next delivery date. */
export function isoDay(iso: string): string {
  return iso.slice(0, 10)
}
