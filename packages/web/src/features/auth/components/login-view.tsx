import { LOGIN_DEBOUNCE_MS } from '@shop/shared/constants'
import type { Login, LoginInput } from '@shop/shared/schemas/account'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, Navigate, useLocation, useSearchParams } from 'react-router'
import { toast } from '../../../lib/toast'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { FormField } from '../../../components/form-field'
import { isAuthPage, paths, safeRedirectPath } from '../../../config/paths'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver'
import { loginCodeErrorText, loginErrorText, useLoginMutation } from '../auth.api'
import { selectIsLoggedIn, selectSignedOut, signedOutSettled } from '../auth.slice'
import { isLoginEmailFormat } from '../login-email'

/** One toast for a failed login at a time, closed by the next success (docs/requirements/messages.md §2). */
const LOGIN_ERROR_TOAST = 'login-error'

function showLoginError(text: string) {
  toast.errorInPlace(LOGIN_ERROR_TOAST, text)
}

/** The server's own login rules, loaded with the first submission (the home page shows this form). */
const loginResolver = lazyZodResolver(async () => (await import('@shop/shared/schemas/account')).LoginSchema)

/** What another page may hand the login view: where to go back to, and an e-mail to fill in. */
interface LoginLocationState {
  from?: string
  email?: string
}

interface LoginViewProps {
  /** 2 where the form is one panel of a page (the home page), 1 where it is the page. */
  headingLevel?: 1 | 2
}

/**
 * docs/requirements/accounts.md §3 (/login, /Login and the home page's panel): e-mail and password, then the redirectTo
 * target (a path on this site only), the remembered target, or /all-products. A signed-in visitor goes there at once.
 */
export function LoginView({ headingLevel = 1 }: LoginViewProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const dispatch = useAppDispatch()
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const signedOut = useAppSelector(selectSignedOut)
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const state = (location.state ?? {}) as LoginLocationState
  // Signed in from a panel on another page (the home page's): stay on that page.
  const here = isAuthPage(location.pathname) ? paths.allProducts : `${location.pathname}${location.search}`
  const target = safeRedirectPath(searchParams.get('redirectTo') ?? state.from, here)
  const [login, { isLoading }] = useLoginMutation()
  const [failed, setFailed] = useState(false)
  // Set when the server asks for the code it mailed (an address closed after many accounts failed there).
  const [codeAsked, setCodeAsked] = useState<string | null>(null)

  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<LoginInput, unknown, Login>({
    resolver: loginResolver,
    defaultValues: { login: state.email ?? '', password: '' },
  })
  const email = useWatch({ control, name: 'login' }) ?? ''
  const password = useWatch({ control, name: 'password' }) ?? ''
  const debouncedEmail = useDebouncedValue(email, LOGIN_DEBOUNCE_MS)
  const formatHint =
    debouncedEmail.trim() && !isLoginEmailFormat(debouncedEmail)
      ? 'Please enter a valid email address.'
      : undefined

  useEffect(() => {
    // The logout landed here: guarded pages may send guests to this form with a way back again.
    if (signedOut) dispatch(signedOutSettled())
  }, [signedOut, dispatch])

  useEffect(() => {
    // The code field appears once the server asks: the keyboard goes straight to it.
    if (codeAsked) setFocus('code')
  }, [codeAsked, setFocus])

  if (isLoggedIn) return <Navigate to={target} replace />

  const onSubmit = async (values: Login) => {
    setFailed(false)
    try {
      const answer = await login(values).unwrap()
      toast.dismiss(LOGIN_ERROR_TOAST)
      if ('step' in answer) setCodeAsked(answer.message)
    } catch (error) {
      const codeError = loginCodeErrorText(error)
      if (codeError) {
        setError('code', { message: codeError })
        setFocus('code')
        return
      }
      showLoginError(loginErrorText(error))
      setFailed(true)
    }
  }

  return (
    <section className="auth-card card shadow-sm mx-auto" aria-labelledby="login-title">
      <div className="card-body p-4">
        <Heading id="login-title" className="h3 mb-1">
          Login
        </Heading>
        <p className="text-muted mb-4">
          Sign in to your account to see your orders, wish list and addresses.
        </p>
        {failed && (
          <div className="alert alert-danger" role="alert">
            Error occurred. Please check your details.
          </div>
        )}
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <FormField
            label="Email"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            registration={register('login')}
            error={errors.login?.message ?? formatHint}
          />
          <FormField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            registration={register('password')}
            error={errors.password?.message}
          />
          {codeAsked && (
            <>
              <div className="alert alert-info" role="status" id="login-code-asked">
                {codeAsked}
              </div>
              <FormField
                label="Code from your e-mail"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                hint="The 6 digits in the e-mail we just sent you."
                registration={register('code')}
                error={errors.code?.message}
              />
            </>
          )}
          <div className="d-flex justify-content-end mb-3">
            <Link to={paths.forgetPassword}>Forgot password?</Link>
          </div>
          <button
            type="submit"
            className="btn btn-primary w-100"
            disabled={!email.trim() || !password || isLoading}
          >
            {isLoading ? 'Logging in...' : 'Login'}
          </button>
        </form>
        <p className="mt-4 mb-0 text-center">
          New customer? <Link to={paths.signup}>Register Here</Link>
        </p>
      </div>
    </section>
  )
}
