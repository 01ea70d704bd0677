import '../reviews.css'
import { CAPTCHA_LENGTH } from '@shop/shared/constants'
import { useHydrated } from '../../../lib/use-hydrated'
import { useId } from 'react'

interface CaptchaFieldProps {
  code: string
  typed: string
  onTypedChange: (typed: string) => void
  onRefresh: () => void
  /** 'Entered Captcha is wrong!' while shown. */
  error?: string
}

/**
 * The review dialog's code: shown as text (screen readers read it character by character), a
 * field to type it, and a button for a new one.
 */
export function CaptchaField({ code, typed, onTypedChange, onRefresh, error }: CaptchaFieldProps) {
  const id = useId()
  // A random code: shown once the page runs in the browser, so the server's render never differs.
  const shown = useHydrated() ? code : ''
  return (
    <div className="mb-3">
      <div className="d-flex align-items-center gap-2 mb-2">
        <p className="mb-0" id={`${id}-code`}>
          Captcha:{' '}
          <span className="captcha-code" aria-hidden="true">
            {shown}
          </span>
          <span className="visually-hidden captcha-spoken">{shown.split('').join(' ')}</span>
        </p>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onRefresh}>
          New code
        </button>
      </div>
      <label className="form-label" htmlFor={id}>
        Type the captcha
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <input
        id={id}
        className={`form-control captcha-input${error ? ' is-invalid' : ''}`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={CAPTCHA_LENGTH}
        value={typed}
        onChange={(e) => onTypedChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-code ${id}-error`}
      />
      <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
        {error}
      </div>
    </div>
  )
}
