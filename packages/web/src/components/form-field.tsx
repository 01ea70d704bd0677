import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

interface FieldFrameProps {
  id: string
  label: string
  required?: boolean
  error?: string
  hint?: ReactNode
  className?: string
  children: ReactNode
}

/** Label, control, hint and error message, tied together for screen readers. */
export function FieldFrame({ id, label, required, error, hint, className, children }: FieldFrameProps) {
  return (
    <div className={className ?? 'mb-3'}>
      <label className="form-label" htmlFor={id}>
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  )
}

/** The ids of a control's hint and error, for aria-describedby. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

/** A field's react-hook-form registration and its error, handed to a group of fields. */
export interface FieldBinding {
  registration: UseFormRegisterReturn
  error?: string
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> & {
  label: string
  registration: UseFormRegisterReturn
  error?: string
  hint?: ReactNode
  className?: string
}

/** A labelled text-like input bound to react-hook-form, with its error under it. */
export function FormField({ label, registration, error, hint, className, required, ...input }: InputProps) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <input
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
        {...registration}
      />
    </FieldFrame>
  )
}

type TextareaProps = Omit<InputHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> & {
  label: string
  registration: UseFormRegisterReturn
  error?: string
  hint?: ReactNode
  className?: string
  rows?: number
}

/** A labelled textarea bound to react-hook-form. */
export function TextareaField({
  label,
  registration,
  error,
  hint,
  className,
  required,
  ...rest
}: TextareaProps) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...rest}
        {...registration}
      />
    </FieldFrame>
  )
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> & {
  label: string
  registration: UseFormRegisterReturn
  options: readonly string[] | readonly { value: string; label: string }[]
  /** Text of an empty first choice, when the field may start unchosen. */
  placeholder?: string
  error?: string
  hint?: ReactNode
  className?: string
}

/** A labelled select bound to react-hook-form. */
export function SelectField({
  label,
  registration,
  options,
  placeholder,
  error,
  hint,
  className,
  required,
  ...rest
}: SelectProps) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...rest}
        {...registration}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => {
          const option = typeof o === 'string' ? { value: o, label: o } : o
          return (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          )
        })}
      </select>
    </FieldFrame>
  )
}
