import { SECURITY_CODE_LENGTH } from '@shop/shared/constants'
import { useId, useState } from 'react'
import { differentSecurityCode, newSecurityCode, securityCodeMatches } from '../lib/security-code'
import { OnScreenCode } from './on-screen-code'

interface SecurityCodeFieldProps {
  /** Told whenever the typed code starts or stops matching. */
  onMatchChange: (matches: boolean) => void
}

/**
 * The contact form's on-screen security code (docs/requirements/storefront.md §9): 4 digits; a
 * wrong full-length entry makes a new code and clears the field. To start over (after a sent
 * form), give it a new `key`.
 */
export function SecurityCodeField({ onMatchChange }: SecurityCodeFieldProps) {
  const id = useId()
  const [code, setCode] = useState(newSecurityCode)
  const [typed, setTyped] = useState('')
  const [notice, setNotice] = useState('')

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
    <OnScreenCode
      id={id}
      name="Security code"
      code={code}
      codeClassName="security-code"
      message={notice}
      messageRole="status"
      messageClassName="form-text text-danger"
    >
      <input
        id={id}
        className="form-control security-code-input"
        inputMode="numeric"
        autoComplete="off"
        required
        maxLength={SECURITY_CODE_LENGTH}
        value={typed}
        onChange={(e) => change(e.target.value)}
        aria-describedby={`${id}-code ${id}-message`}
      />
    </OnScreenCode>
  )
}
