import { get, type FieldValues, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form'
import type { FieldBinding } from '../form-field'

/**
 * Binds a form's fields by name, as FormField takes them: the registration and that field's error
 * (dotted names such as 'lots.0.quantity' included). Call it while rendering, so errors re-render.
 */
export function fieldBinder<T extends FieldValues, TOutput>(
  form: Pick<UseFormReturn<T, unknown, TOutput>, 'register' | 'formState'>,
) {
  const { errors } = form.formState
  return <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>): FieldBinding => ({
    registration: form.register(name, options),
    error: (get(errors, name) as { message?: string } | undefined)?.message,
  })
}

/** What fieldBinder answers: a field's binding by its name. */
export type FieldBinder<T extends FieldValues> = ReturnType<typeof fieldBinder<T, T>>
