import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { currentRouter } from '../lib/current-router'

/**
 * Sends the visitor to `to` (replacing this address), as React Router's `<Navigate>` does, unless
 * the app has navigated since this was rendered. A guard renders a redirect as soon as the session
 * changes; after a registration, a login or a sign-out the form that changed it navigates too, and
 * its navigation (where the shopper was going) must win. Preact runs effects after the next paint,
 * later than the form's own navigation, so the redirect checks the router's state as it is then.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate()
  const { key } = useLocation()
  useEffect(() => {
    const router = currentRouter()
    if (router && (router.state.navigation.state !== 'idle' || router.state.location.key !== key)) return
    void navigate(to, { replace: true })
  }, [navigate, to, key])
  return null
}
