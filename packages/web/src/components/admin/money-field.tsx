import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { MoneyInput } from './money-input'

interface MoneyFieldProps<T extends FieldValues, TOutput> {
  control: Control<T, unknown, TOutput>
  name: Path<T>
  label: string
  hint?: string
  required?: boolean
  className?: string
  /** An empty box is 0 (an amount always set); otherwise it is null, which the schema judges. */
  emptyIsZero?: boolean
}

/** A MoneyInput bound to a react-hook-form field, with that field's error under it. */
export function MoneyField<T extends FieldValues, TOutput>({
  control,
  name,
  ...input
}: MoneyFieldProps<T, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyInput
          {...input}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
