import { keepPhoneCharacters } from '@shop/shared/schemas/account'
import type { UseFormRegisterReturn } from 'react-hook-form'

/**
 * A phone field's registration that keeps only what a phone holds (digits, spaces, a leading +)
 * as the shopper types or pastes, before the form reads the value.
 */
export function phoneRegistration<N extends string>(
  registration: UseFormRegisterReturn<N>,
): UseFormRegisterReturn<N> {
  return {
    ...registration,
    onChange: (event: { target: HTMLInputElement }) => {
      const kept = keepPhoneCharacters(event.target.value)
      if (kept !== event.target.value) event.target.value = kept
      return registration.onChange(event)
    },
  }
}
