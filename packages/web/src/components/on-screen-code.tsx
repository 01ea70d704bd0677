import type { ReactNode } from 'react'
import { useHydrated } from '../lib/use-hydrated'

interface OnScreenCodeProps {
  /** The input's id; the shown code is `${id}-code` and the message `${id}-message`. */
  id: string
  /** What the code is called: 'Security code', 'Captcha'. */
  name: string
  code: string
  /** The look of the shown code. */
  codeClassName: string
  /** Beside the code, e.g. a button for a new one. */
  action?: ReactNode
  /** The field to type the code in (describe it by `${id}-code ${id}-message`). */
  children: ReactNode
  message?: string
  /** 'alert' for a message that must interrupt, 'status' for one read when convenient. */
  messageRole: 'alert' | 'status'
  messageClassName: string
}

/**
 * A code shown on screen for the shopper to type (docs/decisions/0016-on-screen-codes-only-slow-bots.md):
 * the code as text (screen readers read it character by character), its field and a message.
 */
export function OnScreenCode({
  id,
  name,
  code,
  codeClassName,
  action,
  children,
  message,
  messageRole,
  messageClassName,
}: OnScreenCodeProps) {
  // A random code: shown once the page runs in the browser, so the server's render never differs.
  const shown = useHydrated() ? code : ''
  return (
    <div className="mb-3">
      <div className="d-flex align-items-center gap-2 mb-2">
        <p className="mb-0" id={`${id}-code`}>
          {name}:{' '}
          <span className={codeClassName} aria-hidden="true">
            {shown}
          </span>
          <span className="visually-hidden on-screen-code-spoken">{shown.split('').join(' ')}</span>
        </p>
        {action}
      </div>
      <label className="form-label" htmlFor={id}>
        Type the {name.toLowerCase()}
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      {children}
      <div id={`${id}-message`} className={messageClassName} role={messageRole}>
        {message}
      </div>
    </div>
  )
}
