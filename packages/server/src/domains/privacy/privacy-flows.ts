import type { DbHandle } from '../../db/connect'

/** The person being erased, as the shop knew them just before. */
export interface ErasedPerson {
  id: number
  email: string
  first_name: string
  last_name: string
  phone: string
}

/**
 * What erasing a person does in every domain that names them, handed to privacy by the app (the
 * flows floor, packages/server/src/flows/privacy-erasure.flow.ts), run in the request's transaction.
 * Answers what was done, one line per domain, for the staff queue.
 */
export interface PrivacyFlows {
  erasePerson(trx: DbHandle, person: ErasedPerson, now: string): Promise<string[]>
}
