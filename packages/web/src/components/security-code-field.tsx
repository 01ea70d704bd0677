import { SECURITY_CODE_LENGTH } from '@shop/shared/constants'
import { useHydrated } from '../lib/use-hydrated'
import { useId, useState } from 'react'
import { differentSecurityCode, newSecurityCode, securityCodeMatches } from '../lib/security-code'

interface SecurityCodeFieldProps {
  /** Told whenever the typed code starts or stops matching. */
  onMatchChange: (matches: boolean) => void
}

/**
 * The on-screen security code (docs/requirements/storefront.md §9): a 4-digit code shown as text (screen readers read it digit by
 * digit); a wrong full-length entry makes a new code and clears the field. To start over (after a
 * sent form), give it a new `key`.
 */
export function SecurityCodeField({ onMatchChange }: SecurityCodeFieldProps) {
  const id = useId()
  const [code, setCode] = useState(newSecurityCode)
  const [typed, setTyped] = useState('')
  const [notice, setNotice] = useState('')
  // A random code: shown once the page runs in the browser, so the server's render never differs.
  const shown = useHydrated() ? code : ''

  const change = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, SECURITY_CODE_LENGTH)
    if (digits.length === SECURITY_CODE_LENGTH && !securityCodeMatches(code, digits)) {
      setCode(differentSecurityCode(code))
      setTyped('')
      setNotice('That code did not match. A new code is shown; please type it.')
      onMatchChange(false)
      return
    }
    setTyped(digits)
    setNotice('')
    onMatchChange(securityCodeMatches(code, digits))
  }

  return (
    <div className="mb-3">
      <p className="mb-2" id={`${id}-code`}>
        Security code:{' '}
        <span className="security-code" aria-hidden="true">
          {shown}
        </span>
        <span className="visually-hidden">{shown.split('').join(' ')}</span>
      </p>
      <label className="form-label" htmlFor={id}>
        Type the security code
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <input
        id={id}
        className="form-control security-code-input"
        inputMode="numeric"
        autoComplete="off"
        required
        maxLength={SECURITY_CODE_LENGTH}
        value={typed}
        onChange={(e) => change(e.target.value)}
        aria-describedby={`${id}-code ${id}-notice`}
      />
      <div id={`${id}-notice`} className="form-text text-danger" role="status">
        {notice}
      </div>
    </div>
  )
}
