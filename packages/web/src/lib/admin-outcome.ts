import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { toast } from './toast'
import { errorMessage, fieldErrorsOf } from '../store/api'

type Outcome = { data?: unknown; error?: unknown }

/**
 * A refusal as staff read it: the server's message without the field name it starts with for API
 * clients ('verified_until: The licence expires...'), as that field shows the words under it too.
 */
export function refusalInWords(error: unknown): string {
  const message = errorMessage(error, 'The change could not be saved.')
  const field = /^([A-Za-z_][\w.]*): (.+)$/s.exec(message)
  if (!field || !(field[1]! in (fieldErrorsOf(error) ?? {}))) return message
  return field[2]!
}

/**
 * Tells the staff member how a back-office change went: the server's own message in a toast
 * (success or refusal). Answers whether it succeeded.
 */
export function announceOutcome(result: Outcome, fallbackSuccess: string): boolean {
  if (result.error !== undefined) {
    toast.error(refusalInWords(result.error))
    return false
  }
  const message = (result.data as { message?: unknown } | undefined)?.message
  toast.success(typeof message === 'string' && message ? message : fallbackSuccess)
  return true
}

/** Nothing was sent: some field needs changing first (each says what under it). */
export function announceInvalid() {
  toast.error('Nothing was saved: correct the fields marked in red.')
}

/** Puts a 400's per-field messages on the form's fields (docs/architecture.md §5). */
export function showFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>) {
  const errors = fieldErrorsOf(error)
  if (!errors) return
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0]) setError(field as Path<T>, { type: 'server', message: messages[0] })
  }
}
