import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { ResetCodeStep } from './reset-code-step'
import { ResetEmailStep } from './reset-email-step'
import { ResetPasswordStep } from './reset-password-step'

type Step = 'email' | 'code' | 'password'

/**
 * docs/requirements/accounts.md §4 in three steps: e-mail, code, new password, then /login.
 * docs/decisions/0010-password-reset-code-made-by-the-server.md: the server makes a 6-digit code and answers a one-time reset token for step 3.
 */
export function ForgetPasswordFlow() {
  const [step, setStep] = useState<Step>('email')
  const [email, setEmail] = useState('')
  const [resetToken, setResetToken] = useState('')

  return (
    <>
      {step === 'email' && (
        <ResetEmailStep
          onSent={(address) => {
            setEmail(address)
            setStep('code')
          }}
        />
      )}
      {step === 'code' && (
        <ResetCodeStep
          email={email}
          onVerified={(token) => {
            setResetToken(token)
            setStep('password')
          }}
        />
      )}
      {step === 'password' && <ResetPasswordStep email={email} resetToken={resetToken} />}
      <p className="mt-4 mb-0">
        Remembered it? <Link to={paths.login}>Back to login</Link>
      </p>
    </>
  )
}
