import { useId, type ReactNode } from 'react'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { DateInput, dateErrorMessage } from './date-input'
import { describedBy, FieldFrame } from './form-field'

interface DateFieldProps<T extends FieldValues, TOutput> {
  control: Control<T, unknown, TOutput>
  name: Path<T>
  label: string
  hint?: ReactNode
  required?: boolean
  className?: string
}

/** A DD-MM-YYYY DateInput bound to a react-hook-form field ('YYYY-MM-DD' or null), with its error. */
export function DateField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  hint,
  required,
  className,
}: DateFieldProps<T, TOutput>) {
  const id = useId()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = dateErrorMessage(field.value, fieldState.error?.message)
        return (
          <FieldFrame
            id={id}
            label={label}
            required={required}
            error={error}
            hint={hint}
            className={className}
          >
            <DateInput
              id={id}
              className={`form-control${error ? ' is-invalid' : ''}`}
              value={field.value as string | null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              required={required}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, hint, error)}
            />
          </FieldFrame>
        )
      }}
    />
  )
}
