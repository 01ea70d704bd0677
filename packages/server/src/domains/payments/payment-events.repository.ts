import type { DbHandle } from '../../db/connect'

/** Records a webhook event's id; false when it was recorded before (a replay, or one being applied). */
export async function recordEvent(
  k: DbHandle,
  event: { provider: string; eventId: string; type: string; receivedAt: string },
): Promise<boolean> {
  const result = await k
    .insertInto('payment_events')
    .values({
      provider: event.provider,
      event_id: event.eventId,
      type: event.type,
      received_at: event.receivedAt,
      processed_at: null,
      outcome: null,
    })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

export async function findEvent(k: DbHandle, provider: string, eventId: string) {
  return k
    .selectFrom('payment_events')
    .select(['event_id', 'processed_at', 'outcome'])
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .executeTakeFirst()
}

/** The event applied: what it did, and when. */
export async function markEventProcessed(
  k: DbHandle,
  provider: string,
  eventId: string,
  outcome: string,
  at: string,
) {
  await k
    .updateTable('payment_events')
    .set({ processed_at: at, outcome })
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .execute()
}
