import '../reviews.css'
import { CAPTCHA_LENGTH } from '@shop/shared/constants'
import { useId } from 'react'
import { OnScreenCode } from '../../../components/on-screen-code'

interface CaptchaFieldProps {
  code: string
  typed: string
  onTypedChange: (typed: string) => void
  onRefresh: () => void
  /** 'Entered Captcha is wrong!' while shown. */
  error?: string
}

/** The review dialog's code: letters and digits, typed in any case, with a button for a new one. */
export function CaptchaField({ code, typed, onTypedChange, onRefresh, error }: CaptchaFieldProps) {
  const id = useId()
  return (
    <OnScreenCode
      id={id}
      name="Captcha"
      code={code}
      codeClassName="captcha-code"
      action={
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onRefresh}>
          New code
        </button>
      }
      message={error}
      messageRole="alert"
      messageClassName="invalid-feedback d-block"
    >
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
        aria-describedby={`${id}-code ${id}-message`}
      />
    </OnScreenCode>
  )
}
