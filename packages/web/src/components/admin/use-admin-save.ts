import type { BaseSyntheticEvent } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { announceInvalid, announceOutcome, showFieldErrors } from '../../lib/admin-outcome'

/** What an RTK Query mutation answers: its data, or the failed call's error. */
export type SaveResult<TData> = { data?: TData; error?: unknown }

interface AdminSaveOptions<TOutput, TData> {
  /** Sends the checked values: the mutation's call. */
  send: (values: TOutput) => Promise<SaveResult<TData>>
  /** The toast after a save when the server's answer carries no message of its own (or made from it). */
  saved: string | ((data: Exclude<TData, undefined>) => string)
  /** Empties the form again after a save, ready for the next new row. */
  reset?: boolean
  /** After a save (and the reset): close, navigate, clear the row being changed. */
  onSaved?: (data: Exclude<TData, undefined>) => void
}

/**
 * The submit handler of a back-office form: check the values, send them, announce the answer,
 * then either reset and carry on, or put a 400's per-field messages under their fields
 * (docs/architecture.md §5). Every admin form saves this one way, so staff read the same answers.
 */
export function useAdminSave<TValues extends FieldValues, TOutput, TData>(
  form: Pick<UseFormReturn<TValues, unknown, TOutput>, 'handleSubmit' | 'reset' | 'setError'>,
  { send, saved, reset, onSaved }: AdminSaveOptions<TOutput, TData>,
): (event?: BaseSyntheticEvent) => Promise<void> {
  return form.handleSubmit(
    async (values) => {
      const result = await send(values)
      const message =
        typeof saved === 'string' || result.error !== undefined
          ? String(saved)
          : saved(result.data as Exclude<TData, undefined>)
      if (!announceOutcome(result, message)) return showFieldErrors(result.error, form.setError)
      if (reset) form.reset()
      onSaved?.(result.data as Exclude<TData, undefined>)
    },
    // A refused check is never silent: the fields say what is wrong, the toast says to look.
    () => announceInvalid(),
  )
}
