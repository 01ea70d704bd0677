import { Navigate, Outlet, useLocation } from 'react-router'
import { loginPath, paths } from '../config/paths'
import { selectIsLoggedIn, selectSignedOut } from '../features/auth/auth.slice'
import { useAppSelector } from '../store/hooks'

/**
 * docs/requirements/storefront.md §2: a guest is sent to /login and brought back afterwards (redirectTo). Right after
 * a deliberate logout the shopper goes to '/' instead (docs/requirements/storefront.md §2), without a way back in.
 */
export function RequireAuth() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const signedOut = useAppSelector(selectSignedOut)
  const location = useLocation()
  if (!isLoggedIn) {
    if (signedOut) return <Navigate to={paths.home} replace />
    const redirectTo = `${location.pathname}${location.search}`
    return <Navigate to={loginPath(redirectTo)} replace />
  }
  return <Outlet />
}
