/** The pieces every field of the payment block draws alike: its class, its error line and what describes it. */

export const fieldClass = (hasError: unknown) => `form-control${hasError ? ' is-invalid' : ''}`

/** The field's error line, under it, named `<id>-error`. */
export function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {message}
    </div>
  ) : null
}

/** A hint's id and the error line's, when there is one. */
export const describedBy = (id: string, message: string | undefined, hint?: string) =>
  [hint, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
